import type { FastifyInstance } from 'fastify';
import { recipeEndpoints } from '@shared/contracts/endpoints/recipes';
import { endpointRoutes } from '../../http/endpoint-routes';
import { presentRecipe, presentRecipeSummary } from './recipe.presenter';
import { isRecipePinned, pinnedRecipeIds } from './recipe-pins.queries';
import { searchRecipes } from './recipe-search';
import { recipePolicy } from './recipe.policy';
import { findRecipe, listRecipePage } from './recipes.queries';
import { RecipesService } from './recipes.service';

/**
 * The gallery's core API (shared/contracts/endpoints/recipes.ts): list (keyset paged), create,
 * search, read, update, delete. Saving from chat, generating, files and images have their own
 * route files.
 */
export async function recipesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const route = endpointRoutes(app);
  const service = new RecipesService({ db, bus: app.deps.bus, log: app.log, storage: app.storage });

  route(recipeEndpoints.list, async ({ user, query, reply }) => {
    reply.header('cache-control', 'no-store');
    const page = await listRecipePage(db, user.id, {
      q: query.q || undefined,
      folderId: query.folderId,
      cursor: query.cursor,
      limit: query.limit,
    });
    const pinned = await pinnedRecipeIds(
      db,
      user.id,
      page.rows.map((row) => row.id),
    );
    return {
      items: page.rows.map((row) => presentRecipeSummary(row, pinned.has(row.id))),
      nextCursor: page.nextCursor,
      total: page.total,
    };
  });

  // A new recipe has no reading state yet, so it is not pinned.
  route(recipeEndpoints.create, async ({ user, body }) =>
    presentRecipe(await service.create(user.id, body), false),
  );

  route(recipeEndpoints.search, async ({ user, query, reply }) => {
    reply.header('cache-control', 'no-store');
    return { results: await searchRecipes(db, user.id, query.q) };
  });

  route(recipeEndpoints.get, async ({ user, params, reply }) => {
    reply.header('cache-control', 'no-store');
    const recipe = recipePolicy.authorize(user, 'read', await findRecipe(db, params.id));
    return presentRecipe(recipe, await isRecipePinned(db, user.id, recipe.id));
  });

  route(recipeEndpoints.update, async ({ user, params, body }) => {
    const recipe = await service.update(user.id, params.id, body);
    return presentRecipe(recipe, await isRecipePinned(db, user.id, recipe.id));
  });

  route(recipeEndpoints.remove, async ({ user, params }) => {
    await service.remove(user.id, params.id);
  });
}
