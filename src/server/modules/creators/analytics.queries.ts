import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The sales ledger read for a creator's analytics, aggregated in SQL. Completed means not
 * refunded; amounts are the creator's share (creator_payout_cents). The reads are split at a
 * "settled" instant (analytics.service.ts): the sales before it are summed per listing once and
 * kept (settledSales), the recent ones are read each time through transactions_creator_created_idx
 * (recentListingSales, dailySales), so a creator with 100,000 sales does not sum them all per view.
 */

/** Rows of a raw query on either driver (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return ((result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
}

const num = (value: number | string | null | undefined) => Number(value ?? 0);

export interface ListingRow {
  listingId: string;
  title: string;
  status: 'draft' | 'pending' | 'published';
  deleted: boolean;
  priceCents: number;
  views: number;
  ratingAverage: number;
  ratingCount: number;
  /** Completed sales since the settled instant, and their parts this month and in the pending window. */
  recentSales: number;
  recentRevenueCents: number;
  monthToDateCents: number;
  pendingCents: number;
}

interface RawListingRow {
  listing_id: string;
  title: string;
  status: ListingRow['status'];
  deleted: boolean;
  price_cents: number;
  view_count: number;
  rating_average: number | string;
  rating_count: number;
  sales: number | string | null;
  revenue: number | string | null;
  mtd: number | string | null;
  pending: number | string | null;
}

/**
 * Every listing of the creator (deleted ones too: the caller keeps those that sold) with its
 * completed sales from `settledBefore` on, and their parts since `monthStart` and after
 * `pendingSince` (both later than `settledBefore`).
 */
export async function recentListingSales(
  db: Db,
  creatorId: string,
  bounds: { settledBefore: Date; monthStart: Date; pendingSince: Date },
): Promise<ListingRow[]> {
  const rows = await rowsOf<RawListingRow>(
    db,
    sql`with recent as (
          select listing_id, count(*)::int as sales, sum(creator_payout_cents)::bigint as revenue,
            sum(creator_payout_cents) filter (where created_at >= ${bounds.monthStart.toISOString()}::timestamptz)::bigint as mtd,
            sum(creator_payout_cents) filter (where created_at > ${bounds.pendingSince.toISOString()}::timestamptz)::bigint as pending
          from transactions
          where creator_id = ${creatorId} and created_at >= ${bounds.settledBefore.toISOString()}::timestamptz
            and status = 'completed'
          group by listing_id
        )
        select l.id as listing_id, l.title, l.status, l.deleted_at is not null as deleted, l.price_cents,
          l.view_count, l.rating_average, l.rating_count, r.sales, r.revenue, r.mtd, r.pending
        from listings l
        left join recent r on r.listing_id = l.id
        where l.creator_id = ${creatorId}`,
  );
  return rows.map((r) => ({
    listingId: r.listing_id,
    title: r.title,
    status: r.status,
    deleted: r.deleted,
    priceCents: num(r.price_cents),
    views: num(r.view_count),
    ratingAverage: num(r.rating_average),
    ratingCount: num(r.rating_count),
    recentSales: num(r.sales),
    recentRevenueCents: num(r.revenue),
    monthToDateCents: num(r.mtd),
    pendingCents: num(r.pending),
  }));
}

/** Completed sales and revenue per listing before `settledBefore`. */
export type SettledSales = Map<string, { sales: number; revenueCents: number }>;

export async function settledSales(db: Db, creatorId: string, settledBefore: Date): Promise<SettledSales> {
  const rows = await rowsOf<{ listing_id: string; sales: number | string; revenue: number | string }>(
    db,
    sql`select listing_id, count(*)::int as sales, sum(creator_payout_cents)::bigint as revenue
        from transactions
        where creator_id = ${creatorId} and created_at < ${settledBefore.toISOString()}::timestamptz
          and status = 'completed'
        group by listing_id`,
  );
  return new Map(rows.map((r) => [r.listing_id, { sales: num(r.sales), revenueCents: num(r.revenue) }]));
}

export interface DailySalesRow {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  sales: number;
  earningsCents: number;
}

/** Completed sales per UTC day from `since` on (days without sales are absent). */
export async function dailySales(db: Db, creatorId: string, since: Date): Promise<DailySalesRow[]> {
  const rows = await rowsOf<{ day: string; sales: number | string; earnings: number | string }>(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
          count(*)::int as sales, sum(creator_payout_cents)::bigint as earnings
        from transactions
        where creator_id = ${creatorId} and created_at >= ${since.toISOString()}::timestamptz
          and status = 'completed'
        group by 1`,
  );
  return rows.map((r) => ({ day: r.day, sales: num(r.sales), earningsCents: num(r.earnings) }));
}
