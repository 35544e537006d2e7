import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** The user's own assistant reply, or telemetry.replyNotFound (also for another user's). */
export async function findOwnReply(db: Db, userId: string, messageId: string): Promise<void> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.userId, userId), eq(messages.role, 'assistant')))
    .limit(1);
  if (!row) throw new AppError('telemetry.replyNotFound');
}

/** The newest finished reply of a chat (what a share of the chat is counted on), or null. */
export async function latestReplyId(db: Db, chatId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.chatId, chatId), eq(messages.role, 'assistant')))
    .orderBy(desc(messages.createdAt))
    .limit(1);
  return row?.id ?? null;
}
