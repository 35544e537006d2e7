import { z } from 'zod';
import { PURCHASES_PAGE_SIZE, purchaseStatusSchema } from './marketplace-purchase';
import { idSchema } from './recipes';

/**
 * The Purchase History settings section (platform.md §2 "Purchase History", §3 Purchase record,
 * §4 Purchase statuses, §5 refund and download rules, §9; issue 21 §8): the user's purchases and
 * their Standard subscription, with summary cards, search, filters, sorts and pages of 50, and
 * real refunds. What a row may do (refund, download) is decided by the server.
 */

/** platform.md §9: refund window 30 days. */
export const REFUND_WINDOW_DAYS = 30;
export const REFUND_WINDOW_MS = REFUND_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** platform.md §2: All, Recipes, Courses, Subscriptions, Completed, Active, Refunded. */
export const PURCHASE_FILTERS = [
  'all',
  'recipes',
  'courses',
  'subscriptions',
  'completed',
  'active',
  'refunded',
] as const;
export type PurchaseFilter = (typeof PURCHASE_FILTERS)[number];

/** platform.md §2: date (newest first), price (highest first), title (A to Z). */
export const PURCHASE_SORTS = ['date', 'price', 'title'] as const;
export type PurchaseSort = (typeof PURCHASE_SORTS)[number];

export const PURCHASE_SEARCH_MAX = 100;

export const purchaseHistoryQuery = z.object({
  /** 'Search purchases...': over the title and the creator's name, case-insensitive. */
  q: z.string().trim().max(PURCHASE_SEARCH_MAX).optional(),
  filter: z.enum(PURCHASE_FILTERS).default('all'),
  sort: z.enum(PURCHASE_SORTS).default('date'),
  cursor: z.string().max(400).optional(),
});
export type PurchaseHistoryQuery = z.input<typeof purchaseHistoryQuery>;

/** A one-time recipe purchase, or the user's Standard subscription. */
export const purchaseKindSchema = z.enum(['recipe', 'subscription']);
export type PurchaseKind = z.infer<typeof purchaseKindSchema>;

/**
 * One row (platform.md §3 Purchase record): `amount` in cents (the subscription's is its monthly
 * price), `status` completed, active (a subscription running or in its trial), refunded, or
 * pending (a refund was asked for and the provider has not confirmed it yet; the buyer still owns
 * the recipe until it does). `recipeId` is the listing's id, none for the subscription.
 */
export const purchaseHistoryRecordSchema = z.object({
  id: z.string(),
  type: purchaseKindSchema,
  recipeId: z.string().nullable(),
  recipeName: z.string(),
  amount: z.number().int(),
  createdAt: z.string(),
  status: purchaseStatusSchema,
  thumbnail: z.string().nullable(),
  creatorName: z.string(),
  /** A completed paid purchase under 30 days old, refundable through the configured provider. */
  canRefund: z.boolean(),
  /** Until when a refund can be asked for (null when it never can). */
  refundableUntil: z.string().nullable(),
  /** A completed recipe purchase: its download link (the listing's .txt download). */
  canDownload: z.boolean(),
  downloadUrl: z.string().nullable(),
});
export type PurchaseHistoryRecord = z.infer<typeof purchaseHistoryRecordSchema>;

/** The summary cards: refunded purchases are excluded from Total Spent (platform.md §4). */
export const purchaseSummarySchema = z.object({
  totalPurchases: z.number().int(),
  totalSpentCents: z.number().int(),
  activeSubscriptions: z.number().int(),
});
export type PurchaseSummary = z.infer<typeof purchaseSummarySchema>;

export const purchaseHistoryPageSchema = z.object({
  summary: purchaseSummarySchema,
  items: z.array(purchaseHistoryRecordSchema),
  /** Opaque; pass back as `cursor` (with the same q, filter and sort) for the next page. */
  nextCursor: z.string().nullable(),
});
export type PurchaseHistoryPage = z.infer<typeof purchaseHistoryPageSchema>;

export const PURCHASE_HISTORY_PAGE_SIZE = PURCHASES_PAGE_SIZE;

export const purchaseIdParams = z.object({ id: idSchema });

/** A refund request carries nothing: the amount is the purchase's, the decision the server's. */
export const refundRequestSchema = z.strictObject({}).optional();

/**
 * The purchase after the request: `refunded` when the provider confirmed it at once (its
 * `charge.refunded` arrived), else `pending` until it does.
 */
export const refundResponseSchema = z.object({ record: purchaseHistoryRecordSchema });
export type RefundResponse = z.infer<typeof refundResponseSchema>;
