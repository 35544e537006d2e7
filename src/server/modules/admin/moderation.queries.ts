import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type FlaggedComment,
  MODERATION_EXCERPT_CHARS,
  MODERATION_QUEUE_LIMIT,
  type QueuedListing,
} from '@shared/contracts/admin';
import type { Db } from '../../db/client';
import { commentFlags, comments, listings, profiles, user } from '../../db/schema';

/**
 * What the moderation queue reads (issue 22 §4): pending listings (waiting for validation, or kept
 * `pending` by it with reasons), listings a moderator rejected and that are still drafts, and
 * comments with open flags. Oldest first: the longest waiting comes first. Deleted listings and
 * comments are out of the queue (nothing is left to decide on them).
 */

/** Open flags shown per comment (the count says how many in all). */
const FLAGS_SHOWN = 20;

/** A person's name as the panel shows it: display name, account name, else the e-mail. */
const nameOf = (email: unknown) => sql<string>`coalesce(
  nullif(trim(${profiles.displayName}), ''),
  nullif(trim(${user.name}), ''),
  ${email}
)`;

const listingColumns = {
  id: listings.id,
  title: listings.title,
  description: listings.description,
  excerpt: sql<string>`left(${listings.content}, ${MODERATION_EXCERPT_CHARS})`,
  priceCents: listings.priceCents,
  status: listings.status,
  validationStatus: listings.validationStatus,
  validationReasons: listings.validationReasons,
  moderationDecision: listings.moderationDecision,
  moderationReason: listings.moderationReason,
  moderatedAt: listings.moderatedAt,
  creatorId: listings.creatorId,
  creatorName: listings.creatorName,
  creatorEmail: user.email,
  version: listings.version,
  updatedAt: listings.updatedAt,
};

const pendingFilter = and(eq(listings.status, 'pending'), isNull(listings.deletedAt));
/** Rejected by a moderator and not republished since (a new version clears the decision). */
const rejectedFilter = and(
  eq(listings.status, 'draft'),
  eq(listings.moderationDecision, 'rejected'),
  isNull(listings.deletedAt),
);

type ListingQueueRow = Omit<QueuedListing, 'moderatedAt' | 'updatedAt'> & {
  moderatedAt: Date | null;
  updatedAt: Date;
};

const presentListing = (row: ListingQueueRow): QueuedListing => ({
  ...row,
  moderatedAt: row.moderatedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

async function listingSection(db: Db, filter: ReturnType<typeof and>) {
  const [rows, [total]] = await Promise.all([
    db
      .select(listingColumns)
      .from(listings)
      .innerJoin(user, eq(user.id, listings.creatorId))
      .where(filter)
      .orderBy(asc(listings.updatedAt), asc(listings.id))
      .limit(MODERATION_QUEUE_LIMIT),
    db.select({ n: count() }).from(listings).where(filter),
  ]);
  return { items: rows.map(presentListing), total: Number(total?.n ?? 0) };
}

/**
 * Any listing by id, as the queue shows it (the panel's look-up, for taking down a published
 * one). Null when it never existed; a deleted one is returned with `deleted` set.
 */
export async function findListingForModeration(
  db: Db,
  id: string,
): Promise<{ listing: QueuedListing; deleted: boolean } | null> {
  const [row] = await db
    .select({ ...listingColumns, deletedAt: listings.deletedAt })
    .from(listings)
    .innerJoin(user, eq(user.id, listings.creatorId))
    .where(eq(listings.id, id))
    .limit(1);
  if (!row) return null;
  const { deletedAt, ...rest } = row;
  return { listing: presentListing(rest), deleted: deletedAt !== null };
}

export const pendingListings = (db: Db) => listingSection(db, pendingFilter);
export const rejectedListings = (db: Db) => listingSection(db, rejectedFilter);

/** Comments (not deleted) with at least one open flag, the first flagged first. */
export async function flaggedComments(db: Db): Promise<{ items: FlaggedComment[]; total: number }> {
  const open = db
    .select({
      commentId: commentFlags.commentId,
      openFlagCount: count().as('open_flag_count'),
      firstFlaggedAt: sql<Date>`min(${commentFlags.createdAt})`.as('first_flagged_at'),
    })
    .from(commentFlags)
    .where(eq(commentFlags.status, 'open'))
    .groupBy(commentFlags.commentId)
    .as('open_flags');
  const base = db
    .select({
      id: comments.id,
      content: comments.content,
      moderationStatus: comments.moderationStatus,
      authorId: comments.userId,
      authorName: nameOf(user.email),
      listingId: comments.listingId,
      listingTitle: listings.title,
      isReply: sql<boolean>`${comments.parentId} is not null`,
      createdAt: comments.createdAt,
      openFlagCount: open.openFlagCount,
      firstFlaggedAt: open.firstFlaggedAt,
    })
    .from(open)
    .innerJoin(comments, eq(comments.id, open.commentId))
    .innerJoin(listings, eq(listings.id, comments.listingId))
    .innerJoin(user, eq(user.id, comments.userId))
    .leftJoin(profiles, eq(profiles.id, comments.userId))
    .where(eq(comments.isDeleted, false));
  const [rows, [total]] = await Promise.all([
    base.orderBy(asc(open.firstFlaggedAt), asc(comments.id)).limit(MODERATION_QUEUE_LIMIT),
    db
      .select({ n: sql<number>`count(distinct ${commentFlags.commentId})` })
      .from(commentFlags)
      .innerJoin(comments, eq(comments.id, commentFlags.commentId))
      .where(and(eq(commentFlags.status, 'open'), eq(comments.isDeleted, false))),
  ]);
  const flags = await openFlagsOf(
    db,
    rows.map((r) => r.id),
  );
  const items = rows.map(
    (row): FlaggedComment => ({
      ...row,
      isReply: !!row.isReply,
      openFlagCount: Number(row.openFlagCount),
      createdAt: row.createdAt.toISOString(),
      firstFlaggedAt: new Date(row.firstFlaggedAt).toISOString(),
      flags: flags.get(row.id) ?? [],
    }),
  );
  return { items, total: Number(total?.n ?? 0) };
}

/** The first FLAGS_SHOWN open flags of each comment, oldest first, with who raised them. */
async function openFlagsOf(db: Db, commentIds: string[]) {
  const byComment = new Map<string, FlaggedComment['flags']>();
  if (commentIds.length === 0) return byComment;
  const ranked = db
    .select({
      commentId: commentFlags.commentId,
      reason: commentFlags.reason,
      createdAt: commentFlags.createdAt,
      flaggedBy: nameOf(user.email).as('flagged_by'),
      rank: sql<number>`row_number() over (partition by ${commentFlags.commentId} order by ${commentFlags.createdAt}, ${commentFlags.id})`.as(
        'rank',
      ),
    })
    .from(commentFlags)
    .innerJoin(user, eq(user.id, commentFlags.userId))
    .leftJoin(profiles, eq(profiles.id, commentFlags.userId))
    .where(and(eq(commentFlags.status, 'open'), inArray(commentFlags.commentId, commentIds)))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${FLAGS_SHOWN}`)
    .orderBy(asc(ranked.commentId), asc(ranked.rank));
  for (const row of rows) {
    const list = byComment.get(row.commentId) ?? [];
    list.push({
      reason: row.reason,
      flaggedBy: row.flaggedBy,
      createdAt: new Date(row.createdAt).toISOString(),
    });
    byComment.set(row.commentId, list);
  }
  return byComment;
}
