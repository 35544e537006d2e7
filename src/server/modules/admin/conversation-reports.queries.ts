import { type AnyColumn, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  MODERATION_QUEUE_LIMIT,
  REPORT_TRANSCRIPT_LIMIT,
  type ReportedConversation,
  type ReportParty,
  type TranscriptMessage,
} from '@shared/contracts/admin';
import type { Db } from '../../db/client';
import { conversationReports, conversations, directMessages, profiles, user } from '../../db/schema';

/**
 * What the moderation queue reads of conversation reports (issue 23 item 5): the open ones,
 * oldest first, with both parties as the panel names them, and, for one report, the reported
 * conversation's last messages (the admin reads them only through a report).
 */

const reporter = alias(user, 'reporter');
const reporterProfile = alias(profiles, 'reporter_profile');
const reported = alias(user, 'reported');
const reportedProfile = alias(profiles, 'reported_profile');

/** A person's name as the panel shows it: display name, account name, else the e-mail. */
const nameOf = (
  u: { name: AnyColumn; email: AnyColumn },
  p: { displayName: AnyColumn },
): SQL<string | null> => sql`coalesce(
  nullif(trim(${p.displayName}), ''),
  nullif(trim(${u.name}), ''),
  ${u.email}
)`;

const openFilter = eq(conversationReports.status, 'open');

const party = (id: string | null, name: string | null, email: string | null): ReportParty =>
  id === null ? { id: null, name: null, email: null, deleted: true } : { id, name, email, deleted: false };

/** Open reports, the longest waiting first, and how many are open in all. */
export async function openConversationReports(
  db: Db,
): Promise<{ items: ReportedConversation[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: conversationReports.id,
        conversationId: conversationReports.conversationId,
        reason: conversationReports.reason,
        createdAt: conversationReports.createdAt,
        reporterId: reporter.id,
        reporterName: nameOf(reporter, reporterProfile),
        reporterEmail: reporter.email,
        reportedId: reported.id,
        reportedName: nameOf(reported, reportedProfile),
        reportedEmail: reported.email,
        recipeName: sql<string | null>`${conversations.context}->>'recipeName'`,
        lastMessageAt: conversations.lastMessageAt,
      })
      .from(conversationReports)
      .innerJoin(conversations, eq(conversations.id, conversationReports.conversationId))
      .leftJoin(reporter, eq(reporter.id, conversationReports.reporterId))
      .leftJoin(reporterProfile, eq(reporterProfile.id, conversationReports.reporterId))
      .leftJoin(reported, eq(reported.id, conversationReports.reportedUserId))
      .leftJoin(reportedProfile, eq(reportedProfile.id, conversationReports.reportedUserId))
      .where(openFilter)
      .orderBy(asc(conversationReports.createdAt), asc(conversationReports.id))
      .limit(MODERATION_QUEUE_LIMIT),
    db.select({ n: count() }).from(conversationReports).where(openFilter),
  ]);
  const items = rows.map(
    (row): ReportedConversation => ({
      id: row.id,
      conversationId: row.conversationId,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      reporter: party(row.reporterId, row.reporterName, row.reporterEmail),
      reportedUser: party(row.reportedId, row.reportedName, row.reportedEmail),
      recipeName: row.recipeName || null,
      lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    }),
  );
  return { items, total: Number(total?.n ?? 0) };
}

export type ConversationReportRow = typeof conversationReports.$inferSelect;

/** One report by id (any status), locked for a decision when `lock` is set. */
export async function findConversationReport(
  db: Db,
  id: string,
  lock = false,
): Promise<ConversationReportRow | null> {
  const query = db.select().from(conversationReports).where(eq(conversationReports.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The report's conversation's last REPORT_TRANSCRIPT_LIMIT messages, oldest first, each said to
 * be the reporter's, the reported user's, or a deleted account's. The thread index
 * (conversation_id, created_at desc, id desc) serves it.
 */
export async function reportTranscript(
  db: Db,
  report: ConversationReportRow,
): Promise<{ messages: TranscriptMessage[]; hasEarlier: boolean }> {
  const rows = await db
    .select({
      id: directMessages.id,
      senderId: directMessages.senderId,
      content: directMessages.content,
      createdAt: directMessages.createdAt,
      editedAt: directMessages.editedAt,
    })
    .from(directMessages)
    .where(eq(directMessages.conversationId, report.conversationId))
    .orderBy(desc(directMessages.createdAt), desc(directMessages.id))
    .limit(REPORT_TRANSCRIPT_LIMIT + 1);
  const hasEarlier = rows.length > REPORT_TRANSCRIPT_LIMIT;
  const messages = rows
    .slice(0, REPORT_TRANSCRIPT_LIMIT)
    .reverse()
    .map(
      (row): TranscriptMessage => ({
        id: row.id,
        sender:
          row.senderId === null
            ? 'deleted'
            : row.senderId === report.reporterId
              ? 'reporter'
              : row.senderId === report.reportedUserId
                ? 'reportedUser'
                : 'deleted',
        content: row.content,
        timestamp: row.createdAt.toISOString(),
        edited: row.editedAt !== null,
      }),
    );
  return { messages, hasEarlier };
}

/** A user's name as the panel shows it (display name, account name, else e-mail); null if gone. */
export async function userNameOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: nameOf(reporter, reporterProfile) })
    .from(reporter)
    .leftJoin(reporterProfile, eq(reporterProfile.id, reporter.id))
    .where(eq(reporter.id, userId))
    .limit(1);
  return row?.name ?? null;
}
