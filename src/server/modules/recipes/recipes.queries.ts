import { and, count, desc, eq, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipes } from '../../db/schema';
import { decodeTimeIdCursor, encodeTimeIdCursor, type TimeIdCursor } from '../../db/keyset-cursor';
import { AppError } from '../../http/app-error';
import { type RecipeRow, type RecipeSummaryRow, summaryColumns } from './recipe-store';

/** Data access for the gallery: keyset pages, one recipe by id, updates and deletes. */

/** `%q%` for LIKE with the user's own %, _ and \ taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The position after a row: its timestamp as the database wrote it, and its id (keyset-cursor.ts). */
type Cursor = TimeIdCursor;

export const encodeCursor = encodeTimeIdCursor;

export function decodeCursor(raw: string): Cursor {
  const cursor = decodeTimeIdCursor(raw);
  if (!cursor) throw new AppError('recipe.invalidCursor');
  return cursor;
}

export interface ListOptions {
  q?: string;
  /** A folder id, 'none' for no folder, undefined for all. */
  folderId?: string;
  cursor?: string;
  limit: number;
}

function listFilter(userId: string, options: Pick<ListOptions, 'q' | 'folderId'>): SQL {
  const parts: SQL[] = [eq(recipes.userId, userId)];
  if (options.folderId === 'none') parts.push(isNull(recipes.folderId));
  else if (options.folderId) parts.push(eq(recipes.folderId, options.folderId));
  // The search column is already lower-case; the trigram index serves this LIKE.
  if (options.q) parts.push(like(recipes.searchText, containsPattern(options.q.toLowerCase())));
  return and(...parts)!;
}

/**
 * One page, newest first. The (user_id, created_at desc, id desc) indexes serve both the filter
 * and the order, so a page costs the same on the first page and the hundredth.
 */
export async function listRecipePage(
  db: Db,
  userId: string,
  options: ListOptions,
): Promise<{ rows: RecipeSummaryRow[]; nextCursor: string | null; total: number }> {
  const filter = listFilter(userId, options);
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const where = after
    ? and(filter, sql`(${recipes.createdAt}, ${recipes.id}) < (${after.createdAt}::timestamptz, ${after.id})`)
    : filter;
  const [page, totals] = await Promise.all([
    db
      .select({ row: summaryColumns, createdAtText: sql<string>`${recipes.createdAt}::text` })
      .from(recipes)
      .where(where)
      .orderBy(desc(recipes.createdAt), desc(recipes.id))
      // One more than asked tells whether there is a next page without a second query.
      .limit(options.limit + 1),
    db.select({ total: count() }).from(recipes).where(filter),
  ]);
  const rows = page.slice(0, options.limit);
  const last = page.length > options.limit ? page[options.limit - 1] : undefined;
  return {
    rows: rows.map((r) => r.row),
    nextCursor: last ? encodeCursor({ createdAt: last.createdAtText, id: last.row.id }) : null,
    total: Number(totals[0]?.total ?? 0),
  };
}

/** Any user's recipe: who may see it is recipePolicy's to say. */
export async function findRecipe(db: Db, recipeId: string): Promise<RecipeRow | undefined> {
  const [row] = await db.select().from(recipes).where(eq(recipes.id, recipeId)).limit(1);
  return row;
}

/** Locks a recipe for an update in the caller's transaction (recipePolicy decides who may). */
export async function lockRecipe(db: Db, recipeId: string): Promise<RecipeRow | undefined> {
  const [row] = await db.select().from(recipes).where(eq(recipes.id, recipeId)).for('update').limit(1);
  return row;
}

export async function updateRecipeRow(
  db: Db,
  recipeId: string,
  values: Partial<typeof recipes.$inferInsert>,
): Promise<RecipeRow> {
  const [row] = await db.update(recipes).set(values).where(eq(recipes.id, recipeId)).returning();
  return row!;
}

/** Deletes a recipe; its cover's storage key (or null) when it existed, else undefined. */
export async function deleteRecipe(
  db: Db,
  recipeId: string,
): Promise<{ imageKey: string | null } | undefined> {
  const [row] = await db
    .delete(recipes)
    .where(eq(recipes.id, recipeId))
    .returning({ imageKey: recipes.imageKey });
  return row;
}
