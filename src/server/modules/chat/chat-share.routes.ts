import type { FastifyInstance, FastifyReply } from 'fastify';
import { CHAT_HISTORY_LIMIT, SHARE_MESSAGES, type SharedChatResponse } from '@shared/contracts/chat-share';
import { chatShareEndpoints } from '@shared/contracts/endpoints/chat-share';
import type { ApiError } from '@shared/contracts/errors';
import { endpointRoutes } from '../../http/endpoint-routes';
import { findLiveShare, listChatHistory, readSharedChat, revokeShares, shareChat } from './chat-share.queries';
import { ownChatOrNotFound } from './own-chat-or-message';

/**
 * Sharing a chat by link (platform.md §2 Shared chat page, §7 sharechat / getsharedchat) and the
 * chat history page's list (shared/contracts/endpoints/chat-share.ts). Only the owner shares or
 * revokes; anyone with a live link reads the chat's finished messages, and nothing else (no user
 * ids, no e-mail, no other chat).
 */
export async function chatShareRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const route = endpointRoutes(app);

  route(chatShareEndpoints.state, async ({ user, params: { chatId } }) => {
    await ownChatOrNotFound(db, user.id, chatId);
    return { shareId: await findLiveShare(db, chatId) };
  });

  route(chatShareEndpoints.share, async ({ user, params: { chatId } }) => {
    await ownChatOrNotFound(db, user.id, chatId);
    return { shareId: await shareChat(db, user.id, chatId) };
  });

  route(chatShareEndpoints.revoke, async ({ user, params: { chatId } }) => {
    await ownChatOrNotFound(db, user.id, chatId);
    await revokeShares(db, chatId);
  });

  /** The spec's response shape, with the house's { code, message } beside it on failures. */
  const failure = (
    reply: FastifyReply,
    status: number,
    code: ApiError['code'],
    error: string,
  ): SharedChatResponse & ApiError => {
    reply.status(status);
    return { code, message: error, success: false, title: '', messages: [], error };
  };

  // An empty id reaches this route too (GET /api/shares/): the router matches it with ''.
  route(chatShareEndpoints.read, async ({ reply, params }) => {
    reply.header('cache-control', 'no-store');
    const shareId = params.shareId.trim();
    if (!shareId) return failure(reply, 400, 'BAD_REQUEST', SHARE_MESSAGES.missing);
    if (shareId.length > 64 || !/^[A-Za-z0-9_-]+$/.test(shareId))
      return failure(reply, 404, 'NOT_FOUND', SHARE_MESSAGES.notFound);
    const shared = await readSharedChat(db, shareId);
    if (shared.kind === 'unknown') return failure(reply, 404, 'NOT_FOUND', SHARE_MESSAGES.notFound);
    // The owner withdrew the link: the chat exists, but this reader may no longer see it.
    if (shared.kind === 'revoked') return failure(reply, 403, 'FORBIDDEN', SHARE_MESSAGES.forbidden);
    return {
      success: true,
      title: shared.title,
      messages: shared.messages.map((m) => ({
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
