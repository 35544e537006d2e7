import type { FastifyInstance } from 'fastify';
import { messagingEndpoints as endpoints } from '@shared/contracts/endpoints/messaging';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { ServerModuleContext } from '../module';
import { messagingService } from './messaging.service';

/** Direct messaging's endpoints (contracts/endpoints/messaging.ts): thin, the service decides. */
export async function messagingRoutes(app: FastifyInstance, context: ServerModuleContext): Promise<void> {
  const route = endpointRoutes(app);
  const service = messagingService(context);
  const privately = (reply: { header(name: string, value: string): unknown }) =>
    reply.header('cache-control', 'private, no-store');

  route(endpoints.listConversations, async ({ user, query, reply }) => {
    privately(reply);
    return service.list(user, query);
  });
  route(endpoints.startConversation, async ({ user, body, reply }) => {
    const result = await service.start(user, body);
    // An existing conversation took the message: nothing was created.
    if (!result.created) reply.status(200);
    return result;
  });
  route(endpoints.conversationWith, async ({ user, params, reply }) => {
    privately(reply);
    return service.conversationWith(user, params.userId);
  });
  route(endpoints.getConversation, async ({ user, params, reply }) => {
    privately(reply);
    return service.get(user, params.conversationId);
  });
  route(endpoints.listMessages, async ({ user, params, query, reply }) => {
    privately(reply);
    return service.thread(user, params.conversationId, query.cursor);
  });
  route(endpoints.sendMessage, async ({ user, params, body }) =>
    service.send(user, params.conversationId, body.content),
  );
  route(endpoints.editMessage, async ({ user, params, body }) =>
    service.edit(user, params.messageId, body.content),
  );
  route(endpoints.markRead, async ({ user, params, body }) =>
    service.markRead(user, params.conversationId, body.messageIds),
  );
  route(endpoints.reportConversation, async ({ user, params, body }) =>
    service.report(user, params.conversationId, body.reason),
  );
  route(endpoints.unreadCount, async ({ user, reply }) => {
    privately(reply);
    return service.unread(user);
  });
  route(endpoints.listRecipients, async ({ user, query, reply }) => {
    privately(reply);
    return service.recipients(user, query.q);
  });
  route(endpoints.listBlocks, async ({ user, reply }) => {
    privately(reply);
    return service.blocks(user);
  });
  route(endpoints.blockUser, async ({ user, params }) => service.block(user, params.userId));
  route(endpoints.unblockUser, async ({ user, params }) => service.unblock(user, params.userId));
}
