import type { FastifyInstance, FastifyReply } from 'fastify';
import { CHAT_HISTORY_LIMIT, type SharedChatResponse } from '@shared/contracts/chat-share';
import { chatShareEndpoints } from '@shared/contracts/endpoints/chat-share';
import type { ApiError } from '@shared/contracts/errors';
import type { SessionUser } from '../../auth/guards';
import { AppError } from '../../http/app-error';
import { endpointRoutes } from '../../http/endpoint-routes';
import { appErrorBody } from '../../http/error-handler';
import {
  findLiveShare,
  findShare,
  listChatHistory,
  listSharedMessages,
  revokeShares,
  shareChat,
} from './chat-share.queries';
import { findChat } from './chat.queries';
import { chatPolicy, sharePolicy } from './chat.policy';
import { latestReplyId, recordServerAction } from '../metrics';
import type { ServerModuleContext } from '../module';

/**
 * Sharing a chat by link (platform.md §2 Shared chat page, §7 sharechat / getsharedchat) and the
 * chat history page's list (shared/contracts/endpoints/chat-share.ts). Only the owner shares or
 * revokes; anyone with a live link reads the chat's finished messages, and nothing else (no user
 * ids, no e-mail, no other chat).
 */
export async function chatShareRoutes(
  app: FastifyInstance,
  context: Pick<ServerModuleContext, 'metrics'>,
): Promise<void> {
  const { db } = app.deps.database;
  const route = endpointRoutes(app);

  /** Only the owner sees, makes or revokes a chat's link. */
  const authorizeSharing = async (user: SessionUser, chatId: string) =>
    chatPolicy.authorize(user, 'share', await findChat(db, chatId));

  route(chatShareEndpoints.state, async ({ user, params: { chatId } }) => {
    await authorizeSharing(user, chatId);
    return { shareId: await findLiveShare(db, chatId) };
  });

  route(chatShareEndpoints.share, async ({ user, params: { chatId } }) => {
    await authorizeSharing(user, chatId);
    const shareId = await shareChat(db, user.id, chatId);
    // A share is a later action on the chat's latest reply (issue 22 §1).
    const reply = await latestReplyId(db, chatId);
    if (reply) recordServerAction(context.metrics, { messageId: reply, userId: user.id, action: 'share' });
    return { shareId };
  });

  route(chatShareEndpoints.revoke, async ({ user, params: { chatId } }) => {
    await authorizeSharing(user, chatId);
    await revokeShares(db, chatId);
  });

  /** The spec's response shape, with the house's { code, message, key } beside it on failures. */
  const failure = (reply: FastifyReply, refusal: AppError): SharedChatResponse & ApiError => {
    reply.status(refusal.status);
    const body = appErrorBody(refusal);
    return { ...body, success: false, title: '', messages: [], error: body.message };
  };

  // An empty id reaches this route too (GET /api/shares/): the router matches it with ''.
  route(chatShareEndpoints.read, async ({ reply, user, params }) => {
    reply.header('cache-control', 'no-store');
    const shareId = params.shareId.trim();
    if (!shareId) return failure(reply, new AppError('share.missing'));
    if (shareId.length > 64 || !/^[A-Za-z0-9_-]+$/.test(shareId))
      return failure(reply, new AppError('share.notFound'));
    const share = await findShare(db, shareId);
    if (!share) return failure(reply, new AppError('share.notFound'));
    // The owner withdrew the link: the chat exists, but this reader may no longer see it.
    if (!sharePolicy.can(user, 'read', share)) return failure(reply, new AppError('share.forbidden'));
    const messages = await listSharedMessages(db, share.chatId);
    return {
      success: true,
      title: share.title,
      messages: messages.map((m) => ({
        id: m.id,
        sender: m.role === 'user' ? ('user' as const) : ('other' as const),
        text: m.content,
        timestamp: m.createdAt.toISOString(),
        attachments: m.attachments,
      })),
      error: null,
    };
  });

  route(chatShareEndpoints.history, async ({ user }) => {
    const rows = await listChatHistory(db, user.id, CHAT_HISTORY_LIMIT);
    const chats = rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
    return { chats };
  });
}
