import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LIMITS } from '@shared/constants';
import { contentHash, sanitizeInput } from '@shared/chat/input';
import type { Usage, UserEvent } from '@shared/contracts/chat';
import type { ModelMessage, RecipeModel } from '../../ai/model';
import type { ModelResolver } from '../../ai/model-registry';
import { composeTitle } from '../../ai/offline-composer';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { RealtimeBus } from '../../realtime/bus';
import {
  activeReplyInChat,
  createChat,
  findOwnChat,
  insertMessages,
  listMessages,
  type MessageRow,
  recentDuplicate,
  restartMessage,
  setChatTitle,
  touchChat,
} from './chat.queries';
import type { GenerationManager, LiveGeneration } from './generation-manager';
import { publishUserEvent } from '../../realtime/user-channel';
import { limitMessage, refundUserGeneration, reserveUserGeneration } from './usage';
import { resolveModelOrNotReady } from './resolve-model';

const HISTORY_MESSAGES = 20;

export interface ChatServiceDeps {
  db: Db;
  bus: RealtimeBus;
  log: FastifyBaseLogger;
  models: ModelResolver;
  manager: GenerationManager;
  freeGenerations: number;
}

/** Cleans a message and refuses the empty ones (chat-assistant.md §5 Sending and Input). */
export function cleanMessage(raw: string): string {
  const content = sanitizeInput(raw);
  if (!content) throw new AppError('VALIDATION_ERROR', 'Type a message before sending.');
  return content;
}

export function historyOf(rows: MessageRow[]): ModelMessage[] {
  return rows
    .filter((m) => m.content.trim() && (m.role === 'user' || m.status === 'complete'))
    .slice(-HISTORY_MESSAGES)
    .map((m) => ({ role: m.role, content: m.content }));
}

export class ChatService {
  constructor(private readonly deps: ChatServiceDeps) {}

  private publishUserEvent(userId: string, event: UserEvent) {
    return publishUserEvent(this.deps.bus, this.deps.log, userId, event);
  }

  resolveModel(userKey?: string): Promise<RecipeModel> {
    return resolveModelOrNotReady(this.deps.models, this.deps.log, userKey);
  }

  /**
   * Sends a message in a chat (a new one when chatId is null): stores the user's message and an
   * empty assistant reply, counts the generation, and starts writing the reply in the background.
   */
  async send(params: { userId: string; chatId: string | null; content: string; userKey?: string }) {
    const { db, manager } = this.deps;
    const content = cleanMessage(params.content);
    const hash = contentHash(content);
    let chat = params.chatId ? await findOwnChat(db, params.userId, params.chatId) : undefined;
    if (params.chatId && !chat) throw new AppError('NOT_FOUND', 'This chat was not found.');
    if (chat) {
      if (await activeReplyInChat(db, chat.id))
        throw new AppError('CONFLICT', 'A reply is still being written. Wait for it or stop it first.');
      if (await recentDuplicate(db, chat.id, hash, LIMITS.duplicateHashWindowMs)) {
        throw new AppError('DUPLICATE', 'This message was just sent; it was not sent again.');
      }
    }
    const model = await this.resolveModel(params.userKey);
    let usage: Usage | undefined;
    const counted = !params.userKey;
    if (counted) {
      const reservation = await reserveUserGeneration(db, params.userId, this.deps.freeGenerations);
      if (!reservation.allowed)
        throw new AppError('LIMIT_REACHED', limitMessage(this.deps.freeGenerations, false));
      usage = reservation.usage;
    }

    const isNew = !chat;
    chat ??= await createChat(db, { id: randomUUID(), userId: params.userId, title: composeTitle(content) });
    const now = Date.now();
    const [userMessage, assistantMessage] = await insertMessages(db, [
      {
        id: randomUUID(),
        chatId: chat.id,
        userId: params.userId,
        role: 'user',
        content,
        contentHash: hash,
        createdAt: new Date(now),
      },
      {
        id: randomUUID(),
        chatId: chat.id,
        userId: params.userId,
        role: 'assistant',
        status: 'streaming',
        leaseExpiresAt: new Date(now + manager.leaseMs),
        createdAt: new Date(now + 1),
      },
    ]);
    const history = historyOf(await listMessages(db, chat.id));
    const generation = this.startGeneration(
      params.userId,
      chat.id,
      assistantMessage!.id,
      history,
      model,
      counted,
    );
    if (isNew) {
      void this.publishUserEvent(params.userId, { type: 'chat.created', chatId: chat.id });
      void this.titleChat(params.userId, chat.id, content, model);
    } else {
      await touchChat(db, chat.id);
      void this.publishUserEvent(params.userId, { type: 'chat.updated', chatId: chat.id });
    }
    return { chat, userMessage: userMessage!, assistantMessage: assistantMessage!, generation, usage };
  }

  /** Writes an interrupted, failed or stopped reply again. */
  async retry(params: { userId: string; message: MessageRow; userKey?: string }) {
    const { db, manager } = this.deps;
    if (params.message.role !== 'assistant')
      throw new AppError('BAD_REQUEST', 'Only a reply can be retried.');
    if (await activeReplyInChat(db, params.message.chatId))
      throw new AppError('CONFLICT', 'A reply is still being written.');
    const model = await this.resolveModel(params.userKey);
    const counted = !params.userKey;
    if (counted) {
      const reservation = await reserveUserGeneration(db, params.userId, this.deps.freeGenerations);
      if (!reservation.allowed)
        throw new AppError('LIMIT_REACHED', limitMessage(this.deps.freeGenerations, false));
    }
    const restarted = await restartMessage(db, params.message.id, manager.leaseMs);
    if (!restarted)
      throw new AppError(
        'CONFLICT',
        'This reply is not interrupted or failed, so there is nothing to retry.',
      );
    const rows = await listMessages(db, params.message.chatId);
    const history = historyOf(
      rows.slice(
        0,
        rows.findIndex((m) => m.id === params.message.id),
      ),
    );
    const generation = this.startGeneration(
      params.userId,
      params.message.chatId,
      params.message.id,
      history,
      model,
      counted,
    );
    return { message: restarted, generation };
  }

  private startGeneration(
    userId: string,
    chatId: string,
    messageId: string,
    history: ModelMessage[],
    model: RecipeModel,
    counted: boolean,
  ): LiveGeneration {
    const generation = this.deps.manager.start({ messageId, chatId, history, model });
    void generation.finished
      .then(async (outcome) => {
        // A reply that failed or never started is not charged to the allowance.
        if (counted && (outcome.status === 'error' || outcome.status === 'interrupted'))
          await refundUserGeneration(this.deps.db, userId);
        await touchChat(this.deps.db, chatId);
      })
      .catch((error) => this.deps.log.error({ err: error }, 'after-generation bookkeeping failed'));
    return generation;
  }

  private async titleChat(userId: string, chatId: string, firstMessage: string, model: RecipeModel) {
    try {
      const title = (await model.title(firstMessage, AbortSignal.timeout(20_000))).trim();
      if (!title) return;
      await setChatTitle(this.deps.db, chatId, title.slice(0, 80));
      await this.publishUserEvent(userId, { type: 'chat.updated', chatId });
    } catch (error) {
      this.deps.log.warn({ err: error, chatId }, 'chat title not generated; keeping the first words');
    }
  }
}
