import type { FastifyInstance } from 'fastify';
import { chatActionEndpoints } from '@shared/contracts/endpoints/chat-actions';
import { createModelResolver } from '../../ai/model-registry';
import { endpointRoutes } from '../../http/endpoint-routes';
import { ChatActionsService } from './chat-actions.service';
import { presentMessage } from './chat.presenter';
import type { ServerModuleContext } from '../module';
import { findMessage } from './chat.queries';
import { messagePolicy } from './chat.policy';
import { ownModelOf } from '../ai-key';
import { interfaceLanguageOf } from './reply-language';
import { recordServerAction } from '../metrics';

/**
 * Per-message actions of signed-in chats (chat-assistant.md §2, §4; shared/contracts/endpoints/
 * chat-actions.ts): regenerate, switch version, edit, feedback, convert. Anonymous chats do these
 * in the browser. Another user's message answers 404 like one that does not exist.
 */
export async function chatActionsRoutes(
  app: FastifyInstance,
  options: Pick<ServerModuleContext, 'generations' | 'metrics'>,
): Promise<void> {
  // The user's later actions on a reply, recorded here where they happen (issue 22 §1).
  const recordAction = (
    messageId: string,
    userId: string,
    action: Parameters<typeof recordServerAction>[1]['action'],
  ) => recordServerAction(options.metrics, { messageId, userId, action });
  const { db } = app.deps.database;
  const { env } = app.deps;
  const route = endpointRoutes(app);
  const actions = new ChatActionsService({
    db,
    log: app.log,
    models: createModelResolver(env),
    manager: options.generations,
    storage: app.storage,
    allowance: app.allowance,
  });

  route(chatActionEndpoints.regenerate, async ({ request, user, params, body }) => {
    const message = messagePolicy.authorize(user, 'regenerate', await findMessage(db, params.messageId));
    const row = await actions.regenerate({
      userId: user.id,
      message,
      option: body.option,
      ownModel: await ownModelOf(app, request, user.id),
      interfaceLanguage: await interfaceLanguageOf(db, request, user.id),
    });
    recordAction(message.id, user.id, 'regenerate');
    return { message: presentMessage(row) };
  });

  route(chatActionEndpoints.selectVersion, async ({ user, params, body }) => {
    const message = messagePolicy.authorize(user, 'switchVersion', await findMessage(db, params.messageId));
    return { message: presentMessage(await actions.selectVersion(message, body.index)) };
  });

  route(chatActionEndpoints.edit, async ({ request, user, params, body }) => {
    const message = messagePolicy.authorize(user, 'edit', await findMessage(db, params.messageId));
    const result = await actions.edit({
      userId: user.id,
      message,
      content: body.content,
      ownModel: await ownModelOf(app, request, user.id),
      interfaceLanguage: await interfaceLanguageOf(db, request, user.id),
    });
    // An edit is an action on the reply it writes again.
    if (result.assistantMessage) recordAction(result.assistantMessage.id, user.id, 'edit');
    return {
      userMessage: presentMessage(result.userMessage),
      assistantMessage: result.assistantMessage ? presentMessage(result.assistantMessage) : null,
    };
  });

  route(chatActionEndpoints.feedback, async ({ user, params, body }) => {
    const message = messagePolicy.authorize(user, 'rate', await findMessage(db, params.messageId));
    const row = await actions.feedback(message, body);
    // Counted once per change of mind, not per repeated click.
    if (message.feedback !== body.feedback)
      recordAction(message.id, user.id, body.feedback === 'positive' ? 'feedback_good' : 'feedback_bad');
    return { message: presentMessage(row) };
  });

  route(chatActionEndpoints.convert, async ({ request, user, params }) => {
    const message = messagePolicy.authorize(user, 'convert', await findMessage(db, params.messageId));
    const row = await actions.convert({ message, ownModel: await ownModelOf(app, request, user.id) });
    recordAction(message.id, user.id, 'convert');
    return { message: presentMessage(row) };
  });
}
