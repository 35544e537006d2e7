import {
  COMMENTS_PAGE_SIZE,
  type Comment,
  type CommentsPage,
  type FlagResult,
  type LikeResult,
  REPLIES_PAGE_SIZE,
  type RepliesPage,
} from '@shared/contracts/marketplace-community';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../policies/policy';
import { type NotifyContext, notifyUser } from '../notifications';
import { type CommentAccessView, commentPolicy } from './comment.policy';
import { decodeCommunityCursor, encodeCommunityCursor } from './comments-cursor';
import {
  type CommentRow,
  findComment,
  findCommentCore,
  firstRepliesOf,
  insertComment,
  insertFlag,
  listReplyPage,
  listTopLevelPage,
  softDeleteComment,
  toggleLike,
  updateCommentContent,
} from './comments.queries';
import { loadListingAccess } from './listing-access';
import { listingPolicy } from './listing.policy';

/**
 * A listing's comments (platform.md §3, §4 Comment; issue 20 §7): threads one level deep, likes
 * counted by the server, edits, soft deletes and flags for the moderation queue.
 */

/** A deleted (or moderator-removed) comment keeps its place in the thread, never its text. */
export function presentComment(row: CommentRow): Comment {
  const hidden = row.isDeleted || row.moderationStatus === 'removed';
  return {
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    userAvatar: row.userAvatar,
    content: hidden ? '' : row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isEdited: row.isEdited,
    isDeleted: row.isDeleted,
    likes: row.likeCount,
    likedByMe: row.likedByMe,
    replyCount: row.replyCount,
    parentCommentId: row.parentId,
    moderationStatus: row.moderationStatus,
  };
}

const cursorAfter = (row: CommentRow) => encodeCommunityCursor({ createdAt: row.createdAtText, id: row.id });

type Loaded = CommentAccessView & NonNullable<Awaited<ReturnType<typeof findCommentCore>>>;

/** `notify`: the context a reply is announced to the parent comment's author with (issue 23). */
export function commentsService(db: Db, notify?: NotifyContext) {
  /** A comment with its listing's access for this actor, or undefined (the policy refuses both alike). */
  async function loadCommentAccess(commentId: string, actor: Actor): Promise<Loaded | undefined> {
    const core = await findCommentCore(db, commentId);
    if (!core) return undefined;
    const listing = await loadListingAccess(db, core.listingId, actor);
    return listing ? { ...core, listing } : undefined;
  }

  /** The comment if the actor may see it, then the action's own refusals, clearest first. */
  async function authorizeAction(
    actor: NonNullable<Actor>,
    commentId: string,
    action: 'edit' | 'delete' | 'discuss' | 'flag',
  ): Promise<Loaded> {
    const comment = commentPolicy.authorize(actor, 'read', await loadCommentAccess(commentId, actor));
    if (comment.isDeleted) throw new AppError('comment.deleted');
    if ((action === 'edit' || action === 'delete') && comment.userId !== actor.id)
      throw new AppError('comment.notAuthor');
    if (action === 'flag' && comment.userId === actor.id) throw new AppError('comment.flagOwn');
    return commentPolicy.authorize(actor, action, comment);
  }

  async function presentOne(commentId: string, viewerId: string): Promise<Comment> {
    const row = await findComment(db, commentId, viewerId);
    if (!row) throw new AppError('comment.notFound');
    return presentComment(row);
  }

  return {
    async list(viewer: Actor, listingId: string, cursor: string | undefined): Promise<CommentsPage> {
      const listing = listingPolicy.authorize(viewer, 'read', await loadListingAccess(db, listingId, viewer));
      const after = cursor ? decodeCommunityCursor(cursor, 'comment.invalidCursor') : null;
      const page = await listTopLevelPage(db, listing.id, viewer?.id, after, COMMENTS_PAGE_SIZE);
      const replies = await firstRepliesOf(
        db,
        page.rows.map((r) => r.id),
        viewer?.id,
        REPLIES_PAGE_SIZE,
      );
      return {
        items: page.rows.map((row) => {
          const first = replies.get(row.id) ?? [];
          const shown = first.slice(0, REPLIES_PAGE_SIZE);
          const more = first.length > REPLIES_PAGE_SIZE;
          return {
            comment: presentComment(row),
            replies: shown.map(presentComment),
            hasMoreReplies: more,
            repliesCursor: more ? cursorAfter(shown[shown.length - 1]!) : null,
          };
        }),
        nextCursor: page.nextCursor,
      };
    },

    async listReplies(viewer: Actor, commentId: string, cursor: string | undefined): Promise<RepliesPage> {
      const comment = commentPolicy.authorize(viewer, 'read', await loadCommentAccess(commentId, viewer));
      const after = cursor ? decodeCommunityCursor(cursor, 'comment.invalidCursor') : null;
      const page = await listReplyPage(db, comment.id, viewer?.id, after, REPLIES_PAGE_SIZE);
      return { items: page.rows.map(presentComment), nextCursor: page.nextCursor };
    },

    async create(
      actor: NonNullable<Actor>,
      listingId: string,
      input: { content: string; parentCommentId?: string | null | undefined },
    ): Promise<Comment> {
      const listing = listingPolicy.authorize(
        actor,
        'discuss',
        await loadListingAccess(db, listingId, actor),
      );
      let parentId: string | null = null;
      let parentAuthorId: string | null = null;
      if (input.parentCommentId) {
        const parent = await findCommentCore(db, input.parentCommentId);
        if (!parent || parent.listingId !== listing.id) throw new AppError('comment.notFound');
        if (parent.isDeleted) throw new AppError('comment.deleted');
        // Threads are one level deep: a reply to a reply joins its top-level comment's thread.
        parentId = parent.parentId ?? parent.id;
        parentAuthorId = parent.userId;
      }
      const id = await insertComment(db, {
        listingId: listing.id,
        userId: actor.id,
        content: input.content,
        parentId,
      });
      const created = await presentOne(id, actor.id);
      if (notify && parentAuthorId && parentAuthorId !== actor.id)
        await notifyUser(notify, {
          userId: parentAuthorId,
          type: 'comment_reply',
          params: {
            authorName: created.userName,
            recipeTitle: listing.title,
            preview: input.content.slice(0, 140),
          },
          link: `/marketplace/recipe/${encodeURIComponent(listing.id)}`,
          subjectId: parentId,
        });
      return created;
    },

    async edit(actor: NonNullable<Actor>, commentId: string, content: string): Promise<Comment> {
      await authorizeAction(actor, commentId, 'edit');
      if (!(await updateCommentContent(db, commentId, actor.id, content)))
        throw new AppError('comment.deleted');
      return presentOne(commentId, actor.id);
    },

    async remove(actor: NonNullable<Actor>, commentId: string): Promise<Comment> {
      await authorizeAction(actor, commentId, 'delete');
      if (!(await softDeleteComment(db, commentId, actor.id))) throw new AppError('comment.deleted');
      return presentOne(commentId, actor.id);
    },

    async like(actor: NonNullable<Actor>, commentId: string): Promise<LikeResult> {
      await authorizeAction(actor, commentId, 'discuss');
      return toggleLike(db, commentId, actor.id);
    },

    async flag(actor: NonNullable<Actor>, commentId: string, reason: string): Promise<FlagResult> {
      await authorizeAction(actor, commentId, 'flag');
      const status = await insertFlag(db, { commentId, userId: actor.id, reason });
      if (!status) throw new AppError('comment.alreadyFlagged');
      return { flagged: true, moderationStatus: status };
    },
  };
}
