import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The sales ledger read for a creator's analytics, aggregated in SQL: per listing (one pass over
 * the creator's transactions, grouped, joined to the creator's listings for views and ratings)
 * and per UTC day of the charts (a range of transactions_creator_created_idx). Completed means
 * not refunded; amounts are the creator's share (creator_payout_cents).
 */

/** Rows of a raw query on either driver (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return ((result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
}

export interface ListingSalesRow {
  listingId: string;
  title: string;
  status: 'draft' | 'pending' | 'published';
  deleted: boolean;
  priceCents: number;
  views: number;
  ratingAverage: number;
  ratingCount: number;
  sales: number;
  revenueCents: number;
  monthToDateCents: number;
  pendingCents: number;
}

interface RawListingSales {
  listing_id: string;
  title: string;
  status: ListingSalesRow['status'];
  deleted: boolean;
  price_cents: number;
  view_count: number;
  rating_average: number | string;
  rating_count: number;
  sales: number | string;
  revenue: number | string;
  mtd: number | string;
  pending: number | string;
}

/**
 * Every listing of the creator that is not deleted, and every deleted one that sold, with its
 * completed sales: count, revenue, and the parts since `monthStart` and after `pendingSince`.
 */
export async function listingSales(
  db: Db,
  creatorId: string,
  bounds: { monthStart: Date; pendingSince: Date },
): Promise<ListingSalesRow[]> {
  const monthStart = bounds.monthStart.toISOString();
  const pendingSince = bounds.pendingSince.toISOString();
  const rows = await rowsOf<RawListingSales>(
    db,
    sql`with sales as (
          select listing_id,
            count(*)::int as sales,
            sum(creator_payout_cents)::bigint as revenue,
            coalesce(sum(creator_payout_cents) filter (where created_at >= ${monthStart}::timestamptz), 0)::bigint as mtd,
            coalesce(sum(creator_payout_cents) filter (where created_at > ${pendingSince}::timestamptz), 0)::bigint as pending
          from transactions
          where creator_id = ${creatorId} and status = 'completed'
          group by listing_id
        )
        select l.id as listing_id, l.title, l.status, l.deleted_at is not null as deleted, l.price_cents,
          l.view_count, l.rating_average, l.rating_count,
          coalesce(s.sales, 0) as sales, coalesce(s.revenue, 0) as revenue,
          coalesce(s.mtd, 0) as mtd, coalesce(s.pending, 0) as pending
        from listings l
        left join sales s on s.listing_id = l.id
        where l.creator_id = ${creatorId} and (l.deleted_at is null or s.listing_id is not null)`,
  );
  return rows.map((r) => ({
    listingId: r.listing_id,
    title: r.title,
    status: r.status,
    deleted: r.deleted,
    priceCents: Number(r.price_cents),
    views: Number(r.view_count),
    ratingAverage: Number(r.rating_average),
    ratingCount: Number(r.rating_count),
    sales: Number(r.sales),
    revenueCents: Number(r.revenue),
    monthToDateCents: Number(r.mtd),
    pendingCents: Number(r.pending),
  }));
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
  return rows.map((r) => ({ day: r.day, sales: Number(r.sales), earningsCents: Number(r.earnings) }));
}
