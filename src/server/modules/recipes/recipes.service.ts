import type { FastifyBaseLogger } from 'fastify';
import type { createRecipeSchema, updateRecipeSchema } from '@shared/contracts/recipes';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { JOBS_WAKE_TOPIC } from '../../jobs/enqueue';
import type { RealtimeBus } from '../../realtime/bus';
import { deleteRecipeImage } from '../../storage/recipe-images';
import type { FileStorage } from '../../storage/storage';
import { publishUserEvent } from '../../realtime/user-channel';
import { enqueueRecipeEnrichment } from './recipe-jobs';
import { folderPolicy } from './folder.policy';
import { findFolder } from './folders.queries';
import { recipePolicy } from './recipe.policy';
import { insertRecipe, type RecipeRow, searchTextOf } from './recipe-store';
import { deleteRecipeReadingStates } from './recipe-pins.queries';
import { deleteRecipe, findRecipe, lockRecipe, updateRecipeRow } from './recipes.queries';

type CreateInput = z.output<typeof createRecipeSchema>;
type UpdateInput = z.output<typeof updateRecipeSchema>;

/**
 * Recipe writes: each one in a transaction (nothing half-saved), then the user's live channel is
 * told so every open gallery, detail page and folder chip refreshes.
 */
export class RecipesService {
  constructor(
    private readonly deps: { db: Db; bus: RealtimeBus; log: FastifyBaseLogger; storage: FileStorage },
  ) {}

  private notify(userId: string, ...events: Parameters<typeof publishUserEvent>[3][]) {
    for (const event of events) void publishUserEvent(this.deps.bus, this.deps.log, userId, event);
  }

  /**
   * A recipe typed in by hand. It gets a cover like every saved recipe, and tags from the
   * background job only when the author gave none (their own tags are kept as they are).
   */
  async create(userId: string, input: CreateInput): Promise<RecipeRow> {
    const wantsTags = input.tags.length === 0;
    const row = await this.deps.db.transaction(async (tx) => {
      const created = await insertRecipe(tx as unknown as Db, {
        userId,
        title: input.title,
        description: input.description,
        content: input.content,
        tags: input.tags,
        folderId: input.folderId,
        isPrivate: input.isPrivate,
        metadata: { generationMethod: 'manual' },
        tagsStatus: wantsTags ? 'pending' : 'done',
        imageStatus: 'pending',
      });
      // Queued in the same transaction: the jobs exist exactly when the recipe does.
      await enqueueRecipeEnrichment(tx as unknown as Db, created, { tags: wantsTags, image: true });
      return created;
    });
    void this.deps.bus.publish(JOBS_WAKE_TOPIC, {}).catch(() => {});
    this.notify(userId, { type: 'recipe.created', recipeId: row.id }, { type: 'folders.changed' });
    return row;
  }

  async update(userId: string, recipeId: string, input: UpdateInput): Promise<RecipeRow> {
    const editor = { id: userId };
    const { row, moved } = await this.deps.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const current = recipePolicy.authorize(editor, 'update', await lockRecipe(db, recipeId));
      if (input.folderId) folderPolicy.authorize(editor, 'fileInto', await findFolder(db, input.folderId));
      const next = {
        title: input.title ?? current.title,
        description: input.description ?? current.description,
        content: input.content ?? current.content,
        tags: input.tags ?? current.tags,
      };
      const updated = await updateRecipeRow(db, recipeId, {
        ...next,
        ...(input.folderId !== undefined ? { folderId: input.folderId } : {}),
        ...(input.isPrivate !== undefined ? { isPrivate: input.isPrivate } : {}),
        // Tags set by the author settle the tags job's work: it must not overwrite them.
        ...(input.tags !== undefined ? { tagsStatus: 'done' as const } : {}),
        searchText: searchTextOf(next),
        updatedAt: new Date(),
      });
      return { row: updated, moved: input.folderId !== undefined && input.folderId !== current.folderId };
    });
    this.notify(userId, { type: 'recipe.updated', recipeId });
    if (moved) this.notify(userId, { type: 'folders.changed' });
    return row;
  }

  async remove(userId: string, recipeId: string): Promise<void> {
    recipePolicy.authorize({ id: userId }, 'delete', await findRecipe(this.deps.db, recipeId));
    const deleted = await deleteRecipe(this.deps.db, recipeId);
    // Deleted meanwhile (another tab): answered like any recipe that is not there.
    if (!deleted) throw new AppError('recipe.notFound');
    await deleteRecipeReadingStates(this.deps.db, recipeId);
    // After the delete: its cover must not stay in storage forever (a cover job still running
    // for it removes its own file when it finds the recipe gone).
    void deleteRecipeImage(this.deps.storage, deleted.imageKey, this.deps.log);
    this.notify(userId, { type: 'recipe.deleted', recipeId }, { type: 'folders.changed' });
  }
}
