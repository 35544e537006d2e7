import { and, eq, sql } from 'drizzle-orm';
import type { ReadingSubject } from '@shared/contracts/presenter';
import type { Db } from '../../db/client';
import { readingStates } from '../../db/schema';

export type ReadingStateRow = typeof readingStates.$inferSelect;

/** What one write changes: the fields left out keep their stored value. */
export interface ReadingStateChange {
  completed?: string[];
  pinned?: boolean;
}

const keyOf = (userId: string, subject: ReadingSubject) =>
  and(
    eq(readingStates.userId, userId),
    eq(readingStates.subjectKind, subject.kind),
    eq(readingStates.subjectId, subject.id),
  );

export async function findReadingState(
  db: Db,
  userId: string,
  subject: ReadingSubject,
): Promise<ReadingStateRow | undefined> {
  const [row] = await db.select().from(readingStates).where(keyOf(userId, subject)).limit(1);
  return row;
}

/**
 * Creates or changes the user's row for the subject in one statement, so two tabs writing at
 * once cannot lose the row or fail on its key. A pin keeps the time it was first set (pinning
 * twice is one pin); unpinning clears it.
 */
export async function upsertReadingState(
  db: Db,
  userId: string,
  subject: ReadingSubject,
  change: ReadingStateChange,
): Promise<ReadingStateRow> {
  const pinnedAtOnUpdate =
    change.pinned === undefined
      ? undefined
      : change.pinned
        ? sql`coalesce(${readingStates.pinnedAt}, now())`
        : sql`null`;
  const [row] = await db
    .insert(readingStates)
    .values({
      userId,
      subjectKind: subject.kind,
      subjectId: subject.id,
      completed: change.completed ?? [],
      pinnedAt: change.pinned ? sql`now()` : null,
    })
    .onConflictDoUpdate({
      target: [readingStates.userId, readingStates.subjectKind, readingStates.subjectId],
      set: {
        ...(change.completed !== undefined ? { completed: change.completed } : {}),
        ...(pinnedAtOnUpdate ? { pinnedAt: pinnedAtOnUpdate } : {}),
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}
