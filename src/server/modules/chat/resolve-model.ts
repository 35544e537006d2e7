import type { FastifyBaseLogger } from 'fastify';
import type { RecipeModel } from '../../ai/model';
import type { ModelResolver, OwnModelSettings } from '../../ai/model-registry';
import { AppError } from '../../http/app-error';

/** The model for a request; a provider that cannot be reached is a 503 with a plain message. */
export async function resolveModelOrNotReady(
  models: ModelResolver,
  log: Pick<FastifyBaseLogger, 'error'>,
  own?: OwnModelSettings,
): Promise<RecipeModel> {
  try {
    return await models.resolve(own);
  } catch (error) {
    log.error({ err: error }, 'AI provider unavailable');
    throw new AppError('ai.notReady');
  }
}
