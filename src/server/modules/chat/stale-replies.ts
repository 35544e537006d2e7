import { and, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import { refundReply } from '../billing';

/**
 * Replies whose writer died (a crash, `kill -9`): still 'streaming', but their lease ran out, or,
 * at start-up with an embedded database no other process can open, every 'streaming' reply. They
 * are marked interrupted by one conditional UPDATE, so with several processes looking at once
 * only one of them changes each row, and that one gives its generation back, as a shutdown does.
 */
export type StaleScope =
  | { messageId: string }
  | { chatId: string }
  /** Every reply; `leaseIgnored` when no writer can be alive (this process owns the database). */
  | { everywhere: true; leaseIgnored?: boolean };

export async function interruptStaleReplies(db: Db, scope: StaleScope): Promise<string[]> {
  const conditions: Array<SQL | undefined> = [eq(messages.status, 'streaming')];
  if ('messageId' in scope) conditions.push(eq(messages.id, scope.messageId));
  if ('chatId' in scope) conditions.push(eq(messages.chatId, scope.chatId));
  if (!('leaseIgnored' in scope && scope.leaseIgnored))
    conditions.push(lt(messages.leaseExpiresAt, new Date()));
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const rows = await tx
      .update(messages)
      .set({ status: 'interrupted', leaseExpiresAt: null, updatedAt: new Date() })
      .where(and(...conditions))
      .returning({ id: messages.id });
    for (const { id } of rows) await refundReply(tx, id);
    return rows.map((r) => r.id);
  });
}
