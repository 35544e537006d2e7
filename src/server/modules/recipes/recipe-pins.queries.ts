import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readingStates } from '../../db/schema';

/**
 * Which recipes their reader pinned (reading states, issue 24): the gallery's 'Pinned' chip. A
 * whole page is asked in one query (the reading_states_pinned_idx partial index), never a query
 * per card. The reading-states module writes these rows; the gallery only reads them.
 */
export async function pinnedRecipeIds(
  db: Db,
  userId: string,
  recipeIds: readonly string[],
): Promise<Set<string>> {
  if (recipeIds.length === 0) return new Set();
  const rows = await db
    .select({ id: readingStates.subjectId })
    .from(readingStates)
    .where(
      and(
        eq(readingStates.userId, userId),
        eq(readingStates.subjectKind, 'recipe'),
        isNotNull(readingStates.pinnedAt),
        inArray(readingStates.subjectId, [...recipeIds]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function isRecipePinned(db: Db, userId: string, recipeId: string): Promise<boolean> {
  return (await pinnedRecipeIds(db, userId, [recipeId])).has(recipeId);
}

/** A deleted recipe's ticks and pin go with it (nobody can reach them any more). */
export async function deleteRecipeReadingStates(db: Db, recipeId: string): Promise<void> {
  await db
    .delete(readingStates)
    .where(and(eq(readingStates.subjectKind, 'recipe'), eq(readingStates.subjectId, recipeId)));
}
