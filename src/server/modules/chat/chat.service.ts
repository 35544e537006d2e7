import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LIMITS } from '@shared/constants';
import { contentHash, sanitizeInput } from '@shared/chat/input';
import type { MessageStatus, UserEvent } from '@shared/contracts/chat';
import type { Language } from '@shared/preference-options';
import type { ModelMessage, RecipeModel } from '../../ai/model';
import type { ModelResolver, OwnModelSettings } from '../../ai/model-registry';
import { composeTitle } from '../../ai/offline-composer';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { RealtimeBus } from '../../realtime/bus';
import type { FileStorage } from '../../storage/storage';
import {
  type AttachmentRow,
  claimAttachments,
  findUnsentAttachments,
  presentAttachment,
} from './attachments/attachments.queries';
import { modelHistory } from './attachments/model-input';
import { attachmentPolicy } from './chat.policy';
import {
  activeReplyInChat,
  type ChatRow,
  createChat,
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
import { type Allowance, refundReply } from '../billing';
import { resolveModelOrNotReady } from './resolve-model';
import { replyLanguageOf } from './reply-language';

export interface ChatServiceDeps {
  db: Db;
  bus: RealtimeBus;
  log: FastifyBaseLogger;
  models: ModelResolver;
  manager: GenerationManager;
  storage: FileStorage;
  allowance: Allowance;
}

/**
 * Cleans a message and refuses the empty ones (chat-assistant.md §5: sending needs non-blank
 * text or at least one attachment).
 */
export function cleanMessage(raw: string, options: { hasAttachments?: boolean } = {}): string {
  const content = sanitizeInput(raw);
  if (!content && !options.hasAttachments) throw new AppError('chat.emptyMessage');
  return content;
}

/** What a chat is called before the model names it: its first words, or its first file. */
const provisionalTitle = (content: string, attachments: AttachmentRow[]) =>
  content ? composeTitle(content) : (attachments[0]?.name ?? 'New Chat').slice(0, 80);

/** What Retry may write again (restartMessage's states). */
const RETRYABLE = new Set<MessageStatus>(['interrupted', 'error', 'cancelled']);

export class ChatService {
  constructor(private readonly deps: ChatServiceDeps) {}

  private publishUserEvent(userId: string, event: UserEvent) {
    return publishUserEvent(this.deps.bus, this.deps.log, userId, event);
  }

  /** The model's input for a stored conversation, files included. */
  history(rows: MessageRow[]): Promise<ModelMessage[]> {
    return modelHistory(this.deps.db, this.deps.storage, rows);
  }

  /** One generation from the allowance, or none when it runs on the user's own key. */
  private charge(userId: string, model: RecipeModel) {
    return this.deps.allowance.reserve({ userId, ownKey: model.ownKey });
  }

  resolveModel(own?: OwnModelSettings): Promise<RecipeModel> {
    return resolveModelOrNotReady(this.deps.models, this.deps.log, own);
  }

  /**
   * Sends a message in a chat (a new one when chatId is null): stores the user's message and an
   * empty assistant reply, counts the generation, and starts writing the reply in the background.
   */
  async send(params: {
    userId: string;
    /** The chat to send in, already authorized; undefined starts a new one. */
    chat: ChatRow | undefined;
    content: string;
    attachmentIds?: string[];
    /** The user's own model, when they have one (used instead of the server's, counted nothing). */
    ownModel?: OwnModelSettings;
    /** The sender's interface language: the reply's language unless the prompt is clearly in another. */
    interfaceLanguage?: Language;
  }) {
    const { db } = this.deps;
    const attachmentIds = [...new Set(params.attachmentIds ?? [])];
    const content = cleanMessage(params.content, { hasAttachments: attachmentIds.length > 0 });
    const hash = contentHash(content);
    let { chat } = params;
    if (chat) {
      if (await activeReplyInChat(db, chat.id)) throw new AppError('chat.replyInProgress');
      // The same words with other files are a new question, so only a text-only message counts.
      if (
        attachmentIds.length === 0 &&
        (await recentDuplicate(db, chat.id, hash, LIMITS.duplicateHashWindowMs))
      ) {
        throw new AppError('chat.duplicateSend');
      }
    }
    const attachments = await findUnsentAttachments(db, attachmentIds);
    const sender = { id: params.userId };
    if (
      attachments.length !== attachmentIds.length ||
      !attachments.every((file) => attachmentPolicy.can(sender, 'attach', file))
    )
      throw new AppError('attachment.notFound');
    attachments.sort((a, b) => attachmentIds.indexOf(a.id) - attachmentIds.indexOf(b.id));
    const model = await this.resolveModel(params.ownModel);
    const charge = await this.charge(params.userId, model);
    const { usage, chargedMonth } = charge;

    const isNew = !chat;
    let stored: { chat: ChatRow; userMessage: MessageRow; assistantMessage: MessageRow };
    try {
      const { userId } = params;
      stored = await this.storeExchange({ userId, chat, content, hash, attachments, chargedMonth });
    } catch (error) {
      await charge.refund();
      throw error;
    }
    chat = stored.chat;
    const { userMessage, assistantMessage } = stored;
    const rows = await listMessages(db, chat.id);
    const history = await this.history(rows);
    const language = replyLanguageOf(rows, params.interfaceLanguage ?? 'en');
    const generation = this.startGeneration(
      chat.id,
      assistantMessage.id,
      history,
      model,
      language,
      params.userId,
    );
    if (isNew) {
      void this.publishUserEvent(params.userId, { type: 'chat.created', chatId: chat.id });
      void this.titleChat(params.userId, chat.id, content || provisionalTitle(content, attachments), model);
    } else {
      await touchChat(db, chat.id);
      void this.publishUserEvent(params.userId, { type: 'chat.updated', chatId: chat.id });
    }
    return { chat, userMessage, assistantMessage, generation, usage };
  }

  /**
   * The chat (when new), the user's message with its attachments and the empty reply, in one
   * transaction: a file claimed by another send in the meantime undoes all of it.
   */
  private storeExchange(params: {
    userId: string;
    chat: ChatRow | undefined;
    content: string;
    hash: string;
    attachments: AttachmentRow[];
    chargedMonth: string | null;
  }) {
    const { userId, content, hash, attachments, chargedMonth } = params;
    const leaseMs = this.deps.manager.leaseMs;
    return this.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const chat =
        params.chat ??
        (await createChat(tx, { id: randomUUID(), userId, title: provisionalTitle(content, attachments) }));
      const now = Date.now();
      const userMessageId = randomUUID();
      const [userMessage, assistantMessage] = await insertMessages(tx, [
        {
          id: userMessageId,
          chatId: chat.id,
          userId,
          role: 'user',
          content,
          contentHash: hash,
          attachments: attachments.map(presentAttachment),
          createdAt: new Date(now),
        },
        {
          id: randomUUID(),
          chatId: chat.id,
          userId,
          role: 'assistant',
          status: 'streaming',
          leaseExpiresAt: new Date(now + leaseMs),
          chargedMonth,
          createdAt: new Date(now + 1),
        },
      ]);
      const claimed = await claimAttachments(tx, {
        ids: attachments.map((a) => a.id),
        chatId: chat.id,
        messageId: userMessageId,
      });
      if (claimed.length !== attachments.length) throw new AppError('attachment.alreadySent');
      return { chat, userMessage: userMessage!, assistantMessage: assistantMessage! };
    });
  }

  /** Writes an interrupted, failed or stopped reply again. */
  async retry(params: {
    userId: string;
    message: MessageRow;
    ownModel?: OwnModelSettings;
    interfaceLanguage?: Language;
  }) {
    const { db, manager } = this.deps;
    if (params.message.role !== 'assistant') throw new AppError('chat.onlyReplyRetried');
    if (await activeReplyInChat(db, params.message.chatId)) throw new AppError('chat.replyStillWriting');
    // Before anything is taken from the allowance: a finished reply has nothing to retry.
    if (!RETRYABLE.has(params.message.status)) throw new AppError('chat.nothingToRetry');
    const model = await this.resolveModel(params.ownModel);
    const charge = await this.charge(params.userId, model);
    const restarted = await restartMessage(db, params.message.id, manager.leaseMs, charge.chargedMonth);
    if (!restarted) {
      // Another request restarted or finished it meanwhile: this one starts nothing.
      await charge.refund();
      throw new AppError('chat.nothingToRetry');
    }
    const rows = await listMessages(db, params.message.chatId);
    const before = rows.slice(
      0,
      rows.findIndex((m) => m.id === params.message.id),
    );
    const history = await this.history(before);
    const language = replyLanguageOf(before, params.interfaceLanguage ?? 'en');
    const generation = this.startGeneration(
      params.message.chatId,
      params.message.id,
      history,
      model,
      language,
      params.userId,
    );
    return { message: restarted, generation };
  }

  private startGeneration(
    chatId: string,
    messageId: string,
    history: ModelMessage[],
    model: RecipeModel,
    language: Language,
    userId: string,
  ): LiveGeneration {
    const generation = this.deps.manager.start({
      messageId,
      chatId,
      history,
      model,
      language,
      metrics: { source: 'chat', userId },
    });
    void generation.finished
      .then(async (outcome) => {
        // A reply that failed or never started is not charged to the allowance.
        if (outcome.status === 'error' || outcome.status === 'interrupted')
          await refundReply(this.deps.db, messageId);
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
