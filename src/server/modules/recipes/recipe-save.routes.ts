import type { FastifyInstance } from 'fastify';
import { recipeEndpoints } from '@shared/contracts/endpoints/recipes';
import { createModelResolver } from '../../ai/model-registry';
import { endpointRoutes } from '../../http/endpoint-routes';
import { ownModelOf } from '../ai-key';
import { interfaceLanguageOf } from '../chat';
import { presentRecipe } from './recipe.presenter';
import { isRecipePinned } from './recipe-pins.queries';
import { RecipeSaveService } from './recipe-save.service';
import { recordServerAction } from '../metrics';
import type { ServerModuleContext } from '../module';

/** Save from chat and generate from the Recipe Manager form (see recipe-save.service.ts). */
export async function recipeSaveRoutes(
  app: FastifyInstance,
  context: Pick<ServerModuleContext, 'metrics'>,
): Promise<void> {
  const { env, bus } = app.deps;
  const route = endpointRoutes(app);
  const service = new RecipeSaveService({
    db: app.deps.database.db,
    bus,
    log: app.log,
    models: createModelResolver(env),
    allowance: app.allowance,
    metrics: context.metrics,
  });

  route(recipeEndpoints.saveFromMessage, async ({ user, body, reply }) => {
    const { recipe, created } = await service.saveFromMessage(user.id, body.messageId);
    // Saving a reply to the gallery is a later action on its generation (issue 22 §1).
    if (created)
      recordServerAction(context.metrics, { messageId: body.messageId, userId: user.id, action: 'save' });
    // A second save of the same reply answers the recipe it already made.
    if (!created) reply.status(200);
    return presentRecipe(
      recipe,
      !created && (await isRecipePinned(app.deps.database.db, user.id, recipe.id)),
    );
  });

  route(recipeEndpoints.generate, async ({ user, body, request, reply }) => {
    // Closing the page stops the provider call (and gives the generation back).
    const aborted = new AbortController();
    // The response's 'close' before it was written means the client went away.
    const onClose = () => {
      if (!reply.raw.writableFinished) aborted.abort();
    };
    reply.raw.once('close', onClose);
    try {
      const recipe = await service.generate({
        userId: user.id,
        input: body,
        ownModel: await ownModelOf(app, request, user.id),
        interfaceLanguage: await interfaceLanguageOf(app.deps.database.db, request, user.id),
        signal: aborted.signal,
      });
      // A new recipe: nothing pinned yet.
      return presentRecipe(recipe, false);
    } finally {
      reply.raw.off('close', onClose);
    }
  });
}
