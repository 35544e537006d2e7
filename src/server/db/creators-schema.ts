import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';
import { checkouts, listings, purchases } from './marketplace-schema';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export type TransactionStatus = 'completed' | 'refunded';

/**
 * One sale (platform.md §3 Transaction): written by the webhook that fulfils a paid checkout, in
 * the same transaction as the ownership. Amounts are integer cents: `amountCents` is what the
 * buyer paid, `feeCents` the platform's application fee, `creatorPayoutCents` the rest. A refund
 * marks it `refunded` (once, by `charge.refunded`); `payoutId` is set when a payout took it.
 * The title is copied, so analytics and the history still read after the listing is deleted.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    purchaseId: text('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    listingTitle: text('listing_title').notNull(),
    creatorId: text('creator_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    creatorPayoutCents: integer('creator_payout_cents').notNull(),
    status: text('status').$type<TransactionStatus>().notNull().default('completed'),
    provider: text('provider').notNull(),
    /** The provider's payment (Stripe's payment intent `pi_…`): `charge.refunded` names it. */
    providerPaymentId: text('provider_payment_id'),
    payoutId: text('payout_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    // One sale per checkout: a replayed or second paid event cannot write another.
    uniqueIndex('transactions_checkout_idx').on(t.checkoutId),
    index('transactions_creator_created_idx').on(
      t.creatorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('transactions_payment_idx').on(t.provider, t.providerPaymentId),
  ],
);

export type PayoutStatus = 'paid' | 'processing' | 'pending' | 'failed';

/**
 * Money sent to a creator's bank (platform.md §3 Payout), as the provider's `payout.*` webhooks
 * report it; the local provider pays out on the creator's schedule through a durable job.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    creatorId: text('creator_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's id (Stripe's `po_…`, shown as stripePayoutId). */
    providerPayoutId: text('provider_payout_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PayoutStatus>().notNull(),
    failureMessage: text('failure_message'),
    /** When the money arrives (Stripe's `arrival_date`), or arrived once `paid`. */
    arrivalAt: timestamp('arrival_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('payouts_provider_payout_idx').on(t.provider, t.providerPayoutId),
    index('payouts_creator_created_idx').on(t.creatorId, t.createdAt.desc().nullsFirst()),
  ],
);

export type PayoutFrequency = 'weekly' | 'monthly' | 'manual';

/** platform.md §3 Marketplace settings: notifications. */
export interface MarketplaceNotificationSettings {
  salesAlerts: boolean;
  payoutNotifications: boolean;
  reviewNotifications: boolean;
  marketplaceUpdates: boolean;
  lowBalanceAlerts: boolean;
}

/** platform.md §3 Marketplace settings: privacy (the public creator profile obeys them). */
export interface MarketplacePrivacySettings {
  publicProfile: boolean;
  showEarnings: boolean;
  showSalesCount: boolean;
  showRecentActivity: boolean;
}

/**
 * A user's marketplace settings (platform.md §3 Marketplace settings). No row reads as the
 * defaults (creators-issue contracts); the onboarding checklist is computed from real state,
 * except the terms, which the creator accepts here.
 */
export const marketplaceSettings = pgTable('marketplace_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  payoutFrequency: text('payout_frequency').$type<PayoutFrequency>().notNull().default('weekly'),
  /** platform.md §5: 1 to 1000 dollars, default 25; kept in cents. */
  payoutMinimumCents: integer('payout_minimum_cents').notNull().default(2500),
  autoPayoutEnabled: boolean('auto_payout_enabled').notNull().default(true),
  notifications: jsonb('notifications').$type<MarketplaceNotificationSettings>().notNull(),
  privacy: jsonb('privacy').$type<MarketplacePrivacySettings>().notNull(),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  /** The local provider's payout job: when it last paid this creator out. */
  lastPayoutAt: timestamp('last_payout_at', { withTimezone: true }),
  createdAt,
  updatedAt,
});

export type SubscriptionStatus = 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled';

/**
 * A user's Standard subscription with the payment provider, as its `customer.subscription.*`
 * and `invoice.*` webhooks report it. The profile's `subscription` (platform.md §3 User document)
 * is its projection, written in the same transaction; the allowance reads the profile.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's customer (Stripe's `cus_…`). */
    customerId: text('customer_id'),
    /** The provider's subscription (Stripe's `sub_…`), once a checkout made one. */
    subscriptionId: text('subscription_id'),
    /** The open checkout session in subscription mode, until it completes. */
    checkoutSessionId: text('checkout_session_id'),
    plan: text('plan').notNull().default('standard'),
    status: text('status').$type<SubscriptionStatus>().notNull().default('incomplete'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** The `created` of the newest provider event applied: an older one arriving late changes nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('subscriptions_provider_subscription_idx').on(t.provider, t.subscriptionId),
    index('subscriptions_customer_idx').on(t.provider, t.customerId),
    // The local provider's renewal job finds the periods that end.
    index('subscriptions_period_end_idx').on(t.currentPeriodEnd).where(sql`${t.status} in ('trialing', 'active')`),
  ],
);
