import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Attachment } from '../../db/chat-schema';
import type { Db } from '../../db/client';
import { chatShares, chats, messages } from '../../db/schema';

/** Share ids are links: 128 random bits, URL-safe, not guessable. */
const newShareId = () => randomBytes(16).toString('base64url');

export async function findLiveShare(db: Db, chatId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: chatShares.id })
    .from(chatShares)
    .where(and(eq(chatShares.chatId, chatId), isNull(chatShares.revokedAt)))
    .limit(1);
  return row?.id ?? null;
}

/** The chat's live share, made if there is none. The caller has checked the chat is the user's. */
export async function shareChat(db: Db, userId: string, chatId: string): Promise<string> {
  return db.transaction(async (tx) => {
    // One live share a chat, also when two tabs share at once: the chat row is the lock.
    await tx.execute(sql`select id from chats where id = ${chatId} for update`);
    const live = await findLiveShare(tx as unknown as Db, chatId);
    if (live) return live;
    const id = newShareId();
    await tx.insert(chatShares).values({ id, chatId, userId });
    return id;
  });
}

export async function revokeShares(db: Db, chatId: string): Promise<void> {
  await db
    .update(chatShares)
    .set({ revokedAt: new Date() })
    .where(and(eq(chatShares.chatId, chatId), isNull(chatShares.revokedAt)));
}

/** A share link, live or revoked (sharePolicy says who may read it), with its chat's title. */
export async function findShare(
  db: Db,
  shareId: string,
): Promise<{ chatId: string; revokedAt: Date | null; title: string } | undefined> {
  const [share] = await db
    .select({ chatId: chatShares.chatId, revokedAt: chatShares.revokedAt, title: chats.title })
    .from(chatShares)
    .innerJoin(chats, eq(chats.id, chatShares.chatId))
    .where(eq(chatShares.id, shareId))
    .limit(1);
  return share;
}

export interface SharedMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  createdAt: Date;
  attachments: Attachment[];
}

/** What a live link shows of its chat: the finished messages. */
export function listSharedMessages(db: Db, chatId: string): Promise<SharedMessage[]> {
  return (
    db
      .select({
        id: messages.id,
        role: messages.role,
        content: messages.content,
        createdAt: messages.createdAt,
        attachments: messages.attachments,
      })
      .from(messages)
      // A reply still being written, failed or stopped is not part of what was shared.
      .where(
        and(
          eq(messages.chatId, chatId),
          sql`${messages.status} = 'complete'`,
          sql`${messages.content} <> ''`,
        ),
      )
      .orderBy(asc(messages.createdAt), asc(messages.id))
  );
}

/**
 * The user's chats for the history page, newest first, each with its first and last message cut.
 * The subqueries name "chats"."id" in full: drizzle writes a column of the selected table unqualified,
 * which inside them would mean the message's own id.
 */
export async function listChatHistory(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: chats.id,
      title: chats.title,
      createdAt: chats.createdAt,
      updatedAt: chats.updatedAt,
      preview: sql<string>`coalesce((select left(m.content, 400) from messages m
        where m.chat_id = "chats"."id" and m.role = 'user' order by m.created_at, m.id limit 1), '')`,
      lastMessage: sql<string>`coalesce((select left(m.content, 400) from messages m
        where m.chat_id = "chats"."id" and m.content <> '' order by m.created_at desc, m.id desc limit 1), '')`,
      messageCount: sql<number>`(select count(*)::int from messages m where m.chat_id = "chats"."id")`,
    })
    .from(chats)
    .where(eq(chats.userId, userId))
    .orderBy(desc(chats.updatedAt))
    .limit(limit);
}
