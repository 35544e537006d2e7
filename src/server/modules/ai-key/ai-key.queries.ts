import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAiKeys } from '../../db/schema';

export type AiKeyRow = typeof userAiKeys.$inferSelect;

export async function findAiKey(db: Db, userId: string): Promise<AiKeyRow | undefined> {
  const [row] = await db.select().from(userAiKeys).where(eq(userAiKeys.userId, userId)).limit(1);
  return row;
}

/** One row per user: a new key replaces the old one whole. */
export async function upsertAiKey(db: Db, row: Omit<AiKeyRow, 'createdAt' | 'updatedAt'>): Promise<AiKeyRow> {
  const { userId, ...fields } = row;
  const [saved] = await db
    .insert(userAiKeys)
    .values(row)
    .onConflictDoUpdate({ target: userAiKeys.userId, set: { ...fields, updatedAt: sql`now()` } })
    .returning();
  return saved!;
}

export async function deleteAiKey(db: Db, userId: string): Promise<void> {
  await db.delete(userAiKeys).where(eq(userAiKeys.userId, userId));
}
