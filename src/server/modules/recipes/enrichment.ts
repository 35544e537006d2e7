import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LIMITS } from '@shared/constants';
import { normalizeTags } from '@shared/contracts/recipes';
import type { UserEvent } from '@shared/contracts/user-events';
import { aiTags } from '../../ai/ai-tags';
import { renderCover } from '../../ai/cover-image';
import type { CoverImageModel } from '../../ai/cover-image-model';
import type { ModelResolver } from '../../ai/model-registry';
import { marketplaceTags, type TaggableRecipe } from '../../ai/tag-generator';
import type { Db } from '../../db/client';
import { recipes } from '../../db/schema';
import type { JobContext, JobHandlers } from '../../jobs/job-handlers';
import type { RealtimeBus } from '../../realtime/bus';
import { publishUserEvent } from '../../realtime/user-channel';
import { recipeImageKey } from '../../storage/recipe-images';
import type { FileStorage } from '../../storage/storage';
import { type RecipeRow, searchTextOf } from './recipe-store';

/**
 * The work a save leaves to background jobs (chat-assistant.md §5 Saving, §7): tags and the cover
 * image. Each handler only acts on a recipe whose part is still 'pending', so a job run again
 * after a crash (its lease expired after the write) changes nothing the first run did not.
 */
export const ENRICHMENT_NOTICES = {
  tags: 'Tags could not be generated for this recipe.',
  image: 'The cover image could not be created for this recipe.',
} as const;

export interface EnrichmentDeps {
  db: Db;
  bus: RealtimeBus;
  log: FastifyBaseLogger;
  storage: FileStorage;
  models: ModelResolver;
  /** The image model for covers (AI_IMAGE_MODEL); without one, covers are drawn locally. */
  coverModel?: CoverImageModel | null;
}

const ownRecipe = (recipeId: string, userId: string) =>
  and(eq(recipes.id, recipeId), eq(recipes.userId, userId));

async function findRecipe(db: Db, recipeId: string, userId: string): Promise<RecipeRow | undefined> {
  const [row] = await db.select().from(recipes).where(ownRecipe(recipeId, userId)).limit(1);
  return row;
}

const taggable = (row: RecipeRow): TaggableRecipe => ({
  title: row.title,
  description: row.description,
  content: row.content,
  type: row.type,
  complexity: row.metadata.complexity ?? null,
});

/** The saved tags: the user's own first, then the model's, then the marketplace generator's. */
export function mergeTags(own: string[], fromModel: string[], fromMarketplace: string[]): string[] {
  return normalizeTags([...own, ...fromModel, ...fromMarketplace]).slice(0, LIMITS.tagsMaxSaved);
}

export function enrichmentHandlers(deps: EnrichmentDeps): JobHandlers {
  const { db, bus, log, storage, models, coverModel } = deps;

  /**
   * The model's picture when one is configured. A failed call is retried by the runner; on the
   * last attempt the locally drawn cover stands in, so a recipe is never left without one
   * because an image service is down.
   */
  async function cover(row: RecipeRow, context: JobContext): Promise<Buffer> {
    if (!coverModel) return renderCover(row);
    try {
      return await coverModel.paint(row, context.signal);
    } catch (error) {
      if (context.attempt < context.maxAttempts) throw error;
      log.warn(
        { err: error, recipeId: row.id, model: coverModel.id },
        'image model failed; drawing the cover instead',
      );
      return renderCover(row);
    }
  }
  const publish = (userId: string, event: UserEvent) => publishUserEvent(bus, log, userId, event);

  /** Marks a part failed (if still pending) and tells the user with an info toast. */
  const failed = async (
    part: 'tags' | 'image',
    { recipeId, userId }: { recipeId: string; userId: string },
  ): Promise<void> => {
    const status = part === 'tags' ? recipes.tagsStatus : recipes.imageStatus;
    const rows = await db
      .update(recipes)
      .set(part === 'tags' ? { tagsStatus: 'failed' } : { imageStatus: 'failed' })
      .where(and(ownRecipe(recipeId, userId), eq(status, 'pending')))
      .returning({ id: recipes.id });
    if (rows.length === 0) return; // deleted meanwhile, or already settled
    await publish(userId, { type: 'recipe.updated', recipeId });
    await publish(userId, { type: 'recipe.notice', recipeId, message: ENRICHMENT_NOTICES[part] });
  };

  return {
    'recipe.tags': {
      async run({ recipeId, userId }, { signal }) {
        const row = await findRecipe(db, recipeId, userId);
        if (row?.tagsStatus !== 'pending') return;
        // The slow part (the model) runs outside any transaction; the write below merges with
        // whatever the row holds by then, so tags the user added meanwhile are kept.
        const model = await models.resolve();
        const fromModel = await aiTags(model, taggable(row), signal);
        const fromMarketplace = marketplaceTags(taggable(row));
        const written = await db.transaction(async (tx) => {
          const [current] = await tx.select().from(recipes).where(ownRecipe(recipeId, userId)).for('update');
          if (current?.tagsStatus !== 'pending') return false;
          const tags = mergeTags(current.tags, fromModel, fromMarketplace);
          await tx
            .update(recipes)
            .set({
              tags,
              searchText: searchTextOf({ ...current, tags }),
              tagsStatus: 'done',
              updatedAt: new Date(),
            })
            .where(eq(recipes.id, recipeId));
          return true;
        });
        if (written) await publish(userId, { type: 'recipe.updated', recipeId });
      },
      onFailed: (payload) => failed('tags', payload),
    },
    'recipe.image': {
      async run({ recipeId, userId }, context) {
        const row = await findRecipe(db, recipeId, userId);
        if (row?.imageStatus !== 'pending') return;
        const key = recipeImageKey(userId, recipeId);
        await storage.put(key, await cover(row, context), 'image/png');
        const rows = await db
          .update(recipes)
          .set({
            imageKey: key,
            imageVersion: sql`${recipes.imageVersion} + 1`,
            imageStatus: 'done',
            updatedAt: new Date(),
          })
          .where(and(ownRecipe(recipeId, userId), eq(recipes.imageStatus, 'pending')))
          .returning({ id: recipes.id });
        if (rows.length === 0) {
          // Deleted while the cover was drawn: its file must not outlive it. (Settled by an
          // earlier run instead: that run wrote the same bytes to the same key, keep them.)
          if (!(await findRecipe(db, recipeId, userId))) await storage.delete(key);
          return;
        }
        await publish(userId, { type: 'recipe.updated', recipeId });
      },
      onFailed: (payload) => failed('image', payload),
    },
  };
}
