import type { FastifyBaseLogger } from 'fastify';
import type { CodeFormat, FeedbackRequest, RegenerateOption } from '@shared/contracts/chat-actions';
import type { Language } from '@shared/preference-options';
import { convertRecipe } from '@shared/recipe/convert-recipe';
import { isRecipeLike } from '@shared/recipe/parse-recipe';
import type { ModelResolver, OwnModelSettings } from '../../ai/model-registry';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../storage/storage';
import { AppError } from '../../http/app-error';
import {
  addUserVersion,
  dropLastUserVersion,
  rollBackRegeneration,
  selectVersion,
  setFeedback,
  startRegeneration,
  storeConversion,
} from './chat-actions.queries';
import { activeReplyInChat, listMessages, type MessageRow, restartMessage, touchChat } from './chat.queries';
import { cleanMessage } from './chat.service';
import { modelHistory } from './attachments/model-input';
import { writeCodeWithModel } from './code-writer';
import type { GenerationManager } from './generation-manager';
import { regenerationHistory } from '@shared/chat/regenerate';
import { resolveModelOrNotReady } from './resolve-model';
import { type Allowance, refundReply } from '../billing';
import { replyLanguageOf } from './reply-language';

export interface ChatActionsDeps {
  db: Db;
  log: FastifyBaseLogger;
  models: ModelResolver;
  manager: GenerationManager;
  storage: FileStorage;
  allowance: Allowance;
}

/**
 * Regenerate, switch versions, edit, rate and convert (chat-assistant.md §4). The message passed
 * in has been authorized by messagePolicy; each write names the states it may change from.
 */
export class ChatActionsService {
  constructor(private readonly deps: ChatActionsDeps) {}

  /** Streams a new version of an assistant reply into the same message. */
  async regenerate(params: {
    userId: string;
    message: MessageRow;
    option: RegenerateOption;
    ownModel?: OwnModelSettings;
    /** For an edit: a reply that failed or was cut off is written again in place, like Retry. */
    restartUnfinished?: boolean;
    /** The user's interface language: the reply's language unless their prompt is clearly in another. */
    interfaceLanguage?: Language;
  }): Promise<MessageRow> {
    const { db, manager, log } = this.deps;
    const { message, userId } = params;
    if (message.role !== 'assistant') throw new AppError('chat.onlyReplyRegenerated');
    if (await activeReplyInChat(db, message.chatId)) throw new AppError('chat.replyInProgress');
    const rows = await listMessages(db, message.chatId);
    const at = rows.findIndex((m) => m.id === message.id);
    const history = await modelHistory(db, this.deps.storage, rows.slice(0, at));
    if (history.at(-1)?.role !== 'user') throw new AppError('chat.noQuestionToAnswer');

    const previousIndex = message.currentResponseIndex;
    const unfinished =
      params.restartUnfinished && (message.status === 'error' || message.status === 'interrupted');
    const refusal = new AppError(
      message.status === 'streaming' ? 'chat.replyInProgress' : 'chat.unfinishedUseRetry',
    );
    // Before anything is taken from the allowance (startRegeneration's states).
    if (!unfinished && message.status !== 'complete' && message.status !== 'cancelled') throw refusal;

    const model = await resolveModelOrNotReady(this.deps.models, log, params.ownModel);
    const charge = await this.deps.allowance.reserve({ userId, ownKey: model.ownKey });
    const { chargedMonth } = charge;
    const started = unfinished
      ? await restartMessage(db, message.id, manager.leaseMs, chargedMonth)
      : await startRegeneration(db, message.id, manager.leaseMs, chargedMonth);
    if (!started) {
      // It changed meanwhile (another request started it): this one starts nothing.
      await charge.refund();
      throw refusal;
    }
    const generation = manager.start({
      messageId: message.id,
      chatId: message.chatId,
      history: regenerationHistory(history, params.option, message.content),
      model,
      metrics: { source: 'regenerate', userId },
      // From the conversation as written: the option's instruction added above is English.
      language: replyLanguageOf(rows.slice(0, at), params.interfaceLanguage ?? 'en'),
      ...(unfinished ? {} : { failureKey: 'generation.regenerationFailed' as const }),
      afterStore: async (status) => {
        if (unfinished) return;
        // A failed or lost regeneration keeps the earlier versions and shows the one seen before.
        if (status === 'error' || status === 'interrupted')
          await rollBackRegeneration(db, message.id, previousIndex, 'generation.regenerationFailed');
      },
    });
    void generation.finished
      .then(async (outcome) => {
        if (outcome.status === 'error' || outcome.status === 'interrupted') await refundReply(db, message.id);
        await touchChat(db, message.chatId);
      })
      .catch((error) => log.error({ err: error }, 'after-regeneration bookkeeping failed'));
    return started;
  }

  async selectVersion(message: MessageRow, index: number): Promise<MessageRow> {
    const count = Math.max(message.responseVersions.length, 1);
    if (index >= count) throw new AppError('chat.noSuchVersion', { version: index + 1, count });
    if (message.responseVersions.length === 0) return message;
    const row = await selectVersion(this.deps.db, message.id, index);
    if (!row) throw new AppError('chat.versionWhileWriting');
    return row;
  }

  /** Saves an edited user message as a new version and answers it again. */
  async edit(params: {
    userId: string;
    message: MessageRow;
    content: string;
    ownModel?: OwnModelSettings;
    interfaceLanguage?: Language;
  }) {
    const { db } = this.deps;
    const { message, userId } = params;
    if (message.role !== 'user') throw new AppError('chat.onlyOwnMessagesEdited');
    const content = cleanMessage(params.content, { hasAttachments: message.attachments.length > 0 });
    if (await activeReplyInChat(db, message.chatId)) throw new AppError('chat.replyInProgress');
    const rows = await listMessages(db, message.chatId);
    const reply = rows
      .slice(rows.findIndex((m) => m.id === message.id) + 1)
      .find((m) => m.role === 'assistant');
    const edited = await addUserVersion(db, message.id, content);
    if (!edited) throw new AppError('chat.messageNotFound');
    let assistant: MessageRow | null = null;
    if (reply)
      try {
        assistant = await this.regenerate({
          userId,
          message: reply,
          option: 'default',
          ownModel: params.ownModel,
          restartUnfinished: true,
          interfaceLanguage: params.interfaceLanguage,
        });
      } catch (error) {
        await dropLastUserVersion(db, message.id);
        throw error;
      }
    return { userMessage: edited, assistantMessage: assistant };
  }

  async feedback(message: MessageRow, body: FeedbackRequest): Promise<MessageRow> {
    if (message.role !== 'assistant') throw new AppError('chat.onlyReplyRated');
    const comment = body.feedback === 'negative' ? body.comment?.trim() || null : null;
    const row = await setFeedback(this.deps.db, message.id, {
      feedback: body.feedback,
      reason: body.feedback === 'negative' ? body.reason : null,
      comment,
    });
    if (!row) throw new AppError('chat.rateWhenWritten');
    return row;
  }

  /**
   * Converts the shown version to code: structural formats from the parsed recipe; Python and
   * TypeScript by the model when one is configured, the deterministic ones when it fails.
   */
  async convert(params: { message: MessageRow; ownModel?: OwnModelSettings }): Promise<MessageRow> {
    const { message } = params;
    if (message.role !== 'assistant' || message.status !== 'complete' || !isRecipeLike(message.content))
      throw new AppError('chat.onlyRecipeConverted');
    const code: Record<CodeFormat, string> | null = convertRecipe(message.content);
    if (!code) throw new AppError('chat.conversionFailed');
    const model = await this.deps.models.resolve(params.ownModel).catch(() => null);
    if (model && model.id !== 'offline' && model.complete) {
      const written = await writeCodeWithModel(model, code.json, this.deps.log);
      Object.assign(code, written);
    }
    const row = await storeConversion(this.deps.db, message.id, message.content, code);
    if (!row) throw new AppError('chat.replyChanged');
    return row;
  }
}
