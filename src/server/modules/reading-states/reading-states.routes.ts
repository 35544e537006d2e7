import type { FastifyInstance } from 'fastify';
import { readingStateEndpoints as endpoints } from '@shared/contracts/endpoints/presenter';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { ServerModuleContext } from '../module';
import { readingStatesService } from './reading-states.service';

/** GET and PUT /api/reading-states/:kind/:id (contracts/endpoints/presenter.ts): thin, the service decides. */
export async function readingStatesRoutes(app: FastifyInstance, context: ServerModuleContext): Promise<void> {
  const route = endpointRoutes(app);
  const service = readingStatesService(context.database.db);
  // One reader's progress: never kept by a shared cache.
  const privately = (reply: { header(name: string, value: string): unknown }) =>
    reply.header('cache-control', 'private, no-store');

  route(endpoints.get, async ({ user, params, reply }) => {
    privately(reply);
    return service.get(user, params);
  });
  route(endpoints.update, async ({ user, params, body, reply }) => {
    privately(reply);
    return service.update(user, params, body);
  });
}
