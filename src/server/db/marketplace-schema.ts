import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema';
import { chats } from './chat-schema';
import { recipes } from './recipe-schema';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export type ListingStatus = 'draft' | 'pending' | 'published';
/** A reason a listing failed validation: an error-table key with its parameters. */
export type ListingValidationReason = { key: string; params?: Record<string, string | number> };

/**
 * A marketplace listing (platform.md §3 Marketplace recipe): a snapshot of a gallery recipe taken
 * at publish time, so editing the gallery recipe later changes nothing buyers own. Republishing
 * takes a new snapshot and bumps `version` (the old ones stay in listing_versions). Prices are
 * integer cents (DESIGN.md: 0, or 99 to 99999).
 */
export const listings = pgTable(
  'listings',
  {
    id: text('id').primaryKey(),
    creatorId: text('creator_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The gallery recipe it was published from; none for the publish page's own form. */
    recipeId: text('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    /** The chat message it was published from (the chat's Save with a price), if any. */
    chatId: text('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    content: text('content').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    category: text('category').notNull().default('general'),
    /** Storage key of the listing's own copy of the image, if any. */
    imageKey: text('image_key'),
    imageVersion: integer('image_version').notNull().default(0),
    priceCents: integer('price_cents').notNull(),
    /** The author's name at publish time (display name, else e-mail, else 'Anonymous'). */
    creatorName: text('creator_name').notNull(),
    status: text('status').$type<ListingStatus>().notNull().default('draft'),
    /** Why validation kept it `pending` (empty when valid or not validated yet). */
    validationReasons: jsonb('validation_reasons').$type<ListingValidationReason[]>().notNull().default([]),
    /** 'unchecked' until the validation job ran on the current version, then 'valid' or 'invalid'. */
    validationStatus: text('validation_status')
      .$type<'unchecked' | 'valid' | 'invalid'>()
      .notNull()
      .default('unchecked'),
    version: integer('version').notNull().default(1),
    /**
     * The admin's decision on a listing validation kept `pending` (issue 22 moderation queue):
     * 'approved' publishes it, 'rejected' returns it to `draft` with a reason the creator sees.
     */
    moderationDecision: text('moderation_decision').$type<'approved' | 'rejected'>(),
    moderationReason: text('moderation_reason'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Deleted by the creator: gone from the marketplace and the manager; owners keep reading it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ratingAverage: doublePrecision('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    purchaseCount: integer('purchase_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    /**
     * Trending with decay, kept without a background job: each sale or view adds
     * weight * exp((now - epoch) / tau), so ordering by this column is ordering by the decayed sum.
     */
    trendScore: doublePrecision('trend_score').notNull().default(0),
    /** Lower-cased title, description and tags (never the content): the search's trigram column. */
    searchText: text('search_text').notNull().default(''),
    createdAt,
    updatedAt,
  },
  // Every DESC key is NULLS FIRST, as drizzle's desc() orders (PostgreSQL's default for DESC):
  // a bare .desc() here writes DESC NULLS LAST, which no `order by x desc` can walk, so each sort
  // read and sorted the whole table instead (bench/marketplace found it; recipe-schema does the same).
  (t) => [
    index('listings_creator_idx').on(t.creatorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('listings_recipe_idx').on(t.recipeId),
    index('listings_published_new_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'published' and deleted_at is null`),
    index('listings_published_trend_idx')
      .on(t.trendScore.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'published' and deleted_at is null`),
    index('listings_published_price_idx')
      .on(t.priceCents, t.id)
      .where(sql`status = 'published' and deleted_at is null`),
    index('listings_published_rating_idx')
      .on(t.ratingAverage.desc().nullsFirst(), t.ratingCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'published' and deleted_at is null`),
    index('listings_published_category_idx')
      .on(t.category, t.trendScore.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'published' and deleted_at is null`),
    index('listings_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Every published version of a listing, so owners can see what changed since theirs. */
export const listingVersions = pgTable(
  'listing_versions',
  {
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.listingId, t.version] })],
);

/** A listing viewed by one visitor (user id, or a hash of the anonymous session) on one UTC day. */
export const listingViews = pgTable(
  'listing_views',
  {
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: text('day').notNull(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.listingId, t.visitor, t.day] })],
);

export type PurchaseStatus = 'completed' | 'active' | 'refunded' | 'pending';

/**
 * Ownership (platform.md §3 Purchase record): one row per buyer and listing, written with the
 * fulfilment in one transaction. `amountCents` is what the database's price was at checkout.
 * `seenVersion` is the listing version the owner last read ("what changed" since then).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: text('id').primaryKey(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PurchaseStatus>().notNull().default('completed'),
    provider: text('provider').notNull(),
    /** The checkout session it came from (none for a free claim). */
    checkoutId: text('checkout_id'),
    seenVersion: integer('seen_version').notNull().default(1),
    /** The buyer asked for a refund (the provider's refund id beside it); ownership ends on `charge.refunded`. */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    providerRefundId: text('provider_refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('purchases_listing_buyer_idx').on(t.listingId, t.buyerId),
    index('purchases_buyer_created_idx').on(
      t.buyerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export type CheckoutStatus = 'open' | 'completed' | 'canceled' | 'expired';

/** A checkout started with a payment provider; the price is copied from the listing row. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** The platform's share of the amount (the creators issue's application fee). */
    feeCents: integer('fee_cents').notNull().default(0),
    provider: text('provider').notNull(),
    /** The provider's own id of the session (Stripe's cs_…; the local provider's is ours). */
    providerSessionId: text('provider_session_id'),
    /** The provider's payment, once paid (Stripe's payment intent `pi_…`): refunds name it. */
    providerPaymentId: text('provider_payment_id'),
    status: text('status').$type<CheckoutStatus>().notNull().default('open'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('checkouts_buyer_idx').on(t.buyerId, t.createdAt.desc().nullsFirst()),
    uniqueIndex('checkouts_provider_session_idx').on(t.provider, t.providerSessionId),
  ],
);

/** Webhook events already handled, by the provider's event id: a replay changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').notNull(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.id] })],
);

/** A user's payment account with a provider (platform.md §3 Payment account status). */
export const paymentAccounts = pgTable('payment_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  accountId: text('account_id').notNull(),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  createdAt,
  updatedAt,
});

/** One review per owner and listing (platform.md §3 Review); never by the listing's creator. */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt,
  },
  (t) => [
    uniqueIndex('reviews_listing_user_idx').on(t.listingId, t.userId),
    index('reviews_listing_created_idx').on(
      t.listingId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export type CommentModeration = 'visible' | 'pending' | 'flagged' | 'removed';

/** Comments on a listing, threads one level deep (platform.md §3 Comment). */
export const comments = pgTable(
  'comments',
  {
    id: text('id').primaryKey(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The top-level comment this replies to; replies never have replies. */
    parentId: text('parent_id'),
    content: text('content').notNull(),
    isEdited: boolean('is_edited').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    moderationStatus: text('moderation_status').$type<CommentModeration>().notNull().default('visible'),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('comments_listing_top_idx')
      .on(t.listingId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`parent_id is null`),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id).where(sql`parent_id is not null`),
    index('comments_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: text('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    // "Liked by me" on a page of comments looks the viewer's likes up by user (without it the
    // planner hashed every like in the table for each signed-in page; bench/marketplace), and
    // deleting a user cascades here.
    index('comment_likes_user_idx').on(t.userId, t.commentId),
  ],
);

/** A flag raised on a comment, with its reason; the admin issue's moderation queue reads them. */
export const commentFlags = pgTable(
  'comment_flags',
  {
    id: text('id').primaryKey(),
    commentId: text('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').$type<'open' | 'upheld' | 'dismissed'>().notNull().default('open'),
    createdAt,
  },
  (t) => [
    uniqueIndex('comment_flags_comment_user_idx').on(t.commentId, t.userId),
    index('comment_flags_status_idx').on(t.status, t.createdAt),
  ],
);

export type CreatorExperience = 'beginner' | 'intermediate' | 'advanced' | 'professional';

/**
 * A creator's public profile (platform.md §3 Creator profile), written at the first publish from
 * the user's profile; the creators issue adds its editing. Images are storage keys.
 */
export const creatorProfiles = pgTable('creator_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  title: text('title').notNull().default(''),
  bio: text('bio').notNull().default(''),
  location: text('location').notNull().default(''),
  experience: text('experience').$type<CreatorExperience>(),
  website: text('website').notNull().default(''),
  github: text('github').notNull().default(''),
  linkedin: text('linkedin').notNull().default(''),
  twitter: text('twitter').notNull().default(''),
  instagram: text('instagram').notNull().default(''),
  youtube: text('youtube').notNull().default(''),
  tiktok: text('tiktok').notNull().default(''),
  specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
  acceptCommissions: boolean('accept_commissions').notNull().default(false),
  commissionRate: integer('commission_rate').notNull().default(50),
  availableForCollabs: boolean('available_for_collabs').notNull().default(false),
  portfolioVisible: boolean('portfolio_visible').notNull().default(true),
  publicProfile: boolean('public_profile').notNull().default(true),
  allowMessages: boolean('allow_messages').notNull().default(true),
  isVerified: boolean('is_verified').notNull().default(false),
  profileImageKey: text('profile_image_key'),
  profileBannerKey: text('profile_banner_key'),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt,
});

/** 'stopped': the runner pressed Stop; what came so far is kept and the run counts. */
export type ListingRunStatus = 'running' | 'done' | 'stopped' | 'failed';

/**
 * Try before you buy: a signed-in visitor's one run of a paid listing on their own input (the
 * recipe stays on the server; only the output is stored and shown). The creator's own runs can be
 * made public as samples (up to three shown on the detail page).
 */
export const listingRuns = pgTable(
  'listing_runs',
  {
    id: text('id').primaryKey(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    input: text('input').notNull(),
    output: text('output').notNull().default(''),
    status: text('status').$type<ListingRunStatus>().notNull().default('running'),
    errorKey: text('error_key'),
    /** The month its generation was charged to, cleared when given back (as a chat reply's). */
    chargedMonth: text('charged_month'),
    /** 'trial': a visitor's one try; 'creator': the creator's own run, which they may make public. */
    kind: text('kind').$type<'trial' | 'creator'>().notNull().default('trial'),
    /** A creator's run chosen as a public sample (at most three are shown). */
    isPublic: boolean('is_public').notNull().default(false),
    createdAt,
    updatedAt,
  },
  (t) => [
    // One trial a visitor a listing; the creator's own runs are not limited by it.
    uniqueIndex('listing_runs_trial_idx').on(t.listingId, t.userId).where(sql`kind = 'trial'`),
    index('listing_runs_samples_idx')
      .on(t.listingId, t.createdAt.desc().nullsFirst())
      .where(sql`is_public = true`),
  ],
);
