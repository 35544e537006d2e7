import { eq } from 'drizzle-orm';
import type { ConversationTranscript, ModeratedConversationReport } from '@shared/contracts/admin';
import { conversationReports, userBlocks } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { publishUserEvent } from '../../realtime/user-channel';
import { type NotifyContext, notifyUser } from '../notifications';
import { type AuditActor, asDb, writeAudit } from './audit';
import {
  type ConversationReportRow,
  findConversationReport,
  reportTranscript,
  userNameOf,
} from './conversation-reports.queries';

/**
 * Conversation reports in the moderation queue (issue 23 item 5). A participant reports a
 * conversation (the messaging module writes the row); an admin reads its last messages, each
 * reading audited, and upholds it (the reported user can no longer message the reporter: a
 * `user_blocks` row reporter → reported) or dismisses it, with a reason. Each decision locks the
 * report, checks it is still open, and writes its audit row in the same transaction; the reporter
 * is told the outcome after commit.
 */

export type ConversationReportOutcome = 'upheld' | 'dismissed';

const presentDecision = (row: ConversationReportRow, blocked: boolean): ModeratedConversationReport => ({
  id: row.id,
  status: row.status,
  decisionReason: row.decisionReason,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  blocked,
});

export function createConversationReportsService(context: NotifyContext) {
  const { db } = context.database;

  async function decide(
    actor: AuditActor,
    id: string,
    outcome: ConversationReportOutcome,
    reason: string,
  ): Promise<ModeratedConversationReport> {
    const { row, blocked } = await db.transaction(async (raw) => {
      const tx = asDb(raw);
      const report = await findConversationReport(tx, id, true);
      if (!report) throw new AppError('admin.reportNotFound');
      if (report.status !== 'open') throw new AppError('admin.reportAlreadyDecided');
      // A deleted account on either side: nothing left to block, the decision is still kept.
      const block =
        outcome === 'upheld' && report.reporterId && report.reportedUserId
          ? { blockerId: report.reporterId, blockedId: report.reportedUserId }
          : null;
      if (block) await tx.insert(userBlocks).values(block).onConflictDoNothing();
      const [after] = await tx
        .update(conversationReports)
        .set({ status: outcome, decidedBy: actor.id, decisionReason: reason, decidedAt: new Date() })
        .where(eq(conversationReports.id, id))
        .returning();
      if (!after) throw new Error('report vanished inside its own transaction');
      await writeAudit(tx, {
        actor,
        action: outcome === 'upheld' ? 'conversationReport.uphold' : 'conversationReport.dismiss',
        targetType: 'conversationReport',
        targetId: id,
        reason,
        details: {
          conversationId: report.conversationId,
          reporterId: report.reporterId,
          reportedUserId: report.reportedUserId,
          from: 'open',
          to: outcome,
          blocked: block !== null,
        },
      });
      return { row: after, blocked: block !== null };
    });

    if (blocked) {
      // Both participants' open threads read the conversation's standing again (canSend).
      for (const userId of [row.reporterId, row.reportedUserId])
        if (userId)
          await publishUserEvent(context.bus, context.log, userId, {
            type: 'conversation.updated',
            conversationId: row.conversationId,
          });
    }
    if (row.reporterId) {
      const reportedUserName = row.reportedUserId ? await userNameOf(db, row.reportedUserId) : null;
      await notifyUser(context, {
        userId: row.reporterId,
        type: 'moderation',
        params: {
          // 'upheld' | 'dismissed': the bell and the mail word a report's outcome from it.
          decision: outcome,
          reason,
          ...(reportedUserName ? { reportedUserName } : {}),
        },
        link: null,
        subjectId: row.id,
      });
    }
    return presentDecision(row, blocked);
  }

  return {
    /**
     * The reported conversation's last messages, read-only. The admin reads a conversation only
     * through a report, and every reading is written to the audit log with the reading itself.
     */
    async transcript(actor: AuditActor, id: string): Promise<ConversationTranscript> {
      return db.transaction(async (raw) => {
        const tx = asDb(raw);
        const report = await findConversationReport(tx, id);
        if (!report) throw new AppError('admin.reportNotFound');
        const { messages, hasEarlier } = await reportTranscript(tx, report);
        await writeAudit(tx, {
          actor,
          action: 'conversationReport.read',
          targetType: 'conversationReport',
          targetId: id,
          details: { conversationId: report.conversationId, messagesShown: messages.length },
        });
        return { reportId: id, conversationId: report.conversationId, messages, hasEarlier };
      });
    },

    uphold: (actor: AuditActor, id: string, reason: string) => decide(actor, id, 'upheld', reason),
    dismiss: (actor: AuditActor, id: string, reason: string) => decide(actor, id, 'dismissed', reason),
  };
}

export type ConversationReportsService = ReturnType<typeof createConversationReportsService>;
