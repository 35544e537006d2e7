import { assertValidKey, type FileStorage } from './storage';

/** The storage key of a recipe's cover image (chat-assistant.md §7 File storage). */
export const recipeImageKey = (userId: string, recipeId: string) =>
  assertValidKey(`recipeImages/${userId}/${recipeId}.png`);

/**
 * Removes a deleted recipe's cover so it does not stay in storage forever. Call it after the
 * delete has committed; a failure is logged, never thrown: the recipe is gone either way.
 */
export async function deleteRecipeImage(
  storage: FileStorage,
  imageKey: string | null | undefined,
  log?: { warn(obj: unknown, msg: string): void },
): Promise<void> {
  if (!imageKey) return;
  await storage
    .delete(imageKey)
    .catch((error) => log?.warn({ err: error, imageKey }, 'recipe image not deleted'));
}
