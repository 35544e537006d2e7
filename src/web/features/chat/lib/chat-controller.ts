import { STANDARD_STAGES } from '@shared/chat/progress';
import { LIMITS, UI_TIMINGS } from '@shared/constants';
import type { StreamEvent, Usage } from '@shared/contracts/chat';
import { ApiRequestError, NETWORK_ERROR_CODE } from '@web/lib/api-client';
import { REGENERATION_FAILED, regenerationHistory } from '@shared/chat/regenerate';
import type { FeedbackRequest, RegenerateOption } from '@shared/contracts/chat-actions';
import { chatApi, isAbort } from '../api/chat-api';
import { messageActionsApi } from '../api/message-actions-api';
import { followReply, serverStreamBufferMs, streamAnonymous } from '../api/streams';
import { type AnonymousChat, loadAnonymousChat, saveAnonymousChat, titleFrom } from './anonymous-store';
import { hiddenMessages, hideMessage } from './hidden-messages';
import { fromServerMessage, localId, newMessage, type Progress, type UiMessage } from './message-model';
import type { PendingAttachment } from './pending-attachment';
import {
  checkSend,
  createLoadingGuard,
  createSendMemory,
  forgetSend,
  rememberSend,
  type SendBlock,
} from './sending-rules';
import { applyStreamEvent, initialStreamState, type StreamState } from './stream-reducer';

export type ChatMode = 'server' | 'anonymous';

/** Anonymous files for the generate request; no key at all when there are none. */
const inlineFiles = (files: PendingAttachment[]) => {
  const attachments = files.flatMap((f) => (f.inline ? [f.inline] : []));
  return attachments.length > 0 ? { attachments } : {};
};

/** A send on its way: the optimistic user message, its hash (§5 rules) and its files. */
interface Outgoing {
  user: UiMessage;
  hash: string;
  files: PendingAttachment[];
}
export type ConnectionQuality = 'good' | 'poor' | 'failed';

export interface ChatState {
  chatId: string | null;
  mode: ChatMode;
  status: 'ready' | 'loading' | 'not-found' | 'error';
  loadError: string | null;
  messages: UiMessage[];
  /** The loading guard (§4): a request is in progress. */
  loading: boolean;
  /** The reply being written (streamed, or awaited in standard mode). */
  activeId: string | null;
  progress: Progress | null;
  streamStartedAt: number | null;
  connection: ConnectionQuality;
  /** Shown under the input (validation, network); the text stays in the input. */
  inputError: string | null;
  /** The free-recipe-limit message (§8), with a way to sign up. */
  limitMessage: string | null;
  /** Text (and files) handed back to the input after a failed send; `n` makes each distinct. */
  restore: { text: string; n: number; attachments: PendingAttachment[] } | null;
  /** Why the last send was skipped, when the user should know. */
  skipped: SendBlock | null;
  /** A short text for screen readers when a reply ends. */
  announcement: string;
}

export interface ChatServices {
  onUsage: (usage: Usage) => void;
  onChatsChanged: () => void;
  toast: (message: string) => void;
  openAuthPrompt: (mode: 'login' | 'signup') => void;
  /** Standard mode: replies arrive in one piece (no streaming). */
  standardMode: () => boolean;
  /** The streaming buffer for this device (stream-buffer.ts); 25 ms when not given. */
  streamBufferMs?: () => number;
}

const DEFAULT_STREAM_BUFFER_MS = 25; // platform.md §9: streaming buffer 25 ms in the presenter
const PERSIST_MS = 500;
const STANDARD_STEP_MS = 1_200;
const QUALITY_CHECK_MS = LIMITS.streamingQualityCheckMs;

/**
 * One chat's state and behaviour, outside React: sending (with the §5 rules and the loading
 * guard), following replies over SSE (signed in) or the anonymous fetch stream, Stop, Retry,
 * progress, connection quality, and, for anonymous chats, keeping them in localStorage.
 * It outlives the screen, so a reply keeps streaming while the route changes from /chat/new
 * to /chat/{id}. Listeners are told at most once per streaming buffer (25 ms on a fast device,
 * more on a weaker one) while text streams.
 */
export class ChatController {
  private state: ChatState;
  private snapshot: ChatState;
  private listeners = new Set<() => void>();
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  /** Chosen when a reply starts streaming: the device can change (a phone turned, a window resized). */
  private bufferMs = DEFAULT_STREAM_BUFFER_MS;
  private flushedAt = 0;
  private persistTimer: ReturnType<typeof setTimeout> | undefined;
  private progressTimers: Array<ReturnType<typeof setTimeout>> = [];
  private qualityTimer: ReturnType<typeof setInterval> | undefined;
  private streams = new Map<string, { state: StreamState; close: () => void; errors: number }>();
  private abort: AbortController | null = null;
  private memory = createSendMemory();
  private guard = createLoadingGuard((loading) => this.set({ loading }, true));
  private authPrompted = false;
  private createdAt = new Date().toISOString();
  private restoreCount = 0;
  /** Replies whose regeneration is being followed; reloaded when it ends. */
  private refreshAfter = new Set<string>();
  /** Set when the registry re-keys this controller after the chat got its id. */
  onIdAssigned: ((chatId: string) => void) | null = null;

  constructor(
    mode: ChatMode,
    chatId: string | null,
    private services: ChatServices,
  ) {
    this.state = {
      chatId,
      mode,
      status: chatId ? 'loading' : 'ready',
      loadError: null,
      messages: [],
      loading: false,
      activeId: null,
      progress: null,
      streamStartedAt: null,
      connection: 'good',
      inputError: null,
      limitMessage: null,
      restore: null,
      skipped: null,
      announcement: '',
    };
    this.snapshot = this.state;
  }

  // ---- store plumbing -------------------------------------------------------------------------

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /**
   * Streamed changes are shown at most once per buffer: at once when the last showing is a buffer
   * ago (the server already gathered the tokens for this long, see `streamBufferMs`), otherwise
   * when the buffer has passed. Changes made in one turn of the event loop are shown together.
   */
  private set(patch: Partial<ChatState>, immediate = false) {
    this.state = { ...this.state, ...patch };
    if (immediate) this.flush();
    else
      this.flushTimer ??= setTimeout(
        () => this.flush(),
        Math.max(0, this.flushedAt + this.bufferMs - performance.now()),
      );
  }

  private chooseStreamBuffer() {
    this.bufferMs = this.services.streamBufferMs?.() ?? DEFAULT_STREAM_BUFFER_MS;
  }

  private flush() {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    this.flushedAt = performance.now();
    if (this.snapshot === this.state) return;
    this.snapshot = this.state;
    for (const listener of this.listeners) listener();
  }

  private updateMessage(id: string, next: UiMessage | ((m: UiMessage) => UiMessage), immediate = false) {
    this.set(
      {
        messages: this.state.messages.map((m) =>
          m.id === id ? (typeof next === 'function' ? next(m) : next) : m,
        ),
      },
      immediate,
    );
  }

  get hasActivity() {
    return this.streams.size > 0 || this.abort !== null || this.state.loading;
  }

  // ---- loading --------------------------------------------------------------------------------

  async load(): Promise<void> {
    const { chatId, mode } = this.state;
    if (!chatId) return;
    if (mode === 'anonymous') {
      const chat = loadAnonymousChat(chatId);
      if (!chat) {
        this.set({ status: 'not-found' }, true);
        return;
      }
      this.authPrompted = chat.authPrompted;
      this.createdAt = chat.createdAt;
      this.set({ status: 'ready', messages: chat.messages }, true);
      return;
    }
    // A quiet refresh when the chat is already on screen; a loading state only the first time.
    if (this.state.messages.length === 0) this.set({ status: 'loading', loadError: null }, true);
    try {
      const chat = await chatApi.getChat(chatId);
      // A send made while loading (rare) keeps its messages after the stored ones.
      const hidden = hiddenMessages(chatId);
      const stored = chat.messages.map(fromServerMessage).filter((m) => !hidden.has(m.id));
      const ids = new Set(stored.map((m) => m.id));
      const extra = this.state.messages.filter((m) => !ids.has(m.id));
      this.set({ status: 'ready', messages: [...stored, ...extra] }, true);
      for (const message of stored) if (message.status === 'streaming') this.follow(message);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) this.set({ status: 'not-found' }, true);
      else
        this.set(
          { status: 'error', loadError: error instanceof ApiRequestError ? error.message : String(error) },
          true,
        );
    }
  }

  // ---- sending --------------------------------------------------------------------------------

  /**
   * Sends `raw` with the ready attachments; false when it was not sent (the caller keeps the
   * text and the files in the input).
   */
  send(raw: string, attachments: readonly PendingAttachment[] = []): boolean {
    const now = Date.now();
    const assistantContents = this.state.messages.filter((m) => m.role === 'assistant').map((m) => m.content);
    const check = checkSend({
      text: raw,
      now,
      loading: this.guard.loading,
      assistantContents,
      memory: this.memory,
      attachmentCount: attachments.length,
    });
    if (!check.ok) {
      this.set({ skipped: check.reason === 'overlap' ? 'overlap' : null }, true);
      return false;
    }
    rememberSend(this.memory, check.text, check.hash, now);
    this.guard.start();
    const user: UiMessage = {
      ...newMessage('user', check.text),
      ...(attachments.length > 0
        ? { attachments: attachments.flatMap((a) => (a.attachment ? [a.attachment] : [])) }
        : {}),
    };
    const assistant = newMessage('assistant', '', 'streaming');
    const sent: Outgoing = { user, hash: check.hash, files: [...attachments] };
    this.set(
      {
        messages: [...this.state.messages, user, assistant],
        inputError: null,
        limitMessage: null,
        skipped: null,
        activeId: assistant.id,
        connection: 'good',
        announcement: '',
      },
      true,
    );
    if (this.services.standardMode()) this.startStandardProgress();
    else this.set({ progress: { stage: 'preparing', percent: 5 }, streamStartedAt: Date.now() }, true);
    this.startQualityChecks();

    if (this.state.mode === 'anonymous') void this.sendAnonymous(sent, assistant);
    else void this.sendToServer(sent, assistant);
    return true;
  }

  private async sendToServer(sent: Outgoing, placeholder: UiMessage) {
    const { user } = sent;
    const standard = this.services.standardMode();
    const chatId = this.state.chatId;
    const attachmentIds = sent.files.flatMap((f) => (f.attachment?.id ? [f.attachment.id] : []));
    try {
      const result = chatId
        ? await chatApi.sendMessage(chatId, user.content, !standard, attachmentIds)
        : await chatApi.createChat(user.content, !standard, attachmentIds);
      const stored = fromServerMessage(result.userMessage);
      const reply = fromServerMessage(result.assistantMessage);
      this.set(
        {
          messages: this.state.messages.map((m) =>
            m.id === user.id ? stored : m.id === placeholder.id ? reply : m,
          ),
          activeId: reply.id,
        },
        true,
      );
      this.services.onUsage(result.usage);
      if (!chatId) this.assignId(result.chat.id);
      this.services.onChatsChanged();
      if (reply.status === 'streaming') this.follow(reply);
      else this.finish(reply);
    } catch (error) {
      this.failSend(error, sent, placeholder);
    }
  }

  private async sendAnonymous(sent: Outgoing, placeholder: UiMessage) {
    if (!this.state.chatId) this.assignId(localId('anon'));
    const index = this.state.messages.findIndex((m) => m.id === sent.user.id);
    const history = this.historyBefore(index);
    this.persist(true);
    this.maybePromptAuth();
    await this.runAnonymous(placeholder.id, sent.user.content, history, sent);
  }

  private historyBefore(index: number) {
    return this.state.messages
      .slice(0, Math.max(0, index))
      .filter((m) => m.content.trim() && (m.role === 'user' || m.status === 'complete'))
      .map((m) => ({ role: m.role, content: m.content }));
  }

  /** Streams an anonymous reply into the assistant message `id`. */
  private async runAnonymous(
    id: string,
    content: string,
    history: Array<{ role: 'user' | 'assistant'; content: string }>,
    /** The send this reply answers; null for a Retry. */
    sent: Outgoing | null,
  ) {
    const controller = new AbortController();
    this.abort = controller;
    this.chooseStreamBuffer();
    const standard = this.services.standardMode();
    const current = this.state.messages.find((m) => m.id === id);
    let stream = initialStreamState({ ...(current ?? newMessage('assistant', '')), status: 'streaming' });
    let started = false;
    const onEvent = (event: StreamEvent) => {
      started = true;
      stream = applyStreamEvent(stream, event);
      if (event.type === 'progress') this.set({ progress: stream.progress });
      if (!standard || stream.finished) this.updateMessage(id, { ...stream.message, id });
      if (event.type === 'retry') this.flush();
      this.persist();
    };
    try {
      // A Retry sends the same text again on purpose; the server must not drop it as a duplicate.
      await streamAnonymous(
        {
          content,
          history,
          buffer: serverStreamBufferMs(this.bufferMs),
          // The files travel with the request that uses them only; a Retry goes without them.
          ...(sent ? inlineFiles(sent.files) : { retry: true }),
        },
        onEvent,
        controller.signal,
      );
      if (!stream.finished)
        stream = applyStreamEvent(stream, { type: 'done', messageId: id, status: 'interrupted' });
    } catch (error) {
      if (isAbort(error)) {
        stream = applyStreamEvent(stream, { type: 'done', messageId: id, status: 'cancelled' });
      } else if (!started && error instanceof ApiRequestError && sent) {
        this.abort = null;
        this.failSend(error, sent, this.state.messages.find((m) => m.id === id) ?? null);
        return;
      } else if (!started && error instanceof ApiRequestError) {
        // A retry that could not start: the reply stays as it was, the reason is told.
        this.abort = null;
        this.updateMessage(id, (m) => ({ ...m, status: current?.status ?? 'interrupted' }), true);
        this.endActivity();
        this.handleRequestError(error);
        return;
      } else {
        // The connection dropped mid-reply.
        stream = applyStreamEvent(stream, { type: 'done', messageId: id, status: 'interrupted' });
        this.set({ connection: 'failed' });
      }
    }
    this.abort = null;
    this.updateMessage(id, { ...stream.message, id }, true);
    if (stream.usage) this.services.onUsage(stream.usage);
    this.finish(stream.message);
  }

  private failSend(error: unknown, sent: Outgoing, placeholder: UiMessage | null) {
    const { user } = sent;
    forgetSend(this.memory, user.content, sent.hash);
    // The unsent messages go; the text and files go back to the input (never lose a thing).
    this.restoreCount += 1;
    this.set(
      {
        messages: this.state.messages.filter((m) => m.id !== user.id && m.id !== placeholder?.id),
        restore: { text: user.content, n: this.restoreCount, attachments: sent.files },
      },
      true,
    );
    this.endActivity();
    if (this.state.mode === 'anonymous') this.persist(true);
    if (error instanceof ApiRequestError) this.handleRequestError(error);
    else if (!isAbort(error)) this.set({ inputError: String(error) }, true);
  }

  private handleRequestError(error: ApiRequestError) {
    switch (error.code) {
      case 'LIMIT_REACHED':
        this.set({ limitMessage: error.message }, true);
        this.services.openAuthPrompt('signup');
        return;
      case 'DUPLICATE':
        return; // already on its way: ignored quietly
      case 'CONFLICT':
        this.services.toast(error.message);
        return;
      case NETWORK_ERROR_CODE:
        this.set({ inputError: error.message }, true);
        return;
      default:
        this.set({ inputError: error.message }, true);
    }
  }

  // ---- following a stored reply ------------------------------------------------------------------

  private follow(message: UiMessage) {
    if (this.streams.has(message.id)) return;
    this.guard.start();
    this.chooseStreamBuffer();
    const entry = { state: initialStreamState(message), close: () => {}, errors: 0 };
    this.streams.set(message.id, entry);
    this.set(
      {
        activeId: message.id,
        streamStartedAt: this.state.streamStartedAt ?? Date.now(),
        progress: this.state.progress ?? { stage: 'preparing', percent: 5 },
      },
      true,
    );
    this.startQualityChecks();
    entry.close = followReply(message.id, this.bufferMs, {
      onEvent: (event) => {
        entry.errors = 0;
        entry.state = applyStreamEvent(entry.state, event);
        if (event.type === 'progress') this.set({ progress: entry.state.progress });
        this.updateMessage(
          message.id,
          entry.state.message,
          event.type === 'retry' || event.type === 'snapshot',
        );
        if (event.type === 'done') {
          this.streams.delete(message.id);
          if (event.chatTitle) this.services.onChatsChanged();
          this.finish(entry.state.message);
        }
      },
      onOpen: () => {
        entry.errors = 0;
        if (this.state.connection === 'failed') this.set({ connection: 'good' }, true);
      },
      onConnectionError: (fatal) => {
        entry.errors += 1;
        if (fatal || entry.errors >= 2) this.set({ connection: 'failed' }, true);
        if (fatal) {
          this.streams.delete(message.id);
          this.updateMessage(
            message.id,
            (m) => ({ ...m, status: m.status === 'streaming' ? 'interrupted' : m.status }),
            true,
          );
          this.endActivity();
        }
      },
    });
  }

  // ---- the end of a reply -----------------------------------------------------------------------

  private finish(message: UiMessage) {
    this.endActivity();
    // A new version's end is stored with its version list (or rolled back): read it back.
    if (this.refreshAfter.delete(message.id)) {
      void this.load();
      // A failed version is given back to the allowance.
      if (message.status !== 'complete')
        void chatApi
          .usage()
          .then((usage) => this.services.onUsage(usage))
          .catch(() => {});
    }
    const done = message.status === 'complete';
    this.set(
      {
        progress: done ? { stage: 'complete', percent: 100 } : null,
        announcement: message.status === 'error' ? 'failed' : 'finished',
      },
      true,
    );
    this.progressTimers.push(
      setTimeout(() => this.set({ progress: null }, true), UI_TIMINGS.progressResetMs),
    );
    if (this.state.mode === 'anonymous') this.persist(true);
  }

  private endActivity() {
    this.guard.stop();
    this.clearProgressTimers();
    clearInterval(this.qualityTimer);
    this.qualityTimer = undefined;
    this.set(
      {
        activeId: null,
        streamStartedAt: null,
        progress: null,
        connection: this.state.connection === 'poor' ? 'good' : this.state.connection,
      },
      true,
    );
  }

  private clearProgressTimers() {
    for (const timer of this.progressTimers) clearTimeout(timer);
    this.progressTimers = [];
  }

  /** Non-streaming stages on a timer (§4): structuring 25%, optimizing 60%, finalizing 80%. */
  private startStandardProgress() {
    this.clearProgressTimers();
    const [first, ...rest] = STANDARD_STAGES.filter((s) => s.stage !== 'complete');
    this.set({ progress: first ? { ...first } : null, streamStartedAt: null }, true);
    rest.forEach((stage, i) => {
      this.progressTimers.push(
        setTimeout(() => this.set({ progress: { ...stage } }, true), STANDARD_STEP_MS * (i + 1)),
      );
    });
  }

  /** Quality (§4): poor after 90 s of streaming, checked every 5 s. */
  private startQualityChecks() {
    clearInterval(this.qualityTimer);
    this.qualityTimer = setInterval(() => {
      const started = this.state.streamStartedAt;
      if (
        started &&
        this.state.connection === 'good' &&
        Date.now() - started >= LIMITS.streamingSlowWarningMs
      )
        this.set({ connection: 'poor' }, true);
    }, QUALITY_CHECK_MS);
  }

  // ---- user actions -----------------------------------------------------------------------------

  /** Stop (silent): the server cancels the provider call; the reply ends as 'cancelled'. */
  stop(): void {
    if (this.abort) {
      this.abort.abort();
      return;
    }
    const id = this.state.activeId;
    if (id && this.streams.has(id)) void chatApi.cancel(id).catch(() => {});
  }

  async retry(messageId: string): Promise<void> {
    if (this.guard.loading) return;
    const index = this.state.messages.findIndex((m) => m.id === messageId);
    const message = this.state.messages[index];
    if (!message) return;
    this.beginReply(messageId);
    if (this.state.mode === 'anonymous') {
      const userIndex = this.state.messages.slice(0, index).findLastIndex((m) => m.role === 'user');
      const user = this.state.messages[userIndex];
      if (!user) {
        this.endActivity();
        return;
      }
      this.updateMessage(messageId, (m) => ({ ...m, status: 'streaming', error: null, notice: null }), true);
      await this.runAnonymous(messageId, user.content, this.historyBefore(userIndex), null);
      return;
    }
    try {
      const { message: next } = await chatApi.retry(messageId);
      const reply = fromServerMessage(next);
      this.updateMessage(messageId, reply, true);
      this.guard.stop();
      if (reply.status === 'streaming') this.follow(reply);
      else this.finish(reply);
    } catch (error) {
      this.endActivity();
      if (error instanceof ApiRequestError) {
        if (error.code === 'LIMIT_REACHED') this.handleRequestError(error);
        else this.services.toast(error.message);
      }
    }
  }

  // ---- message actions (chat-assistant.md §4 Regeneration, User message, Feedback, Execute) --------

  private beginReply(messageId: string) {
    this.guard.start();
    this.set(
      {
        activeId: messageId,
        connection: 'good',
        progress: { stage: 'preparing', percent: 5 },
        streamStartedAt: Date.now(),
        announcement: '',
      },
      true,
    );
    this.startQualityChecks();
  }

  private followVersion(next: UiMessage) {
    this.updateMessage(next.id, next, true);
    // The new version took a generation from the allowance: the usage badge shows it.
    void chatApi
      .usage()
      .then((usage) => this.services.onUsage(usage))
      .catch(() => {});
    this.guard.stop();
    this.refreshAfter.add(next.id);
    if (next.status === 'streaming') this.follow(next);
    else this.finish(next);
  }

  private actionFailed(error: unknown) {
    this.endActivity();
    if (error instanceof ApiRequestError) {
      if (error.code === 'LIMIT_REACHED') this.handleRequestError(error);
      else this.services.toast(error.message);
    }
  }

  /** Writes a new version of an assistant reply; the option shapes the prompt. */
  async regenerate(messageId: string, option: RegenerateOption): Promise<void> {
    if (this.guard.loading) return;
    const index = this.state.messages.findIndex((m) => m.id === messageId);
    if (this.state.messages[index]?.role !== 'assistant') return;
    this.beginReply(messageId);
    if (this.state.mode === 'anonymous') return this.regenerateAnonymous(index, option);
    try {
      const { message } = await messageActionsApi.regenerate(messageId, option);
      this.followVersion(fromServerMessage(message));
    } catch (error) {
      this.actionFailed(error);
    }
  }

  /** Anonymous chats keep their versions in this browser, as the server does for stored chats. */
  private async regenerateAnonymous(index: number, option: RegenerateOption) {
    const message = this.state.messages[index]!;
    const userIndex = this.state.messages.slice(0, index).findLastIndex((m) => m.role === 'user');
    const user = this.state.messages[userIndex];
    if (!user) {
      this.endActivity();
      return;
    }
    const history = regenerationHistory(
      [...this.historyBefore(userIndex), { role: 'user', content: user.content }],
      option,
      message.content,
    );
    const versions = message.versions?.length ? message.versions : [message.content];
    const previous = Math.min(message.versionIndex ?? 0, versions.length - 1);
    this.updateMessage(
      message.id,
      (m) => ({
        ...m,
        status: 'streaming',
        content: '',
        thinking: '',
        sources: [],
        error: null,
        notice: null,
        versions: [...versions, ''],
        versionIndex: versions.length,
        regenerationCount: (m.regenerationCount ?? 0) + 1,
        isExecuted: false,
        convertedCode: {},
      }),
      true,
    );
    await this.runAnonymous(message.id, history.at(-1)!.content, history.slice(0, -1), null);
    this.updateMessage(
      message.id,
      (m) =>
        m.status === 'complete' || m.status === 'cancelled'
          ? { ...m, versions: (m.versions ?? []).map((v, i) => (i === m.versionIndex ? m.content : v)) }
          : {
              ...m,
              status: 'complete',
              content: versions[previous] ?? '',
              versions,
              versionIndex: previous,
              regenerationCount: Math.max(0, (m.regenerationCount ?? 1) - 1),
              error: REGENERATION_FAILED,
              notice: null,
            },
      true,
    );
    this.persist(true);
  }

  /** Shows another version; stored (server or this browser). */
  async selectVersion(messageId: string, index: number): Promise<void> {
    const message = this.state.messages.find((m) => m.id === messageId);
    const versions = message?.versions ?? [];
    if (!message || index < 0 || index >= versions.length || message.status === 'streaming') return;
    const before = message;
    this.updateMessage(
      messageId,
      {
        ...message,
        content: versions[index]!,
        versionIndex: index,
        error: null,
        isExecuted: false,
        convertedCode: {},
      },
      true,
    );
    if (this.state.mode === 'anonymous') return this.persist(true);
    try {
      const { message: stored } = await messageActionsApi.selectVersion(messageId, index);
      this.updateMessage(messageId, fromServerMessage(stored), true);
    } catch (error) {
      this.updateMessage(messageId, before, true);
      if (error instanceof ApiRequestError) this.services.toast(error.message);
    }
  }

  /** Saves an edited user message as a new version and answers it again; false if not saved. */
  async editMessage(messageId: string, text: string): Promise<boolean> {
    const content = text.trim();
    const index = this.state.messages.findIndex((m) => m.id === messageId);
    const message = this.state.messages[index];
    if (!content || !message || message.role !== 'user' || this.guard.loading) return false;
    if (content === message.content) return true;
    const replyIndex = this.state.messages.findIndex((m, i) => i > index && m.role === 'assistant');
    const reply = this.state.messages[replyIndex];
    if (this.state.mode === 'anonymous') {
      const versions = message.versions?.length ? message.versions : [message.content];
      this.updateMessage(
        messageId,
        { ...message, content, versions: [...versions, content], versionIndex: versions.length },
        true,
      );
      if (!reply) this.persist(true);
      else if (reply.status === 'error' || reply.status === 'interrupted')
        // A reply that never finished is written again in place, as on the server.
        await this.retry(reply.id);
      else {
        this.beginReply(reply.id);
        await this.regenerateAnonymous(replyIndex, 'default');
      }
      return true;
    }
    if (reply) this.beginReply(reply.id);
    try {
      const result = await messageActionsApi.edit(messageId, content);
      this.updateMessage(messageId, fromServerMessage(result.userMessage), true);
      if (result.assistantMessage) this.followVersion(fromServerMessage(result.assistantMessage));
      else this.endActivity();
      return true;
    } catch (error) {
      this.actionFailed(error);
      return false;
    }
  }

  /** Removes a user message from this view only; it stays stored (and in the model's history). */
  deleteLocally(messageId: string): void {
    if (this.state.mode === 'server') hideMessage(this.state.chatId, messageId);
    this.set({ messages: this.state.messages.filter((m) => m.id !== messageId) }, true);
    this.persist(true);
  }

  /** Thumbs up or down with a reason; false when it could not be stored. */
  async rate(messageId: string, body: FeedbackRequest): Promise<boolean> {
    const message = this.state.messages.find((m) => m.id === messageId);
    if (!message) return false;
    const rated: UiMessage = {
      ...message,
      feedback: body.feedback,
      feedbackReason: body.feedback === 'negative' ? body.reason : null,
      feedbackComment: body.feedback === 'negative' ? body.comment?.trim() || null : null,
    };
    this.updateMessage(messageId, rated, true);
    if (this.state.mode === 'anonymous') {
      this.persist(true);
      return true;
    }
    try {
      await messageActionsApi.feedback(messageId, body);
      return true;
    } catch (error) {
      this.updateMessage(
        messageId,
        (m) => ({
          ...m,
          feedback: message.feedback,
          feedbackReason: message.feedbackReason,
          feedbackComment: message.feedbackComment,
        }),
        true,
      );
      if (error instanceof ApiRequestError) this.services.toast(error.message);
      return false;
    }
  }

  /**
   * 'Convert to Prompt': signed in only (executing-to-save needs an account, §6); throws the
   * server's error for the caller's toast.
   */
  async convert(messageId: string): Promise<'converted' | 'auth'> {
    if (this.state.mode === 'anonymous') {
      this.services.openAuthPrompt('login');
      return 'auth';
    }
    const { message } = await messageActionsApi.convert(messageId);
    this.updateMessage(messageId, fromServerMessage(message), true);
    return 'converted';
  }

  /** Standard mode turns streaming off and sets quality to good (§4). */
  connectionRecovered(): void {
    this.set({ connection: 'good' }, true);
  }

  dismissLimit(): void {
    this.set({ limitMessage: null }, true);
  }

  clearInputNotes(): void {
    if (this.state.inputError || this.state.skipped) this.set({ inputError: null, skipped: null }, true);
  }

  // ---- ids, persistence, auth prompt ---------------------------------------------------------------

  private assignId(chatId: string) {
    this.set({ chatId }, true);
    this.onIdAssigned?.(chatId);
  }

  private maybePromptAuth() {
    if (this.authPrompted || this.state.messages.length < 3) return;
    this.authPrompted = true;
    this.persist(true);
    this.services.openAuthPrompt('signup');
  }

  /** Anonymous chats only: saved at most every 500 ms while a reply streams, at once otherwise. */
  persist(now = false): void {
    if (this.state.mode !== 'anonymous' || !this.state.chatId) return;
    const write = () => {
      this.persistTimer = undefined;
      const { chatId, messages } = this.state;
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
    for (const entry of this.streams.values()) entry.close();
    this.streams.clear();
    this.abort?.abort();
    this.guard.dispose();
    this.clearProgressTimers();
    clearInterval(this.qualityTimer);
    clearTimeout(this.flushTimer);
    if (this.persistTimer) this.persist(true);
  }
}
