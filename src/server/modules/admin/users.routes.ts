import type { FastifyInstance } from 'fastify';
import { adminOperationsEndpoints as endpoints } from '@shared/contracts/endpoints/admin-operations';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { ServerModuleContext } from '../module';
import { createAdminUsersService } from './admin-users.service';

/** The admin panel's users (issue 22 §4; admin-users.service.ts). Admin only. */
export async function adminUsersRoutes(app: FastifyInstance, context: ServerModuleContext): Promise<void> {
  const service = createAdminUsersService({
    db: context.database.db,
    bus: context.bus,
    adminEmails: context.env.ADMIN_EMAILS,
    log: context.log,
  });
  const route = endpointRoutes(app);
  const actor = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });

  route(endpoints.listUsers, ({ query }) => service.search(query.q, query.page));
  route(endpoints.getUser, ({ params }) => service.detail(params.userId));
  route(endpoints.disableUser, ({ user, params, body }) =>
    service.disable(actor(user), params.userId, body.reason),
  );
  route(endpoints.enableUser, ({ user, params }) => service.enable(actor(user), params.userId));
  route(endpoints.setCreatorVerification, ({ user, params, body }) =>
    service.setCreatorVerification(actor(user), params.userId, body.verified),
  );
}
