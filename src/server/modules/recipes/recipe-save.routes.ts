import type { FastifyInstance, FastifyRequest } from 'fastify';
import { generateRecipeSchema, SIGNED_OUT_MESSAGES, saveFromMessageSchema } from '@shared/contracts/recipes';
import type { z } from 'zod';
import { createModelResolver } from '../../ai/model-registry';
import { guards } from '../../auth/guards';
import { presentRecipe } from './recipe.presenter';
import { RecipeSaveService } from './recipe-save.service';

/** A user's own Gemini key travels in this header (as in the chat); used, never stored. */
const USER_KEY_HEADER = 'x-gemini-api-key';
const userKeyOf = (request: FastifyRequest) => {
  const value = request.headers[USER_KEY_HEADER];
  const key = Array.isArray(value) ? value[0] : value;
  return key && key.trim().length >= 10 && key.length <= 200 ? key.trim() : undefined;
};

/** Save from chat and generate from the Recipe Manager form (see recipe-save.service.ts). */
export async function recipeSaveRoutes(app: FastifyInstance): Promise<void> {
  const { env, bus } = app.deps;
  const { requireVerified, requireVerifiedSaying } = guards(app);
  const service = new RecipeSaveService({
    db: app.deps.database.db,
    bus,
    log: app.log,
    models: createModelResolver(env),
    freeGenerations: env.FREE_GENERATIONS,
  });

  app.post(
    '/api/recipes/from-message',
    { preHandler: requireVerified, schema: { body: saveFromMessageSchema } },
    async (request, reply) => {
      const { messageId } = request.body as z.output<typeof saveFromMessageSchema>;
      const { recipe, created } = await service.saveFromMessage(request.user!.id, messageId);
      // A second save of the same reply answers the recipe it already made.
      return reply.status(created ? 201 : 200).send(presentRecipe(recipe));
    },
  );

  app.post(
    '/api/recipes/generate',
    {
      preHandler: requireVerifiedSaying(SIGNED_OUT_MESSAGES.generateRecipes),
      schema: { body: generateRecipeSchema },
    },
    async (request, reply) => {
      // Closing the page stops the provider call (and gives the generation back).
      const aborted = new AbortController();
      // The response's 'close' before it was written means the client went away.
      const onClose = () => {
        if (!reply.raw.writableFinished) aborted.abort();
      };
      reply.raw.once('close', onClose);
      try {
        const recipe = await service.generate({
          userId: request.user!.id,
          input: request.body as z.output<typeof generateRecipeSchema>,
          userKey: userKeyOf(request),
          signal: aborted.signal,
        });
        return reply.status(201).send(presentRecipe(recipe));
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  );
}
