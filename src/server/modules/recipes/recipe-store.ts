import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { EnrichmentStatus, RecipeMetadata } from '@shared/contracts/recipes';
import type { Db } from '../../db/client';
import { folders, recipes } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { MESSAGES } from '@shared/contracts/recipes';

export type RecipeRow = typeof recipes.$inferSelect;

/**
 * What a card needs: every column but the search text, and only the head of the content (the
 * card description comes from the goal, near the top). A gallery page of full rows would carry
 * each recipe's content twice (content and search text): most of a page's cost.
 */
const { content: _content, searchText: _searchText, ...cardColumns } = getTableColumns(recipes);
export const CARD_CONTENT_CHARS = 4_000;
export const summaryColumns = {
  ...cardColumns,
  content: sql<string>`left(${recipes.content}, ${sql.raw(String(CARD_CONTENT_CHARS))})`,
};
export type RecipeSummaryRow = Omit<RecipeRow, 'searchText'>;

/** What the search index column holds: lower-cased title, tags, description and content. */
export function searchTextOf(recipe: { title: string; tags: string[]; description: string; content: string }): string {
  return [recipe.title, recipe.tags.join(' '), recipe.description, recipe.content].join('\n').toLowerCase();
}

export interface NewRecipe {
  userId: string;
  title: string;
  description: string;
  content: string;
  tags?: string[];
  folderId?: string | null;
  isPrivate?: boolean;
  prompt?: string | null;
  type?: string | null;
  metadata?: RecipeMetadata;
  originalMessageId?: string | null;
  chatId?: string | null;
  /** 'pending' when a background job will fill it in after the save. */
  tagsStatus?: EnrichmentStatus;
  imageStatus?: EnrichmentStatus;
  createdAt?: Date;
}

/** The folder if it belongs to the user; another user's folder is 404 like a missing one. */
export async function assertOwnFolder(db: Db, userId: string, folderId: string): Promise<void> {
  const [row] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.id, folderId), eq(folders.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.folderNotFound);
}

/**
 * The one way a recipe row is created (save from chat, manual create, generate, import), so the
 * search column and the folder check are never forgotten. Runs inside the caller's transaction
 * when given one.
 */
export async function insertRecipe(db: Db, input: NewRecipe): Promise<RecipeRow> {
  if (input.folderId) await assertOwnFolder(db, input.userId, input.folderId);
  const tags = input.tags ?? [];
  const [row] = await db
    .insert(recipes)
    .values({
      id: randomUUID(),
      userId: input.userId,
      title: input.title,
      description: input.description,
      content: input.content,
      tags,
      folderId: input.folderId ?? null,
      isPrivate: input.isPrivate ?? false,
      prompt: input.prompt ?? null,
      type: input.type ?? null,
      metadata: input.metadata ?? {},
      originalMessageId: input.originalMessageId ?? null,
      chatId: input.chatId ?? null,
      tagsStatus: input.tagsStatus ?? 'done',
      imageStatus: input.imageStatus ?? 'done',
      searchText: searchTextOf({ ...input, tags }),
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    .returning();
  return row!;
}
