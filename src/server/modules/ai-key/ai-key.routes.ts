import type { FastifyInstance } from 'fastify';
import { aiKeyEndpoints } from '@shared/contracts/endpoints/ai-key';
import { endpointRoutes } from '../../http/endpoint-routes';
import { registerRouteRateLimits } from '../../http/rate-limit';
import { readAiKey, removeAiKey, saveAiKey } from './ai-key.service';

/** Each save makes a call to the provider: a few a minute is all a person needs. */
const SAVES_PER_MINUTE = 10;

/** The user's own AI key (Settings): read, save after a test call, remove. Always their own row. */
export async function aiKeyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const { env } = app.deps;
  await registerRouteRateLimits(app);
  const route = endpointRoutes(app);

  route(aiKeyEndpoints.read, async ({ user, reply }) => {
    reply.header('cache-control', 'no-store');
    return readAiKey(db, user.id);
  });

  route(
    aiKeyEndpoints.save,
    async ({ user, body, reply }) => {
      reply.header('cache-control', 'no-store');
      return saveAiKey({ db, env, log: app.log }, user.id, body);
    },
    { config: { rateLimit: { max: SAVES_PER_MINUTE, timeWindow: '1 minute' } } },
  );

  route(aiKeyEndpoints.remove, async ({ user }) => removeAiKey(db, user.id));
}
