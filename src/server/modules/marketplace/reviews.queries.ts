import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings, profiles, purchases, reviews, user } from '../../db/schema';
import { authorNameColumn } from './comments-author';
import { type CommunityCursor, encodeCommunityCursor } from './comments-cursor';
import { OWNING_STATUSES } from './listing-access';

/** Data access for a listing's reviews and the rating figures kept on the listing. */

export interface ReviewRow {
  id: string;
  userId: string;
  userName: string;
  rating: number;
  comment: string;
  createdAt: Date;
  verifiedPurchase: boolean;
}

const reviewColumns = {
  id: reviews.id,
  userId: reviews.userId,
  userName: authorNameColumn,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  // The reviewer owns it still: a refunded purchase loses the mark.
  verifiedPurchase: sql<boolean>`exists (
    select 1 from ${purchases}
    where ${purchases.listingId} = ${reviews.listingId} and ${purchases.buyerId} = ${reviews.userId}
      and ${inArray(purchases.status, [...OWNING_STATUSES])}
  )`,
  createdAtText: sql<string>`${reviews.createdAt}::text`,
};

/** One page of a listing's reviews, newest first; the (listing, created_at desc, id desc) index serves it. */
export async function listReviewPage(
  db: Db,
  listingId: string,
  after: CommunityCursor | null,
  limit: number,
): Promise<{ rows: ReviewRow[]; nextCursor: string | null }> {
  const filter = after
    ? and(
        eq(reviews.listingId, listingId),
        sql`(${reviews.createdAt}, ${reviews.id}) < (${after.createdAt}::timestamptz, ${after.id})`,
      )
    : eq(reviews.listingId, listingId);
  const page = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(user, eq(user.id, reviews.userId))
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(filter)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit + 1);
  const last = page.length > limit ? page[limit - 1] : undefined;
  return {
    rows: page
      .slice(0, limit)
      .map(({ createdAtText: _text, ...row }) => ({ ...row, verifiedPurchase: !!row.verifiedPurchase })),
    nextCursor: last ? encodeCommunityCursor({ createdAt: last.createdAtText, id: last.id }) : null,
  };
}

export interface RatingFigures {
  storedAverage: number;
  storedCount: number;
  computedAverage: number;
  computedCount: number;
}

/** The listing's stored average and count beside the ones its reviews give now. */
export async function readRatingFigures(db: Db, listingId: string): Promise<RatingFigures> {
  const [row] = await db
    .select({
      storedAverage: listings.ratingAverage,
      storedCount: listings.ratingCount,
      computedAverage: sql<
        string | number
      >`(select coalesce(avg(${reviews.rating}), 0) from ${reviews} where ${reviews.listingId} = ${listingId})`,
      computedCount: sql<
        string | number
      >`(select count(*) from ${reviews} where ${reviews.listingId} = ${listingId})`,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return {
    storedAverage: Number(row?.storedAverage ?? 0),
    storedCount: Number(row?.storedCount ?? 0),
    computedAverage: Number(row?.computedAverage ?? 0),
    computedCount: Number(row?.computedCount ?? 0),
  };
}

export async function hasReviewed(db: Db, listingId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.listingId, listingId), eq(reviews.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Writes a review and the listing's average and count in one transaction: the listing's row is
 * locked first, so concurrent reviews of one listing take turns, and each UPDATE (a statement
 * started after the lock, so it sees every review committed before it) computes the figures from
 * the reviews table itself. Null when this user reviewed the listing already.
 */
export async function insertReview(
  db: Db,
  input: { listingId: string; userId: string; rating: number; comment: string },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, input.listingId)).for('update');
    const [inserted] = await tx
      .insert(reviews)
      .values({ id: randomUUID(), ...input })
      .onConflictDoNothing({ target: [reviews.listingId, reviews.userId] })
      .returning({ id: reviews.id });
    if (!inserted) return null;
    await tx
      .update(listings)
      .set({
        ratingCount: sql`(select count(*) from ${reviews} where ${reviews.listingId} = ${input.listingId})`,
        ratingAverage: sql`(select coalesce(avg(${reviews.rating}), 0) from ${reviews} where ${reviews.listingId} = ${input.listingId})`,
      })
      .where(eq(listings.id, input.listingId));
    return inserted.id;
  });
}

export async function findReview(db: Db, reviewId: string): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(user, eq(user.id, reviews.userId))
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  if (!row) return undefined;
  const { createdAtText: _text, ...rest } = row;
  return { ...rest, verifiedPurchase: !!rest.verifiedPurchase };
}
