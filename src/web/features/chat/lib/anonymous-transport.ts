import { regenerationHistory } from '@shared/chat/regenerate';
import type { MessageStatus, StreamEvent } from '@shared/contracts/chat';
import type { RegenerateOption } from '@shared/contracts/chat-actions';
import { ApiRequestError } from '@web/lib/api-client';
import { isAbort } from '../api/chat-api';
import { serverStreamBufferMs, streamAnonymous } from '../api/streams';
import { type AnonymousChat, loadAnonymousChat, saveAnonymousChat, titleFrom } from './anonymous-store';
import { anonymousAttachments } from './attachment-storage';
import type { ChatContext, ChatTransport, Outgoing } from './chat-transport';
import { localId, newMessage, type UiMessage } from './message-model';
import { addVersion, settleNewVersion, startNewVersion, versionsOf } from './message-versions';
import type { PendingAttachment } from './pending-attachment';
import { requestFailed } from './request-errors';
import { applyStreamEvent, initialStreamState } from './stream-reducer';

const PERSIST_MS = 500;

type History = Array<{ role: 'user' | 'assistant'; content: string }>;

/** Anonymous files for the generate request; no key at all when there are none. */
const inlineFiles = (files: PendingAttachment[]) => {
  const attachments = files.flatMap((f) => (f.inline ? [f.inline] : []));
  return attachments.length > 0 ? { attachments } : {};
};

/**
 * Anonymous chats: kept in this browser (anonymous-store.ts), and each reply streamed back in
 * the body of POST /api/anonymous/generate with the conversation before it, since the server
 * stores nothing. Versions and ratings are kept here as the server keeps them for stored chats.
 */
export class AnonymousTransport implements ChatTransport {
  readonly attachments = anonymousAttachments;
  /** The running reply's request, for Stop. */
  private abort: AbortController | null = null;
  private persistTimer: ReturnType<typeof setTimeout> | undefined;
  /** The auth prompt opened once for this chat (chat-assistant.md §6). */
  private authPrompted = false;
  private createdAt = new Date().toISOString();

  constructor(private context: ChatContext) {}

  get active() {
    return this.abort !== null;
  }

  async load(chatId: string): Promise<void> {
    const chat = loadAnonymousChat(chatId);
    if (!chat) {
      this.context.store.set({ status: 'not-found' }, true);
      return;
    }
    this.authPrompted = chat.authPrompted;
    this.createdAt = chat.createdAt;
    this.context.store.set({ status: 'ready', messages: chat.messages }, true);
  }

  async send(sent: Outgoing, placeholder: UiMessage): Promise<void> {
    const { store } = this.context;
    if (!store.state.chatId) this.context.assignId(localId('anon'));
    const index = store.state.messages.findIndex((m) => m.id === sent.user.id);
    const history = this.historyBefore(index);
    this.persist(true);
    this.maybePromptAuth();
    await this.run(placeholder.id, sent.user.content, history, sent.files);
  }

  /**
   * Nothing to follow: a reply lives only as long as the request that writes it, and one still
   * streaming when the page went away comes back as interrupted (anonymous-store.ts).
   */
  follow(): void {}

  async retry(messageId: string): Promise<void> {
    const { store, activity } = this.context;
    const userIndex = this.userIndexBefore(messageId);
    const user = store.state.messages[userIndex];
    if (!user) {
      activity.end();
      return;
    }
    // Read before it shows as streaming: a retry that cannot start puts this status back.
    const before = store.message(messageId)?.status;
    store.updateMessage(messageId, (m) => ({ ...m, status: 'streaming', error: null, notice: null }), true);
    await this.run(messageId, user.content, this.historyBefore(userIndex), null, before);
  }

  async regenerate(messageId: string, option: RegenerateOption): Promise<void> {
    const { store, activity } = this.context;
    const message = store.message(messageId)!;
    const userIndex = this.userIndexBefore(messageId);
    const user = store.state.messages[userIndex];
    if (!user) {
      activity.end();
      return;
    }
    const history = regenerationHistory(
      [...this.historyBefore(userIndex), { role: 'user', content: user.content }],
      option,
      message.content,
    );
    const versions = versionsOf(message);
    const previous = Math.min(message.versionIndex ?? 0, versions.length - 1);
    store.updateMessage(messageId, (m) => startNewVersion(m, versions), true);
    await this.run(messageId, history.at(-1)!.content, history.slice(0, -1), null);
    store.updateMessage(messageId, (m) => settleNewVersion(m, versions, previous), true);
    this.persist(true);
  }

  async edit(message: UiMessage, content: string, reply: UiMessage | undefined): Promise<boolean> {
    this.context.store.updateMessage(message.id, addVersion(message, content), true);
    if (!reply) {
      this.persist(true);
      return true;
    }
    this.context.activity.begin(reply.id);
    // A reply that never finished is written again in place, as on the server.
    if (reply.status === 'error' || reply.status === 'interrupted') await this.retry(reply.id);
    else await this.regenerate(reply.id, 'default');
    return true;
  }

  async saveVersion(): Promise<void> {
    this.persist(true);
  }

  async saveFeedback(): Promise<boolean> {
    this.persist(true);
    return true;
  }

  /** Executing to save needs an account (§6): the sign-in prompt instead. */
  async convert(): Promise<'auth'> {
    this.context.services.openAuthPrompt('login');
    return 'auth';
  }

  /** The request is aborted; the reply ends as 'cancelled' with what was written. */
  stop(): void {
    this.abort?.abort();
  }

  /** The chat is saved without the message, which is all this view has. */
  hide(): void {}

  /** Saved at most every 500 ms while a reply streams, at once otherwise. */
  persist(now = false): void {
    if (!this.context.store.state.chatId) return;
    const write = () => {
      this.persistTimer = undefined;
      const { chatId, messages } = this.context.store.state;
      if (!chatId || messages.length === 0) return;
      const first = messages.find((m) => m.role === 'user');
      const chat: AnonymousChat = {
        id: chatId,
        title: titleFrom(first?.content ?? ''),
        createdAt: this.createdAt,
        updatedAt: new Date().toISOString(),
        messages,
        authPrompted: this.authPrompted,
      };
      saveAnonymousChat(chat);
    };
    if (now) {
      clearTimeout(this.persistTimer);
      write();
    } else this.persistTimer ??= setTimeout(write, PERSIST_MS);
  }

  dispose(): void {
    this.abort?.abort();
    if (this.persistTimer) this.persist(true);
  }

  /**
   * Streams a reply into the assistant message `id`. `files` belong to a send (null for a retry
   * or a new version); a send that was refused before anything was written rejects with the error.
   */
  private async run(
    id: string,
    content: string,
    history: History,
    files: PendingAttachment[] | null,
    statusBefore?: MessageStatus,
  ) {
    const { store, services } = this.context;
    const controller = new AbortController();
    this.abort = controller;
    const bufferMs = store.chooseStreamBuffer();
    const standard = services.standardMode();
    const current = store.message(id);
    let stream = initialStreamState({ ...(current ?? newMessage('assistant', '')), status: 'streaming' });
    let started = false;
    const onEvent = (event: StreamEvent) => {
      started = true;
      stream = applyStreamEvent(stream, event);
      if (event.type === 'progress') store.set({ progress: stream.progress });
      if (!standard || stream.finished) store.updateMessage(id, { ...stream.message, id });
      if (event.type === 'retry') store.flush();
      this.persist();
    };
    try {
      // A Retry sends the same text again on purpose; the server must not drop it as a duplicate.
      await streamAnonymous(
        {
          content,
          history,
          buffer: serverStreamBufferMs(bufferMs),
          // The files travel with the request that uses them only; a Retry goes without them.
          ...(files ? inlineFiles(files) : { retry: true }),
        },
        onEvent,
        controller.signal,
      );
      if (!stream.finished)
        stream = applyStreamEvent(stream, { type: 'done', messageId: id, status: 'interrupted' });
    } catch (error) {
      if (isAbort(error)) {
        stream = applyStreamEvent(stream, { type: 'done', messageId: id, status: 'cancelled' });
      } else if (!started && error instanceof ApiRequestError && files) {
        this.abort = null;
        throw error;
      } else if (!started && error instanceof ApiRequestError) {
        // A retry that could not start: the reply stays as it was, the reason is told.
        this.abort = null;
        store.updateMessage(
          id,
          (m) => ({ ...m, status: statusBefore ?? current?.status ?? 'interrupted' }),
          true,
        );
        this.context.activity.end();
        requestFailed(this.context, error);
        return;
      } else {
        // The connection dropped mid-reply.
        stream = applyStreamEvent(stream, { type: 'done', messageId: id, status: 'interrupted' });
        store.set({ connection: 'failed' });
      }
    }
    this.abort = null;
    store.updateMessage(id, { ...stream.message, id }, true);
    if (stream.usage) services.onUsage(stream.usage);
    this.finish(stream.message);
  }

  private finish(message: UiMessage) {
    this.context.activity.finished(message);
    this.persist(true);
  }

  /** The conversation before message `index` that the model is given: the finished part. */
  private historyBefore(index: number): History {
    return this.context.store.state.messages
      .slice(0, Math.max(0, index))
      .filter((m) => m.content.trim() && (m.role === 'user' || m.status === 'complete'))
      .map((m) => ({ role: m.role, content: m.content }));
  }

  /** The index of the user message a reply answers (-1 when there is none). */
  private userIndexBefore(replyId: string) {
    const { messages } = this.context.store.state;
    const index = messages.findIndex((m) => m.id === replyId);
    return messages.slice(0, index).findLastIndex((m) => m.role === 'user');
  }

  /** Opens the sign-up prompt once per chat, when it reaches 3 messages. */
  private maybePromptAuth() {
    if (this.authPrompted || this.context.store.state.messages.length < 3) return;
    this.authPrompted = true;
    this.persist(true);
    this.context.services.openAuthPrompt('signup');
  }
}
