import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parseTimestampText } from '../../db/timestamp-range';
import { AppError } from '../../http/app-error';
import { creatorProfiles, listings, paymentAccounts, profiles, transactions } from '../../db/schema';
import { type CardRow, cardColumns } from './browse-card.presenter';
import { decodeBrowseCursor, encodeBrowseCursor, filterDigest } from './browse-cursor';
import { PUBLISHED } from './browse.queries';

/** Data of a creator's public page: the profile, its stats, the published listings. */

export type CreatorProfileRow = typeof creatorProfiles.$inferSelect & {
  photoUrl: string | null;
  profileName: string | null;
  paymentsVerified: boolean;
};

export async function findCreatorProfile(db: Db, creatorId: string): Promise<CreatorProfileRow | undefined> {
  const [row] = await db
    .select({
      profile: creatorProfiles,
      photoUrl: profiles.photoUrl,
      profileName: profiles.displayName,
      // A payment account the provider verified (details submitted, charges on) counts as verified.
      paymentsVerified: sql<boolean>`coalesce(${paymentAccounts.detailsSubmitted} and ${paymentAccounts.chargesEnabled}, false)`,
    })
    .from(creatorProfiles)
    .leftJoin(profiles, eq(profiles.id, creatorProfiles.userId))
    .leftJoin(paymentAccounts, eq(paymentAccounts.userId, creatorProfiles.userId))
    .where(eq(creatorProfiles.userId, creatorId))
    .limit(1);
  return row
    ? {
        ...row.profile,
        photoUrl: row.photoUrl,
        profileName: row.profileName,
        paymentsVerified: row.paymentsVerified === true,
      }
    : undefined;
}

/** What the creator earned from completed (not refunded) sales, in cents (their share, after fees). */
export async function creatorEarningsCents(db: Db, creatorId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${transactions.creatorPayoutCents}), 0)` })
    .from(transactions)
    .where(and(eq(transactions.creatorId, creatorId), eq(transactions.status, 'completed')));
  return Number(row?.total ?? 0);
}

/** The creator's most recently published recipes (the page's recent activity). */
export async function recentlyPublished(
  db: Db,
  creatorId: string,
  limit: number,
): Promise<Array<{ listingId: string; title: string; publishedAt: string }>> {
  const rows = await db
    .select({ listingId: listings.id, title: listings.title, publishedAt: listings.publishedAt })
    .from(listings)
    .where(and(eq(listings.creatorId, creatorId), PUBLISHED))
    .orderBy(desc(listings.publishedAt), desc(listings.id))
    .limit(limit);
  return rows.map((r) => ({
    listingId: r.listingId,
    title: r.title,
    publishedAt: (r.publishedAt ?? new Date(0)).toISOString(),
  }));
}

export interface CreatorStats {
  totalRecipes: number;
  totalSales: number;
  averageRating: number;
  totalReviews: number;
}

/**
 * The stats tiles (platform.md §2): Recipes are the published listings, Sales the sum of their
 * purchase counts, Reviews the sum of their review counts, Rating the average of every review
 * (each listing's average weighted by its count), rounded to two places. Over the published
 * listings only, the ones the page shows.
 */
export async function creatorStats(db: Db, creatorId: string): Promise<CreatorStats> {
  const [row] = await db
    .select({
      recipes: count(),
      sales: sql<string>`coalesce(sum(${listings.purchaseCount}), 0)`,
      reviews: sql<string>`coalesce(sum(${listings.ratingCount}), 0)`,
      weighted: sql<string>`coalesce(sum(${listings.ratingAverage} * ${listings.ratingCount}), 0)`,
    })
    .from(listings)
    .where(and(eq(listings.creatorId, creatorId), PUBLISHED));
  const reviews = Number(row?.reviews ?? 0);
  const weighted = Number(row?.weighted ?? 0);
  return {
    totalRecipes: Number(row?.recipes ?? 0),
    totalSales: Number(row?.sales ?? 0),
    totalReviews: reviews,
    averageRating: reviews > 0 ? Math.round((weighted / reviews) * 100) / 100 : 0,
  };
}

/** A creator's published listings, newest first, keyset paged on (published_at, id). */
export async function creatorListingPage(
  db: Db,
  creatorId: string,
  options: { cursor?: string; limit: number },
): Promise<{ rows: CardRow[]; nextCursor: string | null; total: number }> {
  const digest = filterDigest(['creator', creatorId]);
  const cursor = options.cursor ? decodeBrowseCursor(options.cursor, digest, { new: ['s', 's'] }) : null;
  // The time goes back to the database as the text it wrote (microseconds kept); check it reads.
  if (cursor && parseTimestampText(cursor.keys[0] as string) === null)
    throw new AppError('browse.invalidCursor');
  const where: SQL = and(eq(listings.creatorId, creatorId), PUBLISHED)!;
  const after = cursor
    ? sql`(${listings.publishedAt}, ${listings.id}) < (${cursor.keys[0]}::timestamptz, ${cursor.keys[1]}::text)`
    : undefined;
  const [page, total] = await Promise.all([
    db
      .select({ ...cardColumns, publishedText: sql<string>`${listings.publishedAt}::text` })
      .from(listings)
      .where(after ? and(where, after) : where)
      .orderBy(desc(listings.publishedAt), desc(listings.id))
      .limit(options.limit + 1),
    cursor
      ? cursor.total
      : db
          .select({ n: count() })
          .from(listings)
          .where(where)
          .then(([r]) => Number(r?.n ?? 0)),
  ]);
  const rows = page.slice(0, options.limit);
  const last = page.length > options.limit ? rows[rows.length - 1] : undefined;
  return {
    rows: rows as CardRow[],
    nextCursor: last
      ? encodeBrowseCursor({ kind: 'new', filter: digest, total, keys: [last.publishedText, last.id] })
      : null,
    total,
  };
}
