import { z } from 'zod';
import { listingCardSchema } from './marketplace';
import { idSchema } from './recipes';

/**
 * Browsing the marketplace and a creator's public page (platform.md §2 Marketplace browse,
 * Creator profile; §3 Creator profile):
 *   GET /api/marketplace/listings?q&category&sort&cursor&limit  -> ListingPage
 *   GET /api/marketplace/categories                             -> CategoryCounts
 *   GET /api/marketplace/creators/:creatorId                    -> CreatorProfile
 *   GET /api/marketplace/creators/:creatorId/listings?cursor    -> ListingPage (newest first)
 */

/** §9: sort options for-you, trending, price-low (Best Value), rating (Top Rated). */
export const BROWSE_SORTS = ['for-you', 'trending', 'price-low', 'rating'] as const;
export const browseSortSchema = z.enum(BROWSE_SORTS);
export type BrowseSort = z.infer<typeof browseSortSchema>;

/** A page of cards; §9 "marketplace fetch limit 50". */
export const BROWSE_PAGE_SIZE = 24;
export const BROWSE_PAGE_MAX = 50;
/**
 * Browse totals are counted up to this many: beyond it a count costs a walk over every match (a
 * common search word matches a third of 50,000 listings), and '1,000+' says as much.
 */
export const BROWSE_TOTAL_CAP = 1000;

/** A category id as listings store it ('ai-ml', 'general'); the web words it. */
export const categoryIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9][a-z0-9_-]*$/i, 'Use letters, digits, - or _.');

const cursorSchema = z.string().max(400);

export const browseQuery = z.object({
  q: z.string().trim().max(200).optional(),
  category: categoryIdSchema.optional(),
  sort: browseSortSchema.default('for-you'),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(BROWSE_PAGE_MAX).default(BROWSE_PAGE_SIZE),
});
export type BrowseQuery = z.input<typeof browseQuery>;

export const listingPageSchema = z.object({
  items: z.array(listingCardSchema),
  /** Opaque; pass back as `cursor` for the next page. Null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many published listings match (all pages); at most BROWSE_TOTAL_CAP when capped. */
  total: z.number().int(),
  /** There are more than `total` (the count stopped at BROWSE_TOTAL_CAP). */
  totalCapped: z.boolean().optional(),
});
export type ListingPage = z.infer<typeof listingPageSchema>;

export const categoryCountsSchema = z.object({
  /** Categories present among published listings, most listings first. */
  categories: z.array(z.object({ id: z.string(), count: z.number().int() })),
});
export type CategoryCounts = z.infer<typeof categoryCountsSchema>;

export const creatorIdParams = z.object({ creatorId: idSchema });

export const creatorListingsQuery = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(BROWSE_PAGE_MAX).default(BROWSE_PAGE_SIZE),
});
export type CreatorListingsQuery = z.input<typeof creatorListingsQuery>;

export const creatorExperienceSchema = z.enum(['beginner', 'intermediate', 'advanced', 'professional']);

/** Computed on the server from the creator's published listings. */
export const creatorStatsSchema = z.object({
  totalRecipes: z.number().int(),
  /** Left out when the creator hides their sales count (marketplace privacy `showSalesCount`). */
  totalSales: z.number().int().optional(),
  /** Average over every review of the creator's listings (0 without reviews). */
  averageRating: z.number(),
  totalReviews: z.number().int(),
});

/** The public creator profile (platform.md §3); links are as the creator typed them. */
export const creatorProfileSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  title: z.string(),
  bio: z.string(),
  location: z.string(),
  experience: creatorExperienceSchema.nullable(),
  joinedAt: z.string(),
  isVerified: z.boolean(),
  specialties: z.array(z.string()),
  website: z.string(),
  github: z.string(),
  linkedin: z.string(),
  twitter: z.string(),
  instagram: z.string(),
  youtube: z.string(),
  tiktok: z.string(),
  acceptCommissions: z.boolean(),
  commissionRate: z.number().int(),
  availableForCollabs: z.boolean(),
  allowMessages: z.boolean(),
  portfolioVisible: z.boolean(),
  /** The visitor is this creator (they see their own page even when it is private). */
  isOwn: z.boolean(),
  stats: creatorStatsSchema,
  /** The header's banner image (the creator profile's own), if any. */
  bannerURL: z.string().nullable(),
  /**
   * What the creator earned from their sales (completed, not refunded), only when they chose to
   * show it (marketplace privacy `showEarnings`); otherwise left out.
   */
  earnings: z.object({ totalCents: z.number().int(), currency: z.literal('USD') }).optional(),
  /**
   * Their recently published recipes, newest first, only when they show recent activity
   * (marketplace privacy `showRecentActivity`) and their portfolio; otherwise left out.
   */
  recentActivity: z
    .array(z.object({ listingId: z.string(), title: z.string(), publishedAt: z.string() }))
    .optional(),
  /** Only on the creator's own page: whether visitors are kept out (their privacy settings). */
  hiddenFromVisitors: z.boolean().optional(),
});
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;
