import type { Progress, UiMessage } from './message-model';
import type { PendingAttachment } from './pending-attachment';
import type { SendBlock } from './sending-rules';

export type ChatMode = 'server' | 'anonymous';
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

export const DEFAULT_STREAM_BUFFER_MS = 25; // platform.md §9: streaming buffer 25 ms in the presenter

export const initialChatState = (mode: ChatMode, chatId: string | null): ChatState => ({
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
});

/**
 * One chat's state and its listeners (useSyncExternalStore). Each flush re-renders the chat, so
 * streamed changes are shown at most once per streaming buffer (decisions 0014, 0015): the
 * buffer is chosen by the device when a reply starts streaming, and everything else is shown at
 * once (`immediate`).
 */
export class ChatStore {
  /** The latest state; listeners see `snapshot`, which catches up on each flush. */
  state: ChatState;
  private snapshot: ChatState;
  private listeners = new Set<() => void>();
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  /** Chosen when a reply starts streaming: the device can change (a phone turned, a window resized). */
  private buffer = DEFAULT_STREAM_BUFFER_MS;
  private flushedAt = 0;

  constructor(
    initial: ChatState,
    /** The device's streaming buffer (stream-buffer.ts). */
    private deviceBufferMs: () => number = () => DEFAULT_STREAM_BUFFER_MS,
  ) {
    this.state = initial;
    this.snapshot = initial;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** The buffer in use, which the server is asked to gather tokens for. */
  get bufferMs() {
    return this.buffer;
  }

  /** Reads the device's buffer again: called when a reply starts streaming. */
  chooseStreamBuffer(): number {
    this.buffer = this.deviceBufferMs();
    return this.buffer;
  }

  /**
   * Streamed changes are shown at most once per buffer: at once when the last showing is a buffer
   * ago (the server already gathered the tokens for this long, see `serverStreamBufferMs`),
   * otherwise when the buffer has passed. Changes made in one turn of the event loop are shown
   * together.
   */
  set(patch: Partial<ChatState>, immediate = false) {
    this.state = { ...this.state, ...patch };
    if (immediate) this.flush();
    else
      this.flushTimer ??= setTimeout(
        () => this.flush(),
        Math.max(0, this.flushedAt + this.buffer - performance.now()),
      );
  }

  flush() {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    this.flushedAt = performance.now();
    if (this.snapshot === this.state) return;
    this.snapshot = this.state;
    for (const listener of this.listeners) listener();
  }

  updateMessage(id: string, next: UiMessage | ((m: UiMessage) => UiMessage), immediate = false) {
    this.set(
      {
        messages: this.state.messages.map((m) =>
          m.id === id ? (typeof next === 'function' ? next(m) : next) : m,
        ),
      },
      immediate,
    );
  }

  message(id: string): UiMessage | undefined {
    return this.state.messages.find((m) => m.id === id);
  }

  dispose() {
    clearTimeout(this.flushTimer);
  }
}
