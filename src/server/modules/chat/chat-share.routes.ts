import type { FastifyInstance, FastifyReply } from 'fastify';
import { chatIdParams } from '@shared/contracts/chat';
import {
  CHAT_HISTORY_LIMIT,
  type ChatHistoryItem,
  type ChatShareState,
  SHARE_MESSAGES,
  type SharedChatResponse,
} from '@shared/contracts/chat-share';
import { guards } from '../../auth/guards';
import { AppError } from '../../http/app-error';
import {
  findLiveShare,
  listChatHistory,
  readSharedChat,
  revokeShares,
  shareChat,
} from './chat-share.queries';
import { findOwnChat } from './chat.queries';

const NOT_FOUND = 'This chat was not found.';

/**
 * Sharing a chat by link (platform.md §2 Shared chat page, §7 sharechat / getsharedchat) and the
 * chat history page's list. Only the owner shares or revokes; anyone with a live link reads the
 * chat's finished messages, and nothing else (no user ids, no e-mail, no other chat).
 */
export async function chatShareRoutes(app: FastifyInstance): Promise<void> {
  const { requireUser, requireVerified } = guards(app);
  const { db } = app.deps.database;

  const ownChat = async (userId: string, chatId: string) => {
    const chat = await findOwnChat(db, userId, chatId);
    if (!chat) throw new AppError('NOT_FOUND', NOT_FOUND);
    return chat;
  };

  app.get(
    '/api/chats/:chatId/share',
    { preHandler: requireUser, schema: { params: chatIdParams } },
    async (request) => {
      const { chatId } = request.params as { chatId: string };
      await ownChat(request.user!.id, chatId);
      return { shareId: await findLiveShare(db, chatId) } satisfies ChatShareState;
    },
  );

  app.post(
    '/api/chats/:chatId/share',
    { preHandler: requireUser, schema: { params: chatIdParams } },
    async (request) => {
      const { chatId } = request.params as { chatId: string };
      await ownChat(request.user!.id, chatId);
      return { shareId: await shareChat(db, request.user!.id, chatId) } satisfies ChatShareState;
    },
  );

  app.delete(
    '/api/chats/:chatId/share',
    { preHandler: requireUser, schema: { params: chatIdParams } },
    async (request, reply) => {
      const { chatId } = request.params as { chatId: string };
      await ownChat(request.user!.id, chatId);
      await revokeShares(db, chatId);
      return reply.status(204).send();
    },
  );

  /** The spec's response shape, with the house's { code, message } beside it on failures. */
  const failure = (reply: FastifyReply, status: number, code: string, error: string) =>
    reply.status(status).send({ code, message: error, success: false, title: '', messages: [], error });

  app.get('/api/shares/:shareId', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const shareId = String((request.params as { shareId?: string }).shareId ?? '').trim();
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
        sender: m.role === 'user' ? 'user' : 'other',
        text: m.content,
        timestamp: m.createdAt.toISOString(),
        attachments: m.attachments,
      })),
      error: null,
    } satisfies SharedChatResponse;
  });
  app.get('/api/shares/', async (_request, reply) =>
    failure(reply, 400, 'BAD_REQUEST', SHARE_MESSAGES.missing),
  );

  app.get('/api/chat-history', { preHandler: requireVerified }, async (request) => {
    const rows = await listChatHistory(db, request.user!.id, CHAT_HISTORY_LIMIT);
    const chats: ChatHistoryItem[] = rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
    return { chats };
  });
}
