import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OwnModelSettings } from '../../ai/model-registry';
import { savedOwnModel } from './ai-key.service';
import { headerKeyOf } from './user-key-header';

/**
 * The model settings a generation runs on instead of the server's, if any: the signed-in user's
 * saved key (Settings), else a Gemini key sent with the request. Undefined: the server's model,
 * counted against the allowance.
 */
export async function ownModelOf(
  app: FastifyInstance,
  request: FastifyRequest,
  userId?: string,
): Promise<OwnModelSettings | undefined> {
  if (userId) {
    const saved = await savedOwnModel(app.deps.database.db, app.deps.env, userId);
    if (saved) return saved;
  }
  const headerKey = headerKeyOf(request);
  return headerKey ? { provider: 'gemini', apiKey: headerKey } : undefined;
}
