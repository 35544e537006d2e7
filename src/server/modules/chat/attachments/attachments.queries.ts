import { and, eq, getTableColumns, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { chatAttachments } from '../../../db/schema';
import type { Attachment } from '../../../db/chat-schema';

export type AttachmentRow = typeof chatAttachments.$inferSelect;

export const attachmentUrl = (id: string) => `/api/attachments/${id}`;

/** How a message shows the attachment (kept on the message row, so lists need no join). */
export const presentAttachment = (row: AttachmentRow): Attachment => ({
  id: row.id,
  url: attachmentUrl(row.id),
  type: row.type,
  name: row.name,
  size: row.size,
});

export async function insertAttachment(
  db: Db,
  row: typeof chatAttachments.$inferInsert,
): Promise<AttachmentRow> {
  const [inserted] = await db.insert(chatAttachments).values(row).returning();
  return inserted!;
}

/**
 * Any user's attachment, with whether the chat it was sent in has a live share link: what
 * attachmentPolicy needs to say who may read it.
 */
export async function findAttachment(
  db: Db,
  id: string,
): Promise<(AttachmentRow & { chatSharedLive: boolean }) | undefined> {
  const [row] = await db
    .select({
      ...getTableColumns(chatAttachments),
      // Named in full: drizzle writes the selected table's own columns unqualified in a select.
      chatSharedLive: sql<boolean>`exists (select 1 from chat_shares s
        where s.chat_id = "chat_attachments"."chat_id" and s.revoked_at is null)`,
    })
    .from(chatAttachments)
    .where(eq(chatAttachments.id, id))
    .limit(1);
  return row;
}

/** The attachments among `ids` not yet sent with a message, whoever uploaded them. */
export function findUnsentAttachments(db: Db, ids: string[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(chatAttachments)
    .where(and(inArray(chatAttachments.id, ids), isNull(chatAttachments.messageId)));
}

/**
 * Ties uploaded attachments to the message that carries them. Runs in the caller's transaction;
 * the update claims only unsent rows, so two sends racing for one file cannot both have it.
 */
export async function claimAttachments(
  tx: Db,
  params: { ids: string[]; chatId: string; messageId: string },
): Promise<AttachmentRow[]> {
  if (params.ids.length === 0) return [];
  return tx
    .update(chatAttachments)
    .set({ chatId: params.chatId, messageId: params.messageId })
    .where(and(inArray(chatAttachments.id, params.ids), isNull(chatAttachments.messageId)))
    .returning();
}

/** Undefined when it was sent (or removed) in the meantime. */
export async function deleteUnsentAttachment(db: Db, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .delete(chatAttachments)
    .where(and(eq(chatAttachments.id, id), isNull(chatAttachments.messageId)))
    .returning();
  return row;
}

/** Uploads never sent (a tab closed before Send): removed after a day. */
export function deleteAbandonedAttachments(
  db: Db,
  userId: string,
  olderThan: Date,
): Promise<AttachmentRow[]> {
  return db
    .delete(chatAttachments)
    .where(
      and(
        eq(chatAttachments.userId, userId),
        isNull(chatAttachments.messageId),
        lt(chatAttachments.createdAt, olderThan),
      ),
    )
    .returning();
}

/** The attachments of these messages, for building the model's input. */
export function attachmentsOfMessages(db: Db, messageIds: string[]): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db.select().from(chatAttachments).where(inArray(chatAttachments.messageId, messageIds));
}

/** Storage keys of a chat's files, read before the chat is deleted (its rows cascade). */
export async function attachmentKeysOfChat(db: Db, chatId: string): Promise<string[]> {
  const rows = await db
    .select({ key: chatAttachments.storageKey })
    .from(chatAttachments)
    .where(eq(chatAttachments.chatId, chatId));
  return rows.map((r) => r.key);
}
