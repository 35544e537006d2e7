import { z } from 'zod';
import { idSchema } from './recipes';

/**
 * What every part of the marketplace shows of a listing (platform.md §3 Marketplace recipe):
 * the card. Never the content: a card goes to anyone, paid or not. Each part of the marketplace
 * (publishing, browse, detail, purchases, reviews and comments, trials) keeps its own contracts
 * in `marketplace-<part>.ts` and its endpoints in `endpoints/marketplace-<part>.ts`.
 */

export const listingStatusSchema = z.enum(['draft', 'pending', 'published']);
export type ListingStatus = z.infer<typeof listingStatusSchema>;

export const listingIdParams = z.object({ id: idSchema });

export const listingCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Integer cents, USD; 0 is free. */
  priceCents: z.number().int(),
  category: z.string(),
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  creatorId: z.string(),
  creatorName: z.string(),
  ratingAverage: z.number(),
  ratingCount: z.number().int(),
  purchaseCount: z.number().int(),
  publishedAt: z.string().nullable(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

/** A section of a recipe as a visitor may see it without the content: its name and item count. */
export const outlineSectionSchema = z.object({ section: z.string(), count: z.number().int() });

/** A refusal of validation, shown to the creator: an error-table key with its parameters. */
export const validationReasonSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/**
 * A listing's detail page (platform.md §2 Recipe detail). `content` is present only for the
 * creator and owners (`access`); everyone else gets the 200-character preview and the outline.
 * The detail part (marketplace-detail) may add fields; the components of the other parts that
 * the detail page mounts take `{ listing: ListingDetail }`.
 */
export const listingDetailSchema = listingCardSchema.extend({
  status: listingStatusSchema,
  version: z.number().int(),
  access: z.enum(['creator', 'owner', 'none']),
  preview: z.string(),
  outline: z.array(outlineSectionSchema),
  content: z.string().optional(),
  /** The creator's eyes only: why validation kept it pending. */
  validationReasons: z.array(validationReasonSchema).optional(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;
