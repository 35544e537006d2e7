import { z } from 'zod';
import { PAYOUT_FREQUENCIES } from './marketplace-settings';

/**
 * Creator analytics and payout history (platform.md §2 Creator onboarding and analytics, §3
 * Transaction and Payout; issue 21 §6). Every figure is computed by the server from the sales
 * ledger (`transactions`) and the payouts the provider reported; amounts are integer cents of
 * USD, and they are the creator's share of each sale (what the buyer paid less the platform fee).
 */

/** Pending earnings are the completed sales of this many days (platform.md §2). */
export const PENDING_WINDOW_DAYS = 7;
/** The charts cover the last this many days (UTC), today included, every day present. */
export const SERIES_DAYS = 30;
/** Payout history page size. */
export const PAYOUTS_PAGE_SIZE = 20;

const cents = z.number().int().nonnegative();
/** A UTC calendar day, `YYYY-MM-DD`. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The next scheduled payout (platform.md §2: "roughly 7 minus the weekday number in days" for a
 * weekly schedule; the 1st of the month for a monthly one). Null when payouts are manual or
 * automatic payouts are off: nothing is scheduled.
 */
export const nextPayoutSchema = z.object({
  /** The UTC day the payout is made on. */
  date: day,
  /** Whole days from today (UTC) to that day. */
  days: z.number().int().positive(),
});
export type NextPayout = z.infer<typeof nextPayoutSchema>;

/** The four stat cards. */
export const analyticsSummarySchema = z.object({
  /** Every completed (not refunded) sale, ever. */
  totalEarningsCents: cents,
  /** Completed sales since the first of this month (UTC). */
  monthToDateCents: cents,
  /** Completed sales of the last PENDING_WINDOW_DAYS days: not yet available for a payout. */
  pendingCents: cents,
  totalSales: z.number().int().nonnegative(),
  nextPayout: nextPayoutSchema.nullable(),
  /** The creator's payment account can be paid out to (its onboarding is done). */
  payoutsEnabled: z.boolean(),
  payoutFrequency: z.enum(PAYOUT_FREQUENCIES),
  autoPayoutEnabled: z.boolean(),
  /** The creator's payout minimum, in cents. */
  payoutMinimumCents: cents,
  currency: z.literal('USD'),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** Recipe Performance: one row per listing of the creator (a deleted one only if it sold). */
export const listingPerformanceSchema = z.object({
  listingId: z.string(),
  title: z.string(),
  status: z.enum(['draft', 'pending', 'published', 'deleted']),
  priceCents: cents,
  /** Marketplace views (counted once per visitor a day). */
  views: z.number().int().nonnegative(),
  /** Completed sales. */
  sales: z.number().int().nonnegative(),
  /** The creator's share of those sales. */
  revenueCents: cents,
  ratingAverage: z.number().min(0).max(5),
  ratingCount: z.number().int().nonnegative(),
  /** sales / views; null while the listing has no views. */
  conversionRate: z.number().nonnegative().nullable(),
});
export type ListingPerformance = z.infer<typeof listingPerformanceSchema>;

/** One UTC day of the charts. */
export const seriesPointSchema = z.object({
  date: day,
  earningsCents: cents,
  sales: z.number().int().nonnegative(),
});
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

/** GET /api/creator/analytics. */
export const creatorAnalyticsSchema = z.object({
  summary: analyticsSummarySchema,
  /** Best sellers first (revenue, then sales, then views). */
  performance: z.array(listingPerformanceSchema),
  /** SERIES_DAYS days, oldest first, zero-filled. */
  series: z.array(seriesPointSchema),
  /** When the figures were computed (ISO 8601): 'Refresh Data' shows it changing. */
  generatedAt: z.string(),
});
export type CreatorAnalytics = z.infer<typeof creatorAnalyticsSchema>;

export const PAYOUT_STATUSES = ['paid', 'processing', 'pending', 'failed'] as const;
export type PayoutStatusName = (typeof PAYOUT_STATUSES)[number];

/** platform.md §3 Payout. */
export const payoutRecordSchema = z.object({
  id: z.string(),
  amountCents: cents,
  status: z.enum(PAYOUT_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When the money is expected (or arrived). */
  arrivalAt: z.string().nullable(),
  /** The provider's payout id (platform.md §3 stripePayoutId). */
  providerPayoutId: z.string(),
  failureMessage: z.string().nullable(),
});
export type PayoutRecord = z.infer<typeof payoutRecordSchema>;

export const payoutsQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAYOUTS_PAGE_SIZE).default(PAYOUTS_PAGE_SIZE),
});
export type PayoutsQuery = z.input<typeof payoutsQuery>;

/** GET /api/creator/payouts: newest first. */
export const payoutsPageSchema = z.object({
  items: z.array(payoutRecordSchema),
  /** Opaque; pass back as `cursor` for the next page. Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PayoutsPage = z.infer<typeof payoutsPageSchema>;
