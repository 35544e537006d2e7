import { fillPath } from '@shared/contracts/endpoint';
import { recipeFileEndpoints } from '@shared/contracts/endpoints/recipe-files';
import type { Recipe, RecipeSummary } from '@shared/contracts/recipes';
import { cardDescription } from '@shared/recipe/card-text';
import type { RecipeRow, RecipeSummaryRow } from './recipe-store';

/** Same-origin, versioned URL of the cover: a new image gets a new URL, so caches never go stale. */
export const recipeImageUrl = (row: Pick<RecipeRow, 'id' | 'imageKey' | 'imageVersion'>): string | null =>
  row.imageKey ? `${fillPath(recipeFileEndpoints.image.path, { id: row.id })}?v=${row.imageVersion}` : null;

/**
 * `pinned` is the reader's pin (recipe-pins.queries.ts), asked once per page by the caller: a new
 * recipe has none.
 */
export const presentRecipeSummary = (row: RecipeSummaryRow, pinned: boolean): RecipeSummary => ({
  id: row.id,
  title: row.title,
  description: row.description,
  cardDescription: cardDescription(row.description, row.content),
  tags: row.tags,
  folderId: row.folderId,
  imageUrl: recipeImageUrl(row),
  type: row.type,
  isPrivate: row.isPrivate,
  tagsStatus: row.tagsStatus,
  imageStatus: row.imageStatus,
  pinned,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const presentRecipe = (row: RecipeRow, pinned: boolean): Recipe => ({
  ...presentRecipeSummary(row, pinned),
  content: row.content,
  prompt: row.prompt,
  metadata: row.metadata,
  originalMessageId: row.originalMessageId,
  chatId: row.chatId,
});
