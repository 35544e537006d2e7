import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { folders, jobs, recipes } from '../../db/schema';
import type { ExportedRecipe } from './recipe-archive';
import { recipeJobKey } from './recipe-jobs';
import { type RecipeRow, searchTextOf } from './recipe-store';

/** Data access for download, export and import. */

/** Any user's recipe with its folder's name: who may download it is recipePolicy's to say. */
export async function findRecipeWithFolder(
  db: Db,
  recipeId: string,
): Promise<{ recipe: RecipeRow; folder: string | null } | undefined> {
  const [row] = await db
    .select({ recipe: recipes, folder: folders.name })
    .from(recipes)
    .leftJoin(folders, eq(folders.id, recipes.folderId))
    .where(eq(recipes.id, recipeId))
    .limit(1);
  return row;
}

export const EXPORT_PAGE_SIZE = 500;

/**
 * Every recipe of the user, newest first, in keyset pages (the gallery's index): the export never
 * holds more than one page, and a page costs the same at the end as at the start.
 */
export async function* exportPages(
  db: Db,
  userId: string,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ExportedRecipe[]> {
  // The cursor keeps the database's own timestamp text: a JS Date drops the microseconds, and rows
  // saved in one transaction share a timestamp that only the full precision tells apart.
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const rows: Array<Omit<ExportedRecipe, 'createdAt'> & { createdAt: Date; cursorAt: string }> = await db
      .select({
        id: recipes.id,
        title: recipes.title,
        description: recipes.description,
        content: recipes.content,
        tags: recipes.tags,
        createdAt: recipes.createdAt,
        cursorAt: sql<string>`${recipes.createdAt}::text`,
        folder: folders.name,
      })
      .from(recipes)
      .leftJoin(folders, eq(folders.id, recipes.folderId))
      .where(
        and(
          eq(recipes.userId, userId),
          after
            ? or(
                sql`${recipes.createdAt} < ${after.at}::timestamptz`,
                and(sql`${recipes.createdAt} = ${after.at}::timestamptz`, lt(recipes.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(recipes.createdAt), desc(recipes.id))
      .limit(pageSize);
    if (rows.length === 0) return;
    yield rows.map(({ cursorAt: _cursor, ...r }) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    if (rows.length < pageSize) return;
    const last = rows.at(-1)!;
    after = { at: last.cursorAt, id: last.id };
  }
}

/**
 * The user's folders for these names: existing ones reused (the oldest of a name), missing ones
 * created. Runs in the import's transaction. Returns name -> folder id, and how many were new.
 */
export async function foldersByName(
  tx: Db,
  userId: string,
  names: string[],
): Promise<{ ids: Map<string, string>; created: number }> {
  const ids = new Map<string, string>();
  if (names.length === 0) return { ids, created: 0 };
  const existing = await tx
    .select({ id: folders.id, name: folders.name })
    .from(folders)
    .where(and(eq(folders.userId, userId), inArray(folders.name, names)))
    .orderBy(folders.createdAt);
  for (const folder of existing) if (!ids.has(folder.name)) ids.set(folder.name, folder.id);
  const missing = names.filter((name) => !ids.has(name));
  if (missing.length > 0) {
    const rows = await tx
      .insert(folders)
      .values(missing.map((name) => ({ id: randomUUID(), userId, name })))
      .returning({ id: folders.id, name: folders.name });
    for (const row of rows) ids.set(row.name, row.id);
  }
  return { ids, created: missing.length };
}

export interface ImportRow {
  title: string;
  description: string;
  content: string;
  tags: string[];
  folderId: string | null;
  createdAt?: Date;
}

const IMPORT_BATCH = 200;

/**
 * Inserts an import's recipes and their enrichment jobs in batches, inside the caller's
 * transaction. One statement per recipe made a 1,000-recipe import take 12 s on PGlite; batches
 * keep it around a second. Folder ids come from foldersByName (the user's own), and the search
 * column is computed exactly as insertRecipe does.
 */
export async function insertImportedRecipes(
  tx: Db,
  userId: string,
  input: ImportRow[],
): Promise<RecipeRow[]> {
  const out: RecipeRow[] = [];
  for (let i = 0; i < input.length; i += IMPORT_BATCH) {
    const batch = input.slice(i, i + IMPORT_BATCH);
    const rows = await tx
      .insert(recipes)
      .values(
        batch.map((r) => ({
          id: randomUUID(),
          userId,
          title: r.title,
          description: r.description,
          content: r.content,
          tags: r.tags,
          folderId: r.folderId,
          // Imported recipes have no cover; tags are generated only where the file had none.
          tagsStatus: r.tags.length === 0 ? ('pending' as const) : ('done' as const),
          imageStatus: 'pending' as const,
          searchText: searchTextOf(r),
          ...(r.createdAt ? { createdAt: r.createdAt, updatedAt: r.createdAt } : {}),
        })),
      )
      .returning();
    // Same types, keys and payloads as enqueueRecipeEnrichment (recipe-jobs.ts), in one statement.
    const queued = rows.flatMap((row) => {
      const payload = { recipeId: row.id, userId };
      const image = { id: randomUUID(), type: 'recipe.image', key: recipeJobKey('image', row.id), payload };
      const tags = { id: randomUUID(), type: 'recipe.tags', key: recipeJobKey('tags', row.id), payload };
      return row.tagsStatus === 'pending' ? [tags, image] : [image];
    });
    await tx.insert(jobs).values(queued).onConflictDoNothing({ target: jobs.key });
    out.push(...rows);
  }
  return out;
}
