import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AUTH_MESSAGES } from '@shared/contracts/auth';
import {
  createRecipeSchema,
  MESSAGES,
  recipeIdParams,
  recipeListQuery,
  SIGNED_OUT_MESSAGES,
  searchQuery,
  updateRecipeSchema,
} from '@shared/contracts/recipes';
import { guards } from '../../auth/guards';
import { AppError } from '../../http/app-error';
import { presentRecipe, presentRecipeSummary } from './recipe.presenter';
import { searchRecipes } from './recipe-search';
import { findOwnRecipe, listRecipePage } from './recipes.queries';
import { RecipesService } from './recipes.service';

/**
 * The gallery's core API: list (keyset paged), create, search, read, update, delete. Saving from
 * chat, generating, files and images have their own route files.
 */
export async function recipesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const { requireVerified, requireVerifiedSaying } = guards(app);
  // A PATCH that only sets the folder is a move (Move to folder): the spec's words for it.
  const requireUserToUpdate = requireVerifiedSaying((request) => {
    const body = request.body as Record<string, unknown> | undefined;
    const move = !!body && Object.keys(body).length === 1 && 'folderId' in body;
    return move ? SIGNED_OUT_MESSAGES.moveRecipes : AUTH_MESSAGES.signInRequired;
  });
  const service = new RecipesService({ db, bus: app.deps.bus, log: app.log, storage: app.storage });

  app.get('/api/recipes', { preHandler: requireVerified, schema: { querystring: recipeListQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const query = request.query as z.output<typeof recipeListQuery>;
    const page = await listRecipePage(db, request.user!.id, {
      q: query.q || undefined,
      folderId: query.folderId,
      cursor: query.cursor,
      limit: query.limit,
    });
    return { items: page.rows.map(presentRecipeSummary), nextCursor: page.nextCursor, total: page.total };
  });

  app.post('/api/recipes', { preHandler: requireVerified, schema: { body: createRecipeSchema } }, async (request, reply) => {
    const row = await service.create(request.user!.id, request.body as z.output<typeof createRecipeSchema>);
    return reply.status(201).send(presentRecipe(row));
  });

  app.get('/api/recipes/search', { preHandler: requireVerified, schema: { querystring: searchQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { q } = request.query as { q: string };
    return { results: await searchRecipes(db, request.user!.id, q) };
  });

  app.get('/api/recipes/:id', { preHandler: requireVerified, schema: { params: recipeIdParams } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { id } = request.params as { id: string };
    const row = await findOwnRecipe(db, request.user!.id, id);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.recipeNotFound);
    return presentRecipe(row);
  });

  app.patch(
    '/api/recipes/:id',
    { preHandler: requireUserToUpdate, schema: { params: recipeIdParams, body: updateRecipeSchema } },
    async (request) => {
      const { id } = request.params as { id: string };
      const row = await service.update(request.user!.id, id, request.body as z.output<typeof updateRecipeSchema>);
      return presentRecipe(row);
    },
  );

  app.delete('/api/recipes/:id', { preHandler: requireVerified, schema: { params: recipeIdParams } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    await service.remove(request.user!.id, id);
    return reply.status(204).send();
  });
}
