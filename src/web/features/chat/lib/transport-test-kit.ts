import type { ChatMessage, StreamEvent } from '@shared/contracts/chat';
import { vi } from 'vitest';
import { type ChatMode, ChatStore, initialChatState } from './chat-store';
import type { ChatContext, ChatServices } from './chat-transport';
import type { UiMessage } from './message-model';
import { ReplyActivity } from './reply-activity';

/**
 * For the transports' tests (never imported by the app): a real store and reply activity around
 * recorded services, the network faked at its edge (fetch by src/web/test/fake-api.ts, and
 * EventSource below).
 */
export function makeContext(mode: ChatMode, chatId: string | null, overrides: Partial<ChatServices> = {}) {
  const services = {
    onUsage: vi.fn(),
    onChatsChanged: vi.fn(),
    toast: vi.fn(),
    openAuthPrompt: vi.fn(),
    standardMode: () => false,
    ...overrides,
  } satisfies ChatServices;
  const store = new ChatStore(initialChatState(mode, chatId), services.streamBufferMs ?? (() => 25));
  const assigned: string[] = [];
  const context: ChatContext = {
    store,
    activity: new ReplyActivity(store),
    services,
    assignId: (id) => {
      assigned.push(id);
      store.set({ chatId: id }, true);
    },
  };
  return { context, store, services, assigned, activity: context.activity };
}

/** What the controller has on screen when it hands a send to the transport. */
export function seedSend(context: ChatContext, user: UiMessage, placeholder: UiMessage) {
  context.activity.startLoading();
  context.store.set(
    { messages: [...context.store.state.messages, user, placeholder], activeId: placeholder.id },
    true,
  );
  context.activity.sent(context.services.standardMode());
  return { user, hash: `hash-${user.id}`, files: [] };
}

export const sse = (events: StreamEvent[]) =>
  events.map((e) => `event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`).join('');

/** A streamed answer: the events, then the body ends, stays open, or breaks (a dropped connection). */
export function streamResponse(events: StreamEvent[], then: 'end' | 'open' | 'drop' = 'end') {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(sse(events)));
      if (then === 'end') controller.close();
      if (then === 'drop') setTimeout(() => controller.error(new TypeError('network error')), 0);
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

export function serverMessage(overrides: Partial<ChatMessage> & Pick<ChatMessage, 'id'>): ChatMessage {
  const at = '2025-01-01T00:00:00.000Z';
  return {
    chatId: 'c1',
    role: 'assistant',
    content: '',
    status: 'complete',
    error: null,
    notice: null,
    createdAt: at,
    updatedAt: at,
    responseVersions: [],
    currentResponseIndex: 0,
    regenerationCount: 0,
    thinkingContent: '',
    sources: [],
    feedback: null,
    feedbackReason: null,
    feedbackComment: null,
    isExecuted: false,
    convertedCode: {},
    attachments: [],
    ...overrides,
  };
}

/** EventSource as the browser gives it, driven by the test: `emit` an event, `fail` the connection. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: (() => void) | null = null;
  onopen: (() => void) | null = null;
  private listeners = new Map<string, Array<(event: MessageEvent) => void>>();

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }

  static install() {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  }

  static last(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('No EventSource was opened');
    return source;
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }

  emit(event: StreamEvent) {
    const message = new MessageEvent(event.type, { data: JSON.stringify(event) });
    for (const listener of this.listeners.get(event.type) ?? []) listener(message);
  }

  /** fatal: the browser gave up (CLOSED); otherwise it is reconnecting by itself. */
  fail(fatal: boolean) {
    this.readyState = fatal ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

/**
 * Makes the faked fetch behave like the browser's on abort: the body of the answer errors with
 * an AbortError (fake-api.ts hands its handlers no signal). Call after installFakeApi.
 */
export function abortableBodies() {
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await inner(input, init);
    const signal = init?.signal;
    if (!signal || !response.body) return response;
    const reader = response.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        signal.addEventListener('abort', () => {
          controller.error(new DOMException('The operation was aborted.', 'AbortError'));
          void reader.cancel().catch(() => {});
        });
      },
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  });
}
