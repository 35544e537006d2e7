import { randomUUID } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import type { EnrichmentStatus, RecipeMetadata } from '@shared/contracts/recipes';
import type { Db } from '../../db/client';
import { recipes } from '../../db/schema';
import { folderPolicy } from './folder.policy';
import { findFolder } from './folders.queries';

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
export function searchTextOf(recipe: {
  title: string;
  tags: string[];
  description: string;
  content: string;
}): string {
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

/**
 * The one way a recipe row is created (save from chat, manual create, generate, import), so the
 * search column and the folder check are never forgotten. Runs inside the caller's transaction
 * when given one.
 */
export async function insertRecipe(db: Db, input: NewRecipe): Promise<RecipeRow> {
  if (input.folderId)
    folderPolicy.authorize({ id: input.userId }, 'fileInto', await findFolder(db, input.folderId));
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
