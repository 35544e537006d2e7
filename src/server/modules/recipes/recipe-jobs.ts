import type { Db } from '../../db/client';
import { enqueueJob } from '../../jobs/enqueue';

/**
 * Payload of both enrichment jobs: the recipe and its owner (handlers check both). A type, not an
 * interface: the jobs table stores payloads as plain JSON records.
 */
type RecipeJobPayload = { recipeId: string; userId: string };

// The recipes module's job types, merged into the runner's table of payloads.
declare module '../../jobs/enqueue' {
  interface JobPayloads {
    'recipe.tags': RecipeJobPayload;
    'recipe.image': RecipeJobPayload;
  }
}

/** Job key of one enrichment part: unique, so the same recipe never has the same part queued twice. */
export const recipeJobKey = (part: 'tags' | 'image', recipeId: string) => `recipe.${part}:${recipeId}`;

/** The enrichment a save starts: tags and the cover image, each its own retried job. */
export async function enqueueRecipeEnrichment(
  db: Db,
  recipe: { id: string; userId: string },
  parts: { tags: boolean; image: boolean },
): Promise<void> {
  const payload = { recipeId: recipe.id, userId: recipe.userId };
  if (parts.tags) await enqueueJob(db, 'recipe.tags', recipeJobKey('tags', recipe.id), payload);
  if (parts.image) await enqueueJob(db, 'recipe.image', recipeJobKey('image', recipe.id), payload);
}
