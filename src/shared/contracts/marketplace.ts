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
