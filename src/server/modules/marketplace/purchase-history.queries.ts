import { STANDARD_PLAN } from '@shared/billing/plans';
import { APP_NAME } from '@shared/constants';
import type { PurchaseFilter, PurchaseSort, PurchaseSummary } from '@shared/contracts/purchase-history';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkouts, listings, purchases, subscriptions } from '../../db/schema';
import { AppError } from '../../http/app-error';

/**
 * The rows of the purchase history (platform.md §3 Purchase record): the user's purchases of
 * listings, and their Standard subscription as one more row, in one ordered, keyset-paged query,
 * so filters, search, sorts and pages treat both alike. A listing deleted later stays listed:
 * what was bought is kept.
 */

/** A row as the database gives it, before the presenter decides what it may do. */
export interface HistoryRow {
  id: string;
  type: 'recipe' | 'subscription';
  recipeId: string | null;
  name: string;
  amount: number;
  createdAt: Date;
  status: 'completed' | 'active' | 'refunded' | 'pending';
  imageKey: string | null;
  imageVersion: number;
  creatorName: string;
  provider: string;
  /** The checkout a paid purchase came from (none for a free claim or the subscription). */
  checkoutId: string | null;
}

/** The subscription's row id: one per user, never a purchase's (those are UUIDs). */
export const SUBSCRIPTION_ROW_ID = 'subscription';

/** The subscription row's name; the web words it in the reader's language by its type. */
const STANDARD_ROW_NAME = 'Standard Plan';

/**
 * Both kinds as one relation. A purchase whose refund was asked for and not confirmed yet reads
 * `pending`; the subscription is `active` while running or in its trial, `pending` while a
 * payment is overdue, `completed` once canceled, and not listed before it has started.
 */
function records(userId: string): SQL {
  return sql`
    select ${purchases.id} as id, 'recipe'::text as type, ${listings.id} as recipe_id,
           ${listings.title} as name, ${purchases.amountCents} as amount,
           ${purchases.createdAt} as created_at,
           case when ${purchases.status} = 'completed' and ${purchases.refundRequestedAt} is not null
                then 'pending' else ${purchases.status} end::text as status,
           ${listings.imageKey} as image_key, ${listings.imageVersion} as image_version,
           ${listings.creatorName} as creator_name, ${purchases.provider} as provider,
           ${purchases.checkoutId} as checkout_id
    from ${purchases} inner join ${listings} on ${listings.id} = ${purchases.listingId}
    where ${purchases.buyerId} = ${userId}
    union all
    select ${SUBSCRIPTION_ROW_ID}::text, 'subscription'::text, null::text, ${STANDARD_ROW_NAME}::text,
           ${STANDARD_PLAN.monthlyPriceCents}::int, ${subscriptions.createdAt},
           case when ${subscriptions.status} in ('trialing', 'active') then 'active'
                when ${subscriptions.status} = 'past_due' then 'pending'
                else 'completed' end::text,
           null::text, 0::int, ${APP_NAME}::text, ${subscriptions.provider}, null::text
    from ${subscriptions}
    where ${subscriptions.userId} = ${userId} and ${subscriptions.status} <> 'incomplete'`;
}

function filterCondition(filter: PurchaseFilter): SQL {
  switch (filter) {
    case 'all':
      return sql`true`;
    case 'recipes':
      return sql`r.type = 'recipe'`;
    // This product sells no courses: the filter is offered and truthfully finds none.
    case 'courses':
      return sql`false`;
    case 'subscriptions':
      return sql`r.type = 'subscription'`;
    case 'completed':
    case 'active':
    case 'refunded':
      return sql`r.status = ${filter}`;
  }
}

/** Case-insensitive substring of the title or the creator (position: no LIKE wildcards to escape). */
function searchCondition(q: string | undefined): SQL {
  if (!q) return sql`true`;
  const needle = q.toLowerCase();
  return sql`(position(${needle} in lower(r.name)) > 0 or position(${needle} in lower(r.creator_name)) > 0)`;
}

/** Each sort and its keyset: the last row's key and id, compared in the same order. */
const SORTS: Record<PurchaseSort, { order: SQL; after: (key: string, id: string) => SQL }> = {
  date: {
    order: sql`r.created_at desc, r.id desc`,
    after: (key, id) => sql`(r.created_at, r.id) < (${key}::timestamptz, ${id}::text)`,
  },
  price: {
    order: sql`r.amount desc, r.id desc`,
    after: (key, id) => sql`(r.amount, r.id) < (${key}::int, ${id}::text)`,
  },
  title: {
    order: sql`lower(r.name) asc, r.id asc`,
    after: (key, id) => sql`(lower(r.name), r.id) > (${key}::text, ${id}::text)`,
  },
};

/**
 * The last row's key as the database reads it: the time to the microsecond (a JavaScript Date
 * would cut it to the millisecond and skip rows), the title lowered by the database's own rules.
 */
const sortKeyOf = (raw: RawRow, sort: PurchaseSort): string =>
  sort === 'date' ? raw.date_key : sort === 'price' ? String(raw.amount) : raw.title_key;

/** A timestamptz as PostgreSQL writes it as text ('2026-11-27 08:10:24.123456+00'). */
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

/** The cursor names its sort: one made for another sort (or forged) is refused, not misread. */
const encodeCursor = (sort: PurchaseSort, key: string, id: string) =>
  Buffer.from(JSON.stringify([sort, key, id])).toString('base64url');

function decodeCursor(raw: string, sort: PurchaseSort): { key: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3) {
      const [kind, key, id] = value;
      const valid =
        kind === sort &&
        typeof key === 'string' &&
        typeof id === 'string' &&
        key.length <= 300 &&
        id.length <= 64 &&
        !`${key}${id}`.includes('\u0000') &&
        (sort !== 'date' || TIMESTAMP_TEXT.test(key)) &&
        (sort !== 'price' || /^-?\d{1,9}$/.test(key));
      if (valid) return { key, id };
    }
  } catch {
    // Falls through to the refusal.
  }
  throw new AppError('purchase.invalidCursor');
}

interface RawRow {
  id: string;
  type: 'recipe' | 'subscription';
  recipe_id: string | null;
  name: string;
  amount: number;
  created_at: Date | string;
  status: HistoryRow['status'];
  image_key: string | null;
  image_version: number;
  creator_name: string;
  provider: string;
  checkout_id: string | null;
  date_key: string;
  title_key: string;
}

/** Rows of a raw query on either driver (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return ((result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
}

const toRow = (raw: RawRow): HistoryRow => ({
  id: raw.id,
  type: raw.type,
  recipeId: raw.recipe_id,
  name: raw.name,
  amount: Number(raw.amount),
  createdAt: new Date(raw.created_at),
  status: raw.status,
  imageKey: raw.image_key,
  imageVersion: Number(raw.image_version),
  creatorName: raw.creator_name,
  provider: raw.provider,
  checkoutId: raw.checkout_id,
});

export interface HistoryPageOptions {
  q?: string;
  filter: PurchaseFilter;
  sort: PurchaseSort;
  cursor?: string;
  limit: number;
}

/** One page of the user's history in the chosen order, and the cursor of the next. */
export async function listHistory(
  db: Db,
  userId: string,
  options: HistoryPageOptions,
): Promise<{ rows: HistoryRow[]; nextCursor: string | null }> {
  const sort = SORTS[options.sort];
  const after = options.cursor ? decodeCursor(options.cursor, options.sort) : null;
  const raws = await rowsOf<RawRow>(
    db,
    sql`select r.*, r.created_at::text as date_key, lower(r.name) as title_key
        from (${records(userId)}) r
        where ${filterCondition(options.filter)} and ${searchCondition(options.q)}
          and ${after ? sort.after(after.key, after.id) : sql`true`}
        order by ${sort.order}
        limit ${options.limit + 1}`,
  );
  const page = raws.slice(0, options.limit);
  const last = page.at(-1);
  return {
    rows: page.map(toRow),
    nextCursor:
      raws.length > options.limit && last
        ? encodeCursor(options.sort, sortKeyOf(last, options.sort), last.id)
        : null,
  };
}

/** One purchase of the user's as a history row (after a refund request), or none. */
export async function findHistoryRow(
  db: Db,
  userId: string,
  purchaseId: string,
): Promise<HistoryRow | undefined> {
  const [raw] = await rowsOf<RawRow>(
    db,
    sql`select r.* from (${records(userId)}) r where r.type = 'recipe' and r.id = ${purchaseId}::text`,
  );
  return raw ? toRow(raw) : undefined;
}

/**
 * The summary cards: every purchase counts in Total Purchases; Total Spent is what was paid for
 * those not refunded; Active Subscriptions is the Standard subscription while running or trialing.
 */
export async function purchaseSummary(db: Db, userId: string): Promise<PurchaseSummary> {
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      spent: sql<number>`coalesce(sum(${purchases.amountCents}) filter (where ${purchases.status} <> 'refunded'), 0)::int`,
    })
    .from(purchases)
    .where(eq(purchases.buyerId, userId));
  const active = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['trialing', 'active'])));
  return {
    totalPurchases: Number(totals?.count ?? 0),
    totalSpentCents: Number(totals?.spent ?? 0),
    activeSubscriptions: active.length,
  };
}

/** What a refund needs of a purchase: its state, and the provider's ids of its payment. */
export async function findRefundablePurchase(db: Db, purchaseId: string) {
  const [row] = await db
    .select({
      id: purchases.id,
      buyerId: purchases.buyerId,
      listingId: purchases.listingId,
      amountCents: purchases.amountCents,
      status: purchases.status,
      provider: purchases.provider,
      createdAt: purchases.createdAt,
      refundRequestedAt: purchases.refundRequestedAt,
      checkoutId: purchases.checkoutId,
      providerSessionId: checkouts.providerSessionId,
      providerPaymentId: checkouts.providerPaymentId,
    })
    .from(purchases)
    .leftJoin(checkouts, eq(checkouts.id, purchases.checkoutId))
    .where(eq(purchases.id, purchaseId))
    .limit(1);
  return row;
}
