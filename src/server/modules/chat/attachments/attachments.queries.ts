import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { chatAttachments } from '../../../db/schema';
import type { Attachment } from '../../../db/chat-schema';
import { isChatSharedLive } from '../chat-share.queries';

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
 * The attachment if this reader may see it: its owner, or anyone while the chat holding it has a
 * live share link. Everything else looks like an attachment that does not exist.
 */
export async function findReadableAttachment(
  db: Db,
  id: string,
  readerId: string | null,
): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(chatAttachments).where(eq(chatAttachments.id, id)).limit(1);
  if (!row) return undefined;
  if (readerId && row.userId === readerId) return row;
  if (row.messageId && row.chatId && (await isChatSharedLive(db, row.chatId))) return row;
  return undefined;
}

/** The user's attachments not yet sent with a message, among `ids`. */
export function findUnsentAttachments(db: Db, userId: string, ids: string[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(chatAttachments)
    .where(
      and(
        inArray(chatAttachments.id, ids),
        eq(chatAttachments.userId, userId),
        isNull(chatAttachments.messageId),
      ),
    );
}

/**
 * Ties uploaded attachments to the message that carries them. Runs in the caller's transaction;
 * the update claims only unsent rows, so two sends racing for one file cannot both have it.
 */
export async function claimAttachments(
  tx: Db,
  params: { userId: string; ids: string[]; chatId: string; messageId: string },
): Promise<AttachmentRow[]> {
  if (params.ids.length === 0) return [];
  return tx
    .update(chatAttachments)
    .set({ chatId: params.chatId, messageId: params.messageId })
    .where(
      and(
        inArray(chatAttachments.id, params.ids),
        eq(chatAttachments.userId, params.userId),
        isNull(chatAttachments.messageId),
      ),
    )
    .returning();
}

export async function deleteUnsentAttachment(
  db: Db,
  userId: string,
  id: string,
): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .delete(chatAttachments)
    .where(
      and(eq(chatAttachments.id, id), eq(chatAttachments.userId, userId), isNull(chatAttachments.messageId)),
    )
    .returning();
  return row;
}

/** Uploads never sent (a tab closed before Send): removed after a day. */
export function deleteAbandonedAttachments(db: Db, userId: string, olderThan: Date): Promise<AttachmentRow[]> {
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
