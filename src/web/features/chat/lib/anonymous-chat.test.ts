import { apiError, installFakeApi } from '@web/test/fake-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANONYMOUS_CHATS_KEY,
  listAnonymousChats,
  loadAnonymousChat,
  saveAnonymousChat,
} from './anonymous-store';
import { ChatController, type ChatServices } from './chat-controller';
import { newMessage } from './message-model';

const sse = (events: object[]) =>
  events.map((e) => `event: ${(e as { type: string }).type}\ndata: ${JSON.stringify(e)}\n\n`).join('');

/** A streamed answer: the given events, then (unless `end`) the body stays open, like a live stream. */
function streamResponse(events: object[], end: boolean) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(sse(events)));
      if (end) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const services = (): ChatServices & { prompts: string[] } => {
  const prompts: string[] = [];
  return {
    prompts,
    onUsage: vi.fn(),
    onChatsChanged: vi.fn(),
    toast: vi.fn(),
    openAuthPrompt: (mode) => prompts.push(mode),
    standardMode: () => false,
  };
};

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

afterEach(() => vi.useRealTimers());

describe('anonymous chats in this browser', () => {
  it('keep the conversation in localStorage and bring a cut-off reply back as interrupted', async () => {
    const api = installFakeApi();
    api.on('POST /api/anonymous/generate', () =>
      streamResponse(
        [
          { type: 'snapshot', messageId: 'x', content: '', thinking: '', status: 'streaming' },
          { type: 'delta', offset: 0, text: '# Recipe Title: Half' },
        ],
        false,
      ),
    );
    const first = new ChatController('anonymous', null, services());
    expect(first.send('Plan a picnic')).toBe(true);
    await until(() => first.getSnapshot().messages[1]?.content === '# Recipe Title: Half');
    const chatId = first.getSnapshot().chatId!;
    expect(chatId).toMatch(/^anon-/);
    first.persist(true);
    expect(api.callsTo('POST /api/anonymous/generate')[0]?.body).toEqual({
      content: 'Plan a picnic',
      history: [],
      // The default streaming buffer: the server gathers tokens for it.
      buffer: 25,
    });

    // "Reload": the page is gone mid-stream; a new controller reads what was kept.
    const stored = JSON.parse(window.localStorage.getItem(ANONYMOUS_CHATS_KEY)!);
    expect(stored.chats[0].messages[1].status).toBe('streaming');
    const reloaded = new ChatController('anonymous', chatId, services());
    await reloaded.load();
    const [user, reply] = reloaded.getSnapshot().messages;
    expect(user).toMatchObject({ role: 'user', content: 'Plan a picnic' });
    expect(reply).toMatchObject({
      role: 'assistant',
      status: 'interrupted',
      content: '# Recipe Title: Half',
    });
    expect(listAnonymousChats()[0]).toMatchObject({ id: chatId, title: 'Plan a picnic' });
    first.dispose();
  });

  it('retries an interrupted reply with the conversation before it', async () => {
    const api = installFakeApi();
    const user = newMessage('user', 'Plan a picnic');
    const cut = { ...newMessage('assistant', 'Half', 'streaming') };
    saveAnonymousChat({
      id: 'anon-1',
      title: 'Plan a picnic',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      messages: [user, cut],
      authPrompted: false,
    });
    expect(loadAnonymousChat('anon-1')?.messages[1]?.status).toBe('interrupted');
    api.on('POST /api/anonymous/generate', () =>
      streamResponse(
        [
          { type: 'snapshot', messageId: 'x', content: '', thinking: '', status: 'streaming' },
          { type: 'delta', offset: 0, text: 'Whole answer' },
          {
            type: 'done',
            messageId: 'x',
            status: 'complete',
            usage: { plan: 'anonymous', used: 2, limit: 3 },
          },
        ],
        true,
      ),
    );
    const s = services();
    const controller = new ChatController('anonymous', 'anon-1', s);
    await controller.load();
    await controller.retry(cut.id);
    const reply = controller.getSnapshot().messages[1]!;
    expect(reply).toMatchObject({ id: cut.id, status: 'complete', content: 'Whole answer' });
    expect(s.onUsage).toHaveBeenCalledWith({ plan: 'anonymous', used: 2, limit: 3 });
    expect(loadAnonymousChat('anon-1')?.messages[1]?.status).toBe('complete');
  });

  it('on the free limit shows the message, opens the auth prompt and hands the text back', async () => {
    const api = installFakeApi();
    const message = "You've used your 3 free recipes. Sign up to keep going.";
    api.on('POST /api/anonymous/generate', () => apiError(429, 'LIMIT_REACHED', message));
    const s = services();
    const controller = new ChatController('anonymous', null, s);
    controller.send('One more please');
    await until(() => controller.getSnapshot().limitMessage !== null);
    const state = controller.getSnapshot();
    expect(state.limitMessage).toBe(message);
    expect(state.restore?.text).toBe('One more please');
    expect(state.messages).toHaveLength(0);
    expect(s.prompts).toEqual(['signup']);
    // The same text may go again at once after a failure (it was never sent).
    expect(controller.send('One more please')).toBe(true);
  });

  it('opens the auth prompt once when the chat reaches 3 messages', async () => {
    const api = installFakeApi();
    api.on('POST /api/anonymous/generate', () =>
      streamResponse([{ type: 'done', messageId: 'x', status: 'complete' }], true),
    );
    const s = services();
    const controller = new ChatController('anonymous', null, s);
    controller.send('first question here');
    await until(() => !controller.getSnapshot().loading);
    expect(s.prompts).toEqual([]);
    vi.useFakeTimers({ now: Date.now() + 60_000, toFake: ['Date'] });
    controller.send('second question here');
    vi.useRealTimers();
    await until(() => !controller.getSnapshot().loading);
    expect(s.prompts).toEqual(['signup']);
    vi.useFakeTimers({ now: Date.now() + 120_000, toFake: ['Date'] });
    controller.send('third question here');
    vi.useRealTimers();
    await until(() => !controller.getSnapshot().loading);
    expect(s.prompts).toEqual(['signup']);
  });
});

describe('sending files', () => {
  const pending = (name: string) => ({
    key: `k-${name}`,
    name,
    type: 'text/plain',
    size: 5,
    previewUrl: null,
    status: 'ready' as const,
    attachment: { url: '', type: 'text/plain', name, size: 5 },
    inline: { name, type: 'text/plain', data: btoa('hello') },
  });

  it('sends an anonymous file inline with the one request, shows it, and hands it back when refused', async () => {
    const api = installFakeApi();
    api.on('POST /api/anonymous/generate', () =>
      streamResponse([{ type: 'done', messageId: 'x', status: 'complete' }], true),
    );
    const controller = new ChatController('anonymous', null, services());
    expect(controller.send('', [pending('a.txt')])).toBe(true);
    await until(() => controller.getSnapshot().activeId === null);
    expect(api.callsTo('POST /api/anonymous/generate')[0]?.body).toEqual({
      content: '',
      history: [],
      buffer: 25,
      attachments: [{ name: 'a.txt', type: 'text/plain', data: btoa('hello') }],
    });
    expect(controller.getSnapshot().messages[0]!.attachments).toEqual([
      { url: '', type: 'text/plain', name: 'a.txt', size: 5 },
    ]);

    api.on('POST /api/anonymous/generate', () =>
      apiError(400, 'VALIDATION_ERROR', 'b.txt was not attached: its content does not match its type.'),
    );
    const files = [pending('b.txt')];
    expect(controller.send('and this', files)).toBe(true);
    await until(() => controller.getSnapshot().restore !== null);
    expect(controller.getSnapshot().restore).toMatchObject({ text: 'and this', attachments: files });
    expect(controller.getSnapshot().messages).toHaveLength(2);
  });
});

describe('the streaming buffer', () => {
  it('shows streamed text only once the device’s buffer has passed', async () => {
    const api = installFakeApi();
    api.on('POST /api/anonymous/generate', () =>
      streamResponse(
        [
          { type: 'snapshot', messageId: 'x', content: '', thinking: '', status: 'streaming' },
          { type: 'delta', offset: 0, text: '# Recipe Title: Slow device' },
        ],
        false,
      ),
    );
    const controller = new ChatController('anonymous', null, { ...services(), streamBufferMs: () => 150 });
    controller.send('Plan a picnic');
    const started = performance.now();
    await until(() => controller.getSnapshot().messages[1]?.content === '# Recipe Title: Slow device');
    // The delta arrives at once; a 25 ms buffer would have shown it long before 150 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    controller.stop();
  });
});
