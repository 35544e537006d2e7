import { z } from 'zod';
import { idSchema } from './recipes';

/**
 * Buying and owning marketplace listings (platform.md §3 Purchase record, §4 Purchase, Recipe
 * access, Free download progress; issue 20 §5): checkouts with the payment provider, free claims,
 * downloads, the owned list and 'Save a copy'. Prices are integer cents and come from the
 * database, never from a request.
 */

export const checkoutIdParams = z.object({ id: idSchema });

/**
 * A checkout request carries nothing: the listing id is in the path and the price is the
 * database's. Any field (a price changed in the browser) is refused, not ignored.
 */
export const checkoutRequestSchema = z.strictObject({}).optional();

/** Where the browser goes next: the provider's checkout page (Stripe's, or the app's test page). */
export const checkoutResponseSchema = z.object({ url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const checkoutStatusSchema = z.enum(['open', 'completed', 'canceled', 'expired']);
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

/** A checkout as its buyer sees it: the test checkout page and the success page read it. */
export const checkoutViewSchema = z.object({
  id: z.string(),
  status: checkoutStatusSchema,
  listingId: z.string(),
  listingTitle: z.string(),
  /** Integer cents, USD, copied from the listing when the checkout started. */
  amountCents: z.number().int(),
  /** The provider took it ('local' is the test provider: no real money moves). */
  provider: z.string(),
  testMode: z.boolean(),
  /** The buyer owns the listing now (the webhook has been fulfilled). */
  owned: z.boolean(),
});
export type CheckoutView = z.infer<typeof checkoutViewSchema>;

/** What 'Pay with test card' and 'Cancel' answer: where the browser goes next. */
export const localCheckoutResultSchema = z.object({ redirectTo: z.string() });

export const purchaseStatusSchema = z.enum(['completed', 'active', 'refunded', 'pending']);

/** platform.md §3 Purchase record: `recipeId` is the listing's id, `amount` is in cents. */
export const purchaseRecordSchema = z.object({
  id: z.string(),
  recipeId: z.string(),
  recipeName: z.string(),
  amount: z.number().int(),
  createdAt: z.string(),
  status: purchaseStatusSchema,
  thumbnail: z.string().nullable(),
  creatorName: z.string(),
});
export type PurchaseRecord = z.infer<typeof purchaseRecordSchema>;

/** platform.md §9: purchase history page size 50. */
export const PURCHASES_PAGE_SIZE = 50;

export const purchasesQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PURCHASES_PAGE_SIZE).default(PURCHASES_PAGE_SIZE),
});
export type PurchasesQuery = z.input<typeof purchasesQuery>;

export const purchasesPageSchema = z.object({
  items: z.array(purchaseRecordSchema),
  /** Opaque; pass back as `cursor` for the next page. Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PurchasesPage = z.infer<typeof purchasesPageSchema>;

/** A free claim: the buyer owns it now (claiming again answers the same). */
export const claimResponseSchema = z.object({ listingId: z.string(), owned: z.literal(true) });

/** 'Save a copy': the new gallery recipe. */
export const copyResponseSchema = z.object({ recipeId: z.string() });

/** The local provider's webhook answer (Stripe's webhooks only look at the status). */
export const webhookResponseSchema = z.object({ received: z.literal(true) });

/**
 * The local test provider's webhook event: Stripe's shape, reduced to what fulfilment reads, so
 * both providers end in the same `fulfilCheckout`.
 */
const checkoutWebhookEventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['checkout.session.completed', 'checkout.session.async_payment_succeeded']),
  created: z.number().int(),
  data: z.object({
    object: z.object({
      /** The provider's session id (our checkout's `providerSessionId`). */
      id: z.string().min(1).max(100),
      payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
    }),
  }),
});

/** Stripe's `account.updated` for a connected account: the flags a creator's onboarding sets. */
const accountWebhookEventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.literal('account.updated'),
  created: z.number().int(),
  data: z.object({
    object: z.object({
      /** The provider's account id (payment_accounts.account_id). */
      id: z.string().min(1).max(100),
      charges_enabled: z.boolean(),
      payouts_enabled: z.boolean(),
      details_submitted: z.boolean(),
    }),
  }),
});

export const localWebhookEventSchema = z.discriminatedUnion('type', [
  checkoutWebhookEventSchema,
  accountWebhookEventSchema,
]);
export type LocalWebhookEvent = z.infer<typeof localWebhookEventSchema>;
