import type { FeedbackRequest, RegenerateOption } from '@shared/contracts/chat-actions';
import { ApiRequestError } from '@web/lib/api-client';
import { chatApi } from '../api/chat-api';
import { messageActionsApi } from '../api/message-actions-api';
import { followReply } from '../api/streams';
import { serverAttachments } from './attachment-storage';
import type { ChatContext, ChatTransport, Outgoing } from './chat-transport';
import { hiddenMessages, hideMessage } from './hidden-messages';
import { fromServerMessage, type UiMessage } from './message-model';
import { actionFailed } from './request-errors';
import { applyStreamEvent, initialStreamState, type StreamState } from './stream-reducer';

/**
 * Signed-in chats: stored by the server, sent and acted on through the chat API, and replies
 * followed over SSE (GET /api/messages/:id/stream) whichever process writes them.
 */
export class ServerTransport implements ChatTransport {
  readonly attachments = serverAttachments;
  private streams = new Map<string, { state: StreamState; close: () => void; errors: number }>();
  /** Replies whose new version is being followed; read back when it ends. */
  private refreshAfter = new Set<string>();

  constructor(private context: ChatContext) {}

  get active() {
    return this.streams.size > 0;
  }

  async load(chatId: string): Promise<void> {
    const { store } = this.context;
    // A quiet refresh when the chat is already on screen; a loading state only the first time.
    if (store.state.messages.length === 0) store.set({ status: 'loading', loadError: null }, true);
    try {
      const chat = await chatApi.getChat(chatId);
      // A send made while loading (rare) keeps its messages after the stored ones.
      const hidden = hiddenMessages(chatId);
      const stored = chat.messages.map(fromServerMessage).filter((m) => !hidden.has(m.id));
      const ids = new Set(stored.map((m) => m.id));
      const extra = store.state.messages.filter((m) => !ids.has(m.id));
      store.set({ status: 'ready', messages: [...stored, ...extra] }, true);
      for (const message of stored) if (message.status === 'streaming') this.follow(message);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) store.set({ status: 'not-found' }, true);
      else
        store.set(
          { status: 'error', loadError: error instanceof ApiRequestError ? error.message : String(error) },
          true,
        );
    }
  }

  async send({ user, files }: Outgoing, placeholder: UiMessage): Promise<void> {
    const { store, services } = this.context;
    const streamed = !services.standardMode();
    const chatId = store.state.chatId;
    const attachmentIds = files.flatMap((f) => (f.attachment?.id ? [f.attachment.id] : []));
    const result = chatId
      ? await chatApi.sendMessage(chatId, user.content, streamed, attachmentIds)
      : await chatApi.createChat(user.content, streamed, attachmentIds);
    const stored = fromServerMessage(result.userMessage);
    const reply = fromServerMessage(result.assistantMessage);
    store.set(
      {
        messages: store.state.messages.map((m) =>
          m.id === user.id ? stored : m.id === placeholder.id ? reply : m,
        ),
        activeId: reply.id,
      },
      true,
    );
    services.onUsage(result.usage);
    if (!chatId) this.context.assignId(result.chat.id);
    services.onChatsChanged();
    this.followOrFinish(reply);
  }

  follow(message: UiMessage): void {
    if (this.streams.has(message.id)) return;
    const { store, activity, services } = this.context;
    const bufferMs = store.chooseStreamBuffer();
    const entry = { state: initialStreamState(message), close: () => {}, errors: 0 };
    this.streams.set(message.id, entry);
    activity.following(message.id);
    entry.close = followReply(message.id, bufferMs, {
      onEvent: (event) => {
        entry.errors = 0;
        entry.state = applyStreamEvent(entry.state, event);
        if (event.type === 'progress') store.set({ progress: entry.state.progress });
        store.updateMessage(
          message.id,
          entry.state.message,
          event.type === 'retry' || event.type === 'snapshot',
        );
        if (event.type === 'done') {
          this.streams.delete(message.id);
          if (event.chatTitle) services.onChatsChanged();
          this.finish(entry.state.message);
        }
      },
      onOpen: () => {
        entry.errors = 0;
        if (store.state.connection === 'failed') store.set({ connection: 'good' }, true);
      },
      onConnectionError: (fatal) => {
        entry.errors += 1;
        if (fatal || entry.errors >= 2) store.set({ connection: 'failed' }, true);
        if (fatal) {
          this.streams.delete(message.id);
          store.updateMessage(
            message.id,
            (m) => ({ ...m, status: m.status === 'streaming' ? 'interrupted' : m.status }),
            true,
          );
          activity.end();
        }
      },
    });
  }

  async retry(messageId: string): Promise<void> {
    try {
      const { message: next } = await chatApi.retry(messageId);
      const reply = fromServerMessage(next);
      this.context.store.updateMessage(messageId, reply, true);
      this.context.activity.stopLoading();
      this.followOrFinish(reply);
    } catch (error) {
      actionFailed(this.context, error);
    }
  }

  async regenerate(messageId: string, option: RegenerateOption): Promise<void> {
    try {
      const { message } = await messageActionsApi.regenerate(messageId, option);
      this.followVersion(fromServerMessage(message));
    } catch (error) {
      actionFailed(this.context, error);
    }
  }

  async edit(message: UiMessage, content: string, reply: UiMessage | undefined): Promise<boolean> {
    const { store, activity } = this.context;
    if (reply) activity.begin(reply.id);
    try {
      const result = await messageActionsApi.edit(message.id, content);
      store.updateMessage(message.id, fromServerMessage(result.userMessage), true);
      if (result.assistantMessage) this.followVersion(fromServerMessage(result.assistantMessage));
      else activity.end();
      return true;
    } catch (error) {
      actionFailed(this.context, error);
      return false;
    }
  }

  async saveVersion(messageId: string, index: number, before: UiMessage): Promise<void> {
    const { store, services } = this.context;
    try {
      const { message: stored } = await messageActionsApi.selectVersion(messageId, index);
      store.updateMessage(messageId, fromServerMessage(stored), true);
    } catch (error) {
      store.updateMessage(messageId, before, true);
      if (error instanceof ApiRequestError) services.toast(error.message);
    }
  }

  async saveFeedback(messageId: string, body: FeedbackRequest, before: UiMessage): Promise<boolean> {
    const { store, services } = this.context;
    try {
      await messageActionsApi.feedback(messageId, body);
      return true;
    } catch (error) {
      store.updateMessage(
        messageId,
        (m) => ({
          ...m,
          feedback: before.feedback,
          feedbackReason: before.feedbackReason,
          feedbackComment: before.feedbackComment,
        }),
        true,
      );
      if (error instanceof ApiRequestError) services.toast(error.message);
      return false;
    }
  }

  async convert(messageId: string): Promise<'converted'> {
    const { message } = await messageActionsApi.convert(messageId);
    this.context.store.updateMessage(messageId, fromServerMessage(message), true);
    return 'converted';
  }

  /** The server cancels the provider call; the reply ends as 'cancelled' on its stream. */
  stop(): void {
    const id = this.context.store.state.activeId;
    if (id && this.streams.has(id)) void chatApi.cancel(id).catch(() => {});
  }

  hide(messageId: string): void {
    hideMessage(this.context.store.state.chatId, messageId);
  }

  /** The server stores the chat as it goes: nothing to keep here. */
  persist(): void {}

  dispose(): void {
    for (const entry of this.streams.values()) entry.close();
    this.streams.clear();
  }

  private followOrFinish(reply: UiMessage) {
    if (reply.status === 'streaming') this.follow(reply);
    else this.finish(reply);
  }

  /** A new version (regenerated, or the answer to an edit) writes into the same message. */
  private followVersion(next: UiMessage) {
    this.context.store.updateMessage(next.id, next, true);
    // The new version took a generation from the allowance: the usage badge shows it.
    this.refreshUsage();
    this.context.activity.stopLoading();
    this.refreshAfter.add(next.id);
    this.followOrFinish(next);
  }

  private finish(message: UiMessage) {
    this.context.activity.finished(message);
    // A new version's end is stored with its version list (or rolled back): read it back.
    const chatId = this.context.store.state.chatId;
    if (this.refreshAfter.delete(message.id)) {
      if (chatId) void this.load(chatId);
      // A failed version is given back to the allowance.
      if (message.status !== 'complete') this.refreshUsage();
    }
  }

  private refreshUsage() {
    void chatApi
      .usage()
      .then((usage) => this.context.services.onUsage(usage))
      .catch(() => {});
  }
}
