import type { FastifyInstance } from 'fastify';
import { recipeFileEndpoints } from '@shared/contracts/endpoints/recipe-files';
import { AppError } from '../../http/app-error';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { FileStorage } from '../../storage/storage';
import { recipePolicy } from './recipe.policy';
import { findRecipe } from './recipes.queries';

/**
 * GET /api/recipes/:id/image (shared/contracts/endpoints/recipe-files.ts): the cover, for its owner only (another user's recipe is 404 like a
 * missing one). The URL carries ?v=imageVersion, so the bytes behind one URL never change and the
 * browser may keep them for a year.
 */

export async function recipeImageRoutes(
  app: FastifyInstance,
  options: { storage: FileStorage },
): Promise<void> {
  const { storage } = options;
  const { db } = app.deps.database;
  const route = endpointRoutes(app);

  route(recipeFileEndpoints.image, async ({ user, params, reply }) => {
    const row = recipePolicy.authorize(user, 'read', await findRecipe(db, params.id));
    const file = row.imageKey ? await storage.get(row.imageKey) : null;
    if (!file) throw new AppError('recipe.noImage');
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(file.body);
  });
}
