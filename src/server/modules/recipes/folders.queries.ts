import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Folder, FolderList } from '@shared/contracts/recipes';
import type { Db } from '../../db/client';
import { folders, recipes } from '../../db/schema';

/** A user's folders (platform.md §3 Folder, §7): listed by name, each with its recipe count. */

export type FolderRow = typeof folders.$inferSelect;

export const presentFolder = (row: FolderRow, recipeCount: number): Folder => ({
  id: row.id,
  name: row.name,
  recipeCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listFolders(db: Db, userId: string): Promise<FolderList> {
  // The counts come from the (user_id, folder_id, …) index in one grouped pass, not per folder.
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(folders)
      .where(eq(folders.userId, userId))
      .orderBy(asc(sql`lower(${folders.name})`), asc(folders.name), asc(folders.id)),
    db
      .select({ folderId: recipes.folderId, n: count() })
      .from(recipes)
      .where(eq(recipes.userId, userId))
      .groupBy(recipes.folderId),
  ]);
  const byFolder = new Map(counts.map((c) => [c.folderId, Number(c.n)]));
  const totalCount = counts.reduce((sum, c) => sum + Number(c.n), 0);
  return { folders: rows.map((row) => presentFolder(row, byFolder.get(row.id) ?? 0)), totalCount };
}

export async function countFolderRecipes(db: Db, userId: string, folderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recipes)
    .where(and(eq(recipes.userId, userId), eq(recipes.folderId, folderId)));
  return Number(row?.n ?? 0);
}

export async function insertFolder(db: Db, userId: string, name: string): Promise<FolderRow> {
  const [row] = await db.insert(folders).values({ id: randomUUID(), userId, name }).returning();
  return row!;
}

/** Any user's folder: who may use it is folderPolicy's to say. */
export async function findFolder(db: Db, folderId: string): Promise<FolderRow | undefined> {
  const [row] = await db.select().from(folders).where(eq(folders.id, folderId)).limit(1);
  return row;
}

/** Undefined when the folder was deleted meanwhile. */
export async function renameFolder(db: Db, folderId: string, name: string): Promise<FolderRow | undefined> {
  const [row] = await db
    .update(folders)
    .set({ name, updatedAt: new Date() })
    .where(eq(folders.id, folderId))
    .returning();
  return row;
}

/** Its recipes fall back to no folder through the foreign key (on delete set null). */
export async function deleteFolder(db: Db, folderId: string): Promise<boolean> {
  const rows = await db.delete(folders).where(eq(folders.id, folderId)).returning({ id: folders.id });
  return rows.length > 0;
}
