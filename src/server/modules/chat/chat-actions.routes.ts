import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messageIdParams } from '@shared/contracts/chat';
import {
  editMessageSchema,
  type FeedbackRequest,
  feedbackSchema,
  type RegenerateOption,
  regenerateSchema,
  selectVersionSchema,
} from '@shared/contracts/chat-actions';
import { createModelResolver } from '../../ai/model-registry';
import { guards } from '../../auth/guards';
import { AppError } from '../../http/app-error';
import { ChatActionsService } from './chat-actions.service';
import { findOwnMessage } from './chat.queries';
import { presentMessage } from './chat.presenter';
import type { GenerationManager } from './generation-manager';
import { userKeyOf } from './user-key';

/**
 * Per-message actions of signed-in chats (chat-assistant.md §2, §4): regenerate, switch version,
 * edit, feedback, convert. Anonymous chats do these in the browser. Another user's message
 * answers 404 like one that does not exist.
 */
export async function chatActionsRoutes(
  app: FastifyInstance,
  options: { manager: GenerationManager },
): Promise<void> {
  const { db } = app.deps.database;
  const { env } = app.deps;
  const { requireUser } = guards(app);
  const actions = new ChatActionsService({
    db,
    log: app.log,
    models: createModelResolver(env),
    manager: options.manager,
    storage: app.storage,
    freeGenerations: env.FREE_GENERATIONS,
  });

  const ownMessage = async (request: FastifyRequest) => {
    const { messageId } = request.params as { messageId: string };
    const message = await findOwnMessage(db, request.user!.id, messageId);
    if (!message) throw new AppError('NOT_FOUND', 'This message was not found.');
    return message;
  };

  app.post(
    '/api/messages/:messageId/regenerate',
    { preHandler: requireUser, schema: { params: messageIdParams, body: regenerateSchema } },
    async (request) => {
      const message = await ownMessage(request);
      const { option } = request.body as { option: RegenerateOption };
      const row = await actions.regenerate({
        userId: request.user!.id,
        message,
        option,
        userKey: userKeyOf(request),
      });
      return { message: presentMessage(row) };
    },
  );

  app.post(
    '/api/messages/:messageId/version',
    { preHandler: requireUser, schema: { params: messageIdParams, body: selectVersionSchema } },
    async (request) => {
      const message = await ownMessage(request);
      const { index } = request.body as { index: number };
      return { message: presentMessage(await actions.selectVersion(request.user!.id, message, index)) };
    },
  );

  app.post(
    '/api/messages/:messageId/edit',
    { preHandler: requireUser, schema: { params: messageIdParams, body: editMessageSchema } },
    async (request) => {
      const message = await ownMessage(request);
      const { content } = request.body as { content: string };
      const result = await actions.edit({
        userId: request.user!.id,
        message,
        content,
        userKey: userKeyOf(request),
      });
      return {
        userMessage: presentMessage(result.userMessage),
        assistantMessage: result.assistantMessage ? presentMessage(result.assistantMessage) : null,
      };
    },
  );

  app.post(
    '/api/messages/:messageId/feedback',
    { preHandler: requireUser, schema: { params: messageIdParams, body: feedbackSchema } },
    async (request) => {
      const message = await ownMessage(request);
      const row = await actions.feedback(request.user!.id, message, request.body as FeedbackRequest);
      return { message: presentMessage(row) };
    },
  );

  app.post(
    '/api/messages/:messageId/convert',
    { preHandler: requireUser, schema: { params: messageIdParams } },
    async (request) => {
      const message = await ownMessage(request);
      const row = await actions.convert({ userId: request.user!.id, message, userKey: userKeyOf(request) });
      return { message: presentMessage(row) };
    },
  );
}
