import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  ModeratedComment,
  ModeratedListing,
  ModerationQueue,
  QueuedListing,
} from '@shared/contracts/admin';
import type { Db } from '../../db/client';
import { commentFlags, comments, listings } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { canTakePayments } from '../../payments/payment-accounts';
import type { RealtimeBus } from '../../realtime/bus';
import { publishUserEvent } from '../../realtime/user-channel';
import { type NotifyContext, notifyUser } from '../notifications';
import { type AuditActor, asDb, writeAudit } from './audit';
import { openConversationReports } from './conversation-reports.queries';
import {
  findListingForModeration,
  flaggedComments,
  pendingListings,
  rejectedListings,
} from './moderation.queries';

/**
 * The moderation queue's decisions (issue 22 §4). Each one locks its row, checks the state the
 * action is for, changes it and writes its audit row in one transaction, so two admins acting at
 * once cannot both decide, and no action is ever left unaudited. What never existed answers 404;
 * what was deleted meanwhile, or has moved on (another admin, the author), answers 409.
 */

export interface ModerationDeps {
  db: Db;
  bus: RealtimeBus;
  log: FastifyBaseLogger;
  /** Where moderation results are told to the creator or author (issue 23 item 4). */
  notify: NotifyContext;
}

/** What a moderation notice says happened (its `decision` param; the browser words it). */
export type ModerationNoticeDecision = 'approved' | 'rejected' | 'unpublished' | 'comment_removed';

type ListingRow = typeof listings.$inferSelect;
type CommentRow = typeof comments.$inferSelect;

const presentListing = (row: ListingRow): ModeratedListing => ({
  id: row.id,
  status: row.status,
  moderationDecision: row.moderationDecision ?? null,
  moderationReason: row.moderationReason,
  moderatedAt: row.moderatedAt?.toISOString() ?? null,
  publishedAt: row.publishedAt?.toISOString() ?? null,
});

async function lockListing(tx: Db, id: string): Promise<ListingRow> {
  const [row] = await tx.select().from(listings).where(eq(listings.id, id)).for('update').limit(1);
  if (!row) throw new AppError('admin.listingNotFound');
  if (row.deletedAt) throw new AppError('admin.listingDeleted');
  return row;
}

async function lockComment(tx: Db, id: string): Promise<CommentRow> {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update').limit(1);
  if (!row) throw new AppError('admin.commentNotFound');
  if (row.isDeleted) throw new AppError('admin.commentDeleted');
  return row;
}

async function listingTitleOf(tx: Db, listingId: string): Promise<string> {
  const [row] = await tx.select({ title: listings.title }).from(listings).where(eq(listings.id, listingId));
  return row?.title ?? '';
}

/** Closes the comment's open flags as `status`; how many it closed. */
async function closeOpenFlags(tx: Db, commentId: string, status: 'upheld' | 'dismissed') {
  const closed = await tx
    .update(commentFlags)
    .set({ status })
    .where(and(eq(commentFlags.commentId, commentId), eq(commentFlags.status, 'open')))
    .returning({ id: commentFlags.id });
  return closed.length;
}

export function createModerationService(deps: ModerationDeps) {
  const { db } = deps;

  /** Tells the listing's creator (their Recipe Manager and detail page read it again, live). */
  const announce = (row: ListingRow) =>
    publishUserEvent(deps.bus, deps.log, row.creatorId, { type: 'listing.updated', listingId: row.id });

  /**
   * The moderation result as a notification (issue 23 item 4): params { recipeTitle, decision,
   * reason? }; one unread notice per listing or comment. notifyUser never throws.
   */
  const notice = (
    userId: string,
    subjectId: string,
    recipeTitle: string,
    decision: ModerationNoticeDecision,
    reason: string | null,
    link: string,
  ) =>
    notifyUser(deps.notify, {
      userId,
      type: 'moderation',
      params: { recipeTitle, decision, ...(reason ? { reason } : {}) },
      link,
      subjectId,
    });

  /** Approved: the public listing page; sent back: the Recipe Manager, where the reason is shown. */
  const listingNotice = (row: ListingRow, decision: ModerationNoticeDecision, reason: string | null) =>
    notice(
      row.creatorId,
      row.id,
      row.title,
      decision,
      reason,
      decision === 'approved'
        ? `/marketplace/recipe/${encodeURIComponent(row.id)}`
        : '/settings?tab=recipe-manager',
    );

  /** A moderator removed the author's comment: they are told, with the recipe it was on. */
  const commentRemovedNotice = (comment: CommentRow, recipeTitle: string) =>
    notice(
      comment.userId,
      comment.id,
      recipeTitle,
      'comment_removed',
      null,
      `/marketplace/recipe/${encodeURIComponent(comment.listingId)}`,
    );

  /** One listing decision: lock, check, change, audit; the creator hears of it after commit. */
  async function decideListing(
    actor: AuditActor,
    id: string,
    action: string,
    reason: string | null,
    change: (row: ListingRow, tx: Db) => Promise<Partial<ListingRow>>,
    decision: ModerationNoticeDecision | null = null,
  ): Promise<ModeratedListing> {
    const row = await db.transaction(async (raw) => {
      const tx = asDb(raw);
      const before = await lockListing(tx, id);
      const set = await change(before, tx);
      const [after] = await tx
        .update(listings)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(listings.id, id))
        .returning();
      if (!after) throw new Error('listing vanished inside its own transaction');
      await writeAudit(tx, {
        actor,
        action,
        targetType: 'listing',
        targetId: id,
        reason,
        details: { title: before.title, version: before.version, from: before.status, to: after.status },
      });
      return after;
    });
    await announce(row);
    if (decision) await listingNotice(row, decision, reason);
    return presentListing(row);
  }

  return {
    async queue(): Promise<ModerationQueue> {
      const [pending, rejected, flagged, reports] = await Promise.all([
        pendingListings(db),
        rejectedListings(db),
        flaggedComments(db),
        openConversationReports(db),
      ]);
      return {
        pendingListings: pending,
        rejectedListings: rejected,
        flaggedComments: flagged,
        reportedConversations: { ...reports, available: true },
      };
    },

    /** One listing, whatever its state (the panel's look-up by link or id). */
    async lookupListing(id: string): Promise<QueuedListing> {
      const found = await findListingForModeration(db, id);
      if (!found) throw new AppError('admin.listingNotFound');
      if (found.deleted) throw new AppError('admin.listingDeleted');
      return found.listing;
    },

    /**
     * Publishes a pending listing, or one a moderator rejected before; validation's reasons stay
     * on record. A paid listing whose creator cannot take payments stays refused: it could not be
     * bought. publishedAt keeps the first publish.
     */
    approveListing: (actor: AuditActor, id: string) =>
      decideListing(
        actor,
        id,
        'listing.approve',
        null,
        async (row, tx) => {
          if (row.status === 'published') throw new AppError('admin.listingAlreadyPublished');
          if (row.status === 'draft' && row.moderationDecision !== 'rejected')
            throw new AppError('admin.listingNotPending');
          if (row.priceCents > 0 && !(await canTakePayments(tx, row.creatorId)))
            throw new AppError('admin.listingPaymentsNotReady');
          return {
            status: 'published',
            moderationDecision: 'approved',
            moderationReason: null,
            moderatedAt: new Date(),
            publishedAt: row.publishedAt ?? new Date(),
          };
        },
        'approved',
      ),

    /** Sends a pending listing back to draft with the reason its creator reads in the manager. */
    rejectListing: (actor: AuditActor, id: string, reason: string) =>
      decideListing(
        actor,
        id,
        'listing.reject',
        reason,
        async (row) => {
          if (row.status !== 'pending') throw new AppError('admin.listingNotPending');
          return {
            status: 'draft',
            moderationDecision: 'rejected',
            moderationReason: reason,
            moderatedAt: new Date(),
          };
        },
        'rejected',
      ),

    /** Takes a published listing off the marketplace (owners keep it), with the reason. */
    unpublishListing: (actor: AuditActor, id: string, reason: string) =>
      decideListing(
        actor,
        id,
        'listing.unpublish',
        reason,
        async (row) => {
          if (row.status !== 'published') throw new AppError('admin.listingNotPublished');
          return {
            status: 'draft',
            moderationDecision: 'rejected',
            moderationReason: reason,
            moderatedAt: new Date(),
          };
        },
        'unpublished',
      ),

    /** Deletes as the creator's delete does: soft, so owners keep reading what they bought. */
    async deleteListing(actor: AuditActor, id: string): Promise<void> {
      await decideListing(actor, id, 'listing.delete', null, async () => ({
        deletedAt: new Date(),
        moderatedAt: new Date(),
      }));
    },

    /** Upholds the open flags: the comment is removed ('[Comment removed by a moderator]'). */
    async upholdComment(actor: AuditActor, id: string): Promise<ModeratedComment> {
      const { result, comment, listingTitle } = await db.transaction(async (raw) => {
        const tx = asDb(raw);
        const comment = await lockComment(tx, id);
        const closedFlags = await closeOpenFlags(tx, id, 'upheld');
        if (closedFlags === 0) throw new AppError('admin.commentNoOpenFlags');
        await tx
          .update(comments)
          .set({ moderationStatus: 'removed', updatedAt: sql`now()` })
          .where(eq(comments.id, id));
        await writeAudit(tx, {
          actor,
          action: 'comment.uphold',
          targetType: 'comment',
          targetId: id,
          details: {
            listingId: comment.listingId,
            closedFlags,
            from: comment.moderationStatus,
            to: 'removed',
          },
        });
        const result: ModeratedComment = { id, moderationStatus: 'removed', closedFlags };
        return { result, comment, listingTitle: await listingTitleOf(tx, comment.listingId) };
      });
      await commentRemovedNotice(comment, listingTitle);
      return result;
    },

    /** Dismisses the open flags: a flagged comment is visible again (a removed one stays removed). */
    async dismissComment(actor: AuditActor, id: string): Promise<ModeratedComment> {
      return db.transaction(async (raw) => {
        const tx = asDb(raw);
        const comment = await lockComment(tx, id);
        const closedFlags = await closeOpenFlags(tx, id, 'dismissed');
        if (closedFlags === 0) throw new AppError('admin.commentNoOpenFlags');
        const to = comment.moderationStatus === 'flagged' ? 'visible' : comment.moderationStatus;
        await tx.update(comments).set({ moderationStatus: to }).where(eq(comments.id, id));
        await writeAudit(tx, {
          actor,
          action: 'comment.dismiss',
          targetType: 'comment',
          targetId: id,
          details: { listingId: comment.listingId, closedFlags, from: comment.moderationStatus, to },
        });
        return { id, moderationStatus: to, closedFlags };
      });
    },

    /**
     * Deletes a comment: soft, as its author's delete (its place in the thread stays, its text is
     * gone), marked removed so the thread says a moderator took it; its open flags are upheld.
     * The audit row keeps the start of the text, the record of what was taken down.
     */
    async deleteComment(actor: AuditActor, id: string): Promise<void> {
      const { comment, listingTitle, wasRemoved } = await db.transaction(async (raw) => {
        const tx = asDb(raw);
        const comment = await lockComment(tx, id);
        const closedFlags = await closeOpenFlags(tx, id, 'upheld');
        await tx
          .update(comments)
          .set({ isDeleted: true, content: '', moderationStatus: 'removed', updatedAt: sql`now()` })
          .where(eq(comments.id, id));
        await writeAudit(tx, {
          actor,
          action: 'comment.delete',
          targetType: 'comment',
          targetId: id,
          details: {
            listingId: comment.listingId,
            closedFlags,
            from: comment.moderationStatus,
            excerpt: comment.content.slice(0, 280),
          },
        });
        return {
          comment,
          listingTitle: await listingTitleOf(tx, comment.listingId),
          wasRemoved: comment.moderationStatus === 'removed',
        };
      });
      // Already removed (and told) by an upheld flag: the delete only takes the text away.
      if (!wasRemoved) await commentRemovedNotice(comment, listingTitle);
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
