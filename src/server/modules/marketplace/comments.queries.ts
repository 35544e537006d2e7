import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { COMMENT_RATE_LIMIT } from '@shared/contracts/marketplace-community';
import type { Db } from '../../db/client';
import {
  type CommentModeration,
  commentFlags,
  commentLikes,
  comments,
  profiles,
  user,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import { authorAvatarColumn, authorNameColumn } from './comments-author';
import { type CommunityCursor, encodeCommunityCursor } from './comments-cursor';

/** Data access for a listing's comments: pages, replies, writes, likes and flags. */

export type CommentRow = typeof comments.$inferSelect & {
  createdAtText: string;
  userName: string;
  userAvatar: string | null;
  likedByMe: boolean;
};

function commentColumns(viewerId: string | undefined) {
  return {
    id: comments.id,
    listingId: comments.listingId,
    userId: comments.userId,
    parentId: comments.parentId,
    content: comments.content,
    isEdited: comments.isEdited,
    isDeleted: comments.isDeleted,
    likeCount: comments.likeCount,
    replyCount: comments.replyCount,
    moderationStatus: comments.moderationStatus,
    createdAt: comments.createdAt,
    updatedAt: comments.updatedAt,
    createdAtText: sql<string>`${comments.createdAt}::text`,
    userName: authorNameColumn,
    userAvatar: authorAvatarColumn,
    likedByMe: viewerId
      ? sql<boolean>`exists (select 1 from ${commentLikes} where ${commentLikes.commentId} = ${comments.id} and ${commentLikes.userId} = ${viewerId})`
      : sql<boolean>`false`,
  };
}

/** Comments with their authors' names and photos, and whether the viewer likes each. */
const selectComments = (db: Db, viewerId: string | undefined) =>
  db
    .select(commentColumns(viewerId))
    .from(comments)
    .innerJoin(user, eq(user.id, comments.userId))
    .leftJoin(profiles, eq(profiles.id, comments.userId));

const normalise = (rows: CommentRow[]): CommentRow[] => rows.map((r) => ({ ...r, likedByMe: !!r.likedByMe }));

function pageOf(rows: CommentRow[], limit: number) {
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    rows: normalise(rows.slice(0, limit)),
    nextCursor: last ? encodeCommunityCursor({ createdAt: last.createdAtText, id: last.id }) : null,
  };
}

/** Top-level comments of a listing, newest first (the partial index on top-level comments serves it). */
export async function listTopLevelPage(
  db: Db,
  listingId: string,
  viewerId: string | undefined,
  after: CommunityCursor | null,
  limit: number,
) {
  const filter = and(
    eq(comments.listingId, listingId),
    isNull(comments.parentId),
    after
      ? sql`(${comments.createdAt}, ${comments.id}) < (${after.createdAt}::timestamptz, ${after.id})`
      : undefined,
  );
  const rows = await selectComments(db, viewerId)
    .where(filter)
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit + 1);
  return pageOf(rows, limit);
}

/**
 * The first `limit + 1` replies of each of these comments, oldest first, grouped by parent (one
 * more than shown tells whether there are more). One query for the whole page of threads.
 */
export async function firstRepliesOf(
  db: Db,
  parentIds: string[],
  viewerId: string | undefined,
  limit: number,
): Promise<Map<string, CommentRow[]>> {
  const byParent = new Map<string, CommentRow[]>();
  if (parentIds.length === 0) return byParent;
  const ranked = db
    .select({
      id: comments.id,
      rank: sql<number>`row_number() over (partition by ${comments.parentId} order by ${comments.createdAt}, ${comments.id})`.as(
        'rank',
      ),
    })
    .from(comments)
    .where(inArray(comments.parentId, parentIds))
    .as('ranked');
  const firstIds = db
    .select({ id: ranked.id })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${limit + 1}`);
  const rows = normalise(
    await selectComments(db, viewerId)
      .where(inArray(comments.id, firstIds))
      .orderBy(asc(comments.createdAt), asc(comments.id)),
  );
  for (const row of rows) {
    const list = byParent.get(row.parentId!) ?? [];
    list.push(row);
    byParent.set(row.parentId!, list);
  }
  return byParent;
}

/** A page of one comment's replies, oldest first. */
export async function listReplyPage(
  db: Db,
  parentId: string,
  viewerId: string | undefined,
  after: CommunityCursor | null,
  limit: number,
) {
  const filter = and(
    eq(comments.parentId, parentId),
    after
      ? sql`(${comments.createdAt}, ${comments.id}) > (${after.createdAt}::timestamptz, ${after.id})`
      : undefined,
  );
  const rows = await selectComments(db, viewerId)
    .where(filter)
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(limit + 1);
  return pageOf(rows, limit);
}

export async function findComment(
  db: Db,
  commentId: string,
  viewerId?: string,
): Promise<CommentRow | undefined> {
  const [row] = await selectComments(db, viewerId).where(eq(comments.id, commentId)).limit(1);
  return row ? normalise([row])[0] : undefined;
}

/** Just what the policy needs of a comment: its listing, author, parent and state. */
export async function findCommentCore(db: Db, commentId: string) {
  const [row] = await db
    .select({
      id: comments.id,
      listingId: comments.listingId,
      userId: comments.userId,
      parentId: comments.parentId,
      isDeleted: comments.isDeleted,
    })
    .from(comments)
    .where(eq(comments.id, commentId))
    .limit(1);
  return row;
}

/**
 * Writes a comment or a reply. The user's recent comments are counted in the database under a
 * per-user lock, so the rate limit holds across processes and under parallel requests. A reply
 * bumps its thread's replyCount in the same transaction, and is refused if that comment was
 * deleted meanwhile (its row is locked while the reply is written).
 */
export async function insertComment(
  db: Db,
  input: { listingId: string; userId: string; content: string; parentId: string | null },
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`comment.rate:${input.userId}`}))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(comments)
      .where(
        and(
          eq(comments.userId, input.userId),
          gt(comments.createdAt, sql`now() - make_interval(secs => ${COMMENT_RATE_LIMIT.windowSeconds})`),
        ),
      );
    if (Number(recent?.n ?? 0) >= COMMENT_RATE_LIMIT.max) throw new AppError('comment.rateLimited');
    if (input.parentId) {
      const [parent] = await tx
        .select({ isDeleted: comments.isDeleted })
        .from(comments)
        .where(eq(comments.id, input.parentId))
        .for('update');
      if (!parent) throw new AppError('comment.notFound');
      if (parent.isDeleted) throw new AppError('comment.deleted');
      await tx
        .update(comments)
        .set({ replyCount: sql`${comments.replyCount} + 1` })
        .where(eq(comments.id, input.parentId));
    }
    const id = randomUUID();
    await tx.insert(comments).values({ id, ...input });
    return id;
  });
}

/** The author's edit of a live comment; false when it was deleted meanwhile. */
export async function updateCommentContent(db: Db, commentId: string, userId: string, content: string) {
  const rows = await db
    .update(comments)
    .set({ content, isEdited: true, updatedAt: sql`now()` })
    .where(and(eq(comments.id, commentId), eq(comments.userId, userId), eq(comments.isDeleted, false)))
    .returning({ id: comments.id });
  return rows.length > 0;
}

/** Soft delete: the row stays in its thread, its text is gone. False when it was deleted already. */
export async function softDeleteComment(db: Db, commentId: string, userId: string) {
  const rows = await db
    .update(comments)
    .set({ isDeleted: true, content: '', updatedAt: sql`now()` })
    .where(and(eq(comments.id, commentId), eq(comments.userId, userId), eq(comments.isDeleted, false)))
    .returning({ id: comments.id });
  return rows.length > 0;
}

/**
 * Likes the comment, or takes the like back, and answers the count computed from the likes
 * themselves. The comment's row is locked for the turn, so parallel toggles take turns and a
 * comment deleted meanwhile cannot be liked.
 */
export async function toggleLike(db: Db, commentId: string, userId: string) {
  return db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ isDeleted: comments.isDeleted })
      .from(comments)
      .where(eq(comments.id, commentId))
      .for('update');
    if (!comment) throw new AppError('comment.notFound');
    if (comment.isDeleted) throw new AppError('comment.deleted');
    const added = await tx
      .insert(commentLikes)
      .values({ commentId, userId })
      .onConflictDoNothing()
      .returning({ userId: commentLikes.userId });
    if (added.length === 0)
      await tx
        .delete(commentLikes)
        .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)));
    const [updated] = await tx
      .update(comments)
      .set({
        likeCount: sql`(select count(*) from ${commentLikes} where ${commentLikes.commentId} = ${commentId})`,
      })
      .where(eq(comments.id, commentId))
      .returning({ likeCount: comments.likeCount });
    return { liked: added.length > 0, newLikeCount: updated?.likeCount ?? 0 };
  });
}

/**
 * Stores a flag for the moderation queue and marks the comment 'flagged' (unless moderation
 * removed it already). Null when this user flagged it before.
 */
export async function insertFlag(
  db: Db,
  input: { commentId: string; userId: string; reason: string },
): Promise<CommentModeration | null> {
  return db.transaction(async (tx) => {
    const [flag] = await tx
      .insert(commentFlags)
      .values({ id: randomUUID(), ...input })
      .onConflictDoNothing({ target: [commentFlags.commentId, commentFlags.userId] })
      .returning({ id: commentFlags.id });
    if (!flag) return null;
    const [updated] = await tx
      .update(comments)
      .set({ moderationStatus: 'flagged' })
      .where(and(eq(comments.id, input.commentId), ne(comments.moderationStatus, 'removed')))
      .returning({ moderationStatus: comments.moderationStatus });
    return updated?.moderationStatus ?? 'removed';
  });
}
