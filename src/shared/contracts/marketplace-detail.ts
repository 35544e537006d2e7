import { z } from 'zod';
import { listingDetailSchema } from './marketplace';

/**
 * The recipe detail page's own contracts (platform.md §2 Recipe detail; issue 20 §4): the
 * listing's detail with, for an owner whose version is older than the listing's, what changed.
 */

/** How a section differs between the owner's last-read version and the current one. */
export const sectionChangeSchema = z.object({
  section: z.string(),
  change: z.enum(['added', 'removed', 'changed']),
});
export type SectionChange = z.infer<typeof sectionChangeSchema>;

/** What changed since the owner last read the listing: sections in the current version's order. */
export const listingChangesSchema = z.object({
  fromVersion: z.number().int(),
  toVersion: z.number().int(),
  titleChanged: z.boolean(),
  sections: z.array(sectionChangeSchema),
});
export type ListingChanges = z.infer<typeof listingChangesSchema>;

/** `ListingDetail` and, for owners with an unread newer version only, `changes`. */
export const listingDetailViewSchema = listingDetailSchema.extend({
  changes: listingChangesSchema.optional(),
});
export type ListingDetailView = z.infer<typeof listingDetailViewSchema>;

export const markSeenResultSchema = z.object({ seenVersion: z.number().int() });
export type MarkSeenResult = z.infer<typeof markSeenResultSchema>;
