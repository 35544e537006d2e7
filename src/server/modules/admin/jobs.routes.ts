import type { FastifyInstance } from 'fastify';
import { adminOperationsEndpoints as endpoints } from '@shared/contracts/endpoints/admin-operations';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { ServerModuleContext } from '../module';
import { createAdminJobsService } from './admin-jobs.service';

/** The admin panel's failed jobs (issue 22 §4; admin-jobs.service.ts). Admin only. */
export async function adminJobsRoutes(app: FastifyInstance, context: ServerModuleContext): Promise<void> {
  const service = createAdminJobsService({ db: context.database.db, bus: context.bus, log: context.log });
  const route = endpointRoutes(app);

  route(endpoints.listFailedJobs, ({ query }) => service.listFailed(query.page));
  route(endpoints.retryJob, ({ user, params }) =>
    service.retry({ id: user.id, email: user.email }, params.jobId),
  );
}
