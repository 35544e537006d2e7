import type { FastifyInstance } from 'fastify';
import { adminOperationsEndpoints as endpoints } from '@shared/contracts/endpoints/admin-operations';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { ServerModuleContext } from '../module';
import { createAdminContactMessagesService } from './admin-contact-messages.service';

/** The admin panel's contact messages (issue 22 §4; admin-contact-messages.service.ts). Admin only. */
export async function adminContactMessagesRoutes(
  app: FastifyInstance,
  context: ServerModuleContext,
): Promise<void> {
  const service = createAdminContactMessagesService({
    db: context.database.db,
    bus: context.bus,
    log: context.log,
  });
  const route = endpointRoutes(app);
  const actor = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });

  route(endpoints.listContactMessages, ({ query }) => service.list(query.status, query.page));
  route(endpoints.getContactMessage, ({ params }) => service.detail(params.messageId));
  route(endpoints.setContactMessageHandled, ({ user, params, body }) =>
    service.setHandled(actor(user), params.messageId, body.handled),
  );
  route(endpoints.resendContactMessage, ({ user, params }) => service.resend(actor(user), params.messageId));
}
