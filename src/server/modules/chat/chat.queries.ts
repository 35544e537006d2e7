import { and, asc, desc, eq, gt, ilike, sql } from 'drizzle-orm';
import type { MessageStatus, Source } from '@shared/contracts/chat';
import type { Db } from '../../db/client';
import { chats, messages } from '../../db/schema';
import type { ReplyErrorKey } from './reply-error';

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export async function createChat(
  db: Db,
  chat: { id: string; userId: string; title: string },
): Promise<ChatRow> {
  const [row] = await db.insert(chats).values(chat).returning();
  return row!;
}

export function listChats(
  db: Db,
  userId: string,
  options: { q?: string; limit: number },
): Promise<ChatRow[]> {
  const where = options.q
    ? and(eq(chats.userId, userId), ilike(chats.title, `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
    : eq(chats.userId, userId);
  return db.select().from(chats).where(where).orderBy(desc(chats.updatedAt)).limit(options.limit);
}

/** Any user's chat: who may see it is chatPolicy's to say. */
export async function findChat(db: Db, chatId: string): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
  return row;
}

/** Its messages, shares and attachment rows go with it (the foreign keys cascade). */
export async function deleteChat(db: Db, chatId: string): Promise<void> {
  await db.delete(chats).where(eq(chats.id, chatId));
}

export async function setChatTitle(db: Db, chatId: string, title: string): Promise<void> {
  await db.update(chats).set({ title, updatedAt: new Date() }).where(eq(chats.id, chatId));
}

export async function touchChat(db: Db, chatId: string): Promise<void> {
  await db.update(chats).set({ updatedAt: new Date() }).where(eq(chats.id, chatId));
}

export async function insertMessages(
  db: Db,
  rows: Array<typeof messages.$inferInsert>,
): Promise<MessageRow[]> {
  return db.insert(messages).values(rows).returning();
}

export function listMessages(db: Db, chatId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(eq(messages.chatId, chatId))
    .orderBy(asc(messages.createdAt), asc(messages.role));
}

/** Any user's message: who may act on it is messagePolicy's to say. */
export async function findMessage(db: Db, messageId: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId)).limit(1);
  return row;
}

export async function finishMessage(
  db: Db,
  id: string,
  result: {
    status: MessageStatus;
    content: string;
    thinkingContent: string;
    sources: Source[];
    /** Why it failed: a key of the error table (reply-error.ts). */
    error: ReplyErrorKey | null;
    notice: string | null;
  },
): Promise<void> {
  await db
    .update(messages)
    .set({
      ...result,
      leaseExpiresAt: null,
      updatedAt: new Date(),
      // The finished text is the current version (versions grow with regeneration).
      responseVersions: sql`case when jsonb_array_length(${messages.responseVersions}) = 0 then jsonb_build_array(${result.content}::text) else jsonb_set(${messages.responseVersions}, array[${messages.currentResponseIndex}::text], to_jsonb(${result.content}::text)) end`,
    })
    .where(eq(messages.id, id));
}

/**
 * Restarts an assistant message (retry after an interruption or error). `chargedMonth`: the
 * allowance the new generation was taken from, null when it was not counted.
 */
export async function restartMessage(
  db: Db,
  id: string,
  leaseMs: number,
  chargedMonth: string | null,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({
      status: 'streaming',
      chargedMonth,
      content: '',
      thinkingContent: '',
      sources: [],
      error: null,
      notice: null,
      leaseExpiresAt: new Date(Date.now() + leaseMs),
      updatedAt: new Date(),
    })
    .where(and(eq(messages.id, id), sql`${messages.status} in ('interrupted', 'error', 'cancelled')`))
    .returning();
  return row;
}

export async function activeReplyInChat(db: Db, chatId: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.chatId, chatId),
        eq(messages.status, 'streaming'),
        gt(messages.leaseExpiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

export async function recentDuplicate(
  db: Db,
  chatId: string,
  hash: string,
  withinMs: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.chatId, chatId),
        eq(messages.role, 'user'),
        eq(messages.contentHash, hash),
        gt(messages.createdAt, new Date(Date.now() - withinMs)),
      ),
    )
    .limit(1);
  return Boolean(row);
}
