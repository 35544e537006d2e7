import type { StreamEvent } from '@shared/contracts/chat';
import { apiError, installFakeApi } from '@web/test/fake-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAnonymousChat, saveAnonymousChat } from './anonymous-store';
import { AnonymousTransport } from './anonymous-transport';
import type { ChatTransport } from './chat-transport';
import { newMessage, type UiMessage } from './message-model';
import { abortableBodies, makeContext, seedSend, streamResponse } from './transport-test-kit';

/** Anonymous chats: kept in localStorage, each reply streamed from POST /api/anonymous/generate. */
const GENERATE = 'POST /api/anonymous/generate';
const usage = { plan: 'anonymous', used: 1, limit: 3 } as const;
const answer = (text: string, extra: Partial<Extract<StreamEvent, { type: 'done' }>> = {}): StreamEvent[] => [
  { type: 'snapshot', messageId: 'x', content: '', thinking: '', status: 'streaming' },
  { type: 'delta', offset: 0, text },
  { type: 'done', messageId: 'x', status: 'complete', ...extra },
];

function setup(chatId: string | null = null, overrides: Parameters<typeof makeContext>[2] = {}) {
  const kit = makeContext('anonymous', chatId, overrides);
  // Used only through the one interface both transports share.
  const transport: ChatTransport = new AnonymousTransport(kit.context);
  return { ...kit, transport };
}

function storeChat(messages: UiMessage[], authPrompted = false) {
  const at = new Date().toISOString();
  saveAnonymousChat({
    id: 'anon-1',
    title: 'Plan a picnic',
    createdAt: at,
    updatedAt: at,
    messages,
    authPrompted,
  });
}

/** A new question as the controller hands it over. */
function sendFrom(kit: ReturnType<typeof setup>, text: string) {
  const placeholder = newMessage('assistant', '', 'streaming');
  return kit.transport.send(seedSend(kit.context, newMessage('user', text), placeholder), placeholder);
}

afterEach(() => vi.useRealTimers());

describe('the anonymous transport: loading and sending', () => {
  it('finds no chat it does not keep, and reads back one it does', async () => {
    installFakeApi();
    const missing = setup('anon-gone');
    await missing.transport.load('anon-gone');
    expect(missing.store.state.status).toBe('not-found');

    const question = newMessage('user', 'Plan a picnic');
    storeChat([question, newMessage('assistant', 'Answer')]);
    const kit = setup('anon-1');
    await kit.transport.load('anon-1');
    expect(kit.store.state.status).toBe('ready');
    expect(kit.store.state.messages.map((m) => m.content)).toEqual(['Plan a picnic', 'Answer']);
  });

  it('gives a new chat its id, streams the reply with the files and the device buffer, and keeps it', async () => {
    const api = installFakeApi();
    api.on(GENERATE, () => streamResponse(answer('Whole answer', { usage })));
    const kit = setup(null, { streamBufferMs: () => 120 });
    const placeholder = newMessage('assistant', '', 'streaming');
    const sent = seedSend(kit.context, newMessage('user', 'Plan a picnic'), placeholder);
    const file = { name: 'a.txt', type: 'text/plain', data: btoa('hello') };
    const files = [
      {
        key: 'k',
        name: 'a.txt',
        type: 'text/plain',
        size: 5,
        previewUrl: null,
        status: 'ready' as const,
        inline: file,
      },
    ];
    await kit.transport.send({ ...sent, files }, placeholder);

    const chatId = kit.store.state.chatId!;
    expect(kit.assigned).toEqual([chatId]);
    expect(chatId).toMatch(/^anon-/);
    expect(api.callsTo(GENERATE)[0]?.body).toEqual({
      content: 'Plan a picnic',
      history: [],
      buffer: 120,
      attachments: [file],
    });
    expect(kit.store.message(placeholder.id)).toMatchObject({ status: 'complete', content: 'Whole answer' });
    expect(kit.store.state).toMatchObject({ loading: false, activeId: null, announcement: 'finished' });
    expect(kit.services.onUsage).toHaveBeenCalledWith(usage);
    expect(kit.transport.active).toBe(false);
    expect(loadAnonymousChat(chatId)?.messages.map((m) => m.status)).toEqual(['complete', 'complete']);
  });

  it('sends the finished conversation as history and opens the sign-up prompt once, at 3 messages', async () => {
    const api = installFakeApi();
    const failed = { ...newMessage('assistant', 'Broken'), status: 'error' as const };
    storeChat([newMessage('user', 'First'), failed]);
    api.on(GENERATE, () => streamResponse(answer('Second answer')));
    const kit = setup('anon-1');
    await kit.transport.load('anon-1');
    await sendFrom(kit, 'Second');
    expect(api.callsTo(GENERATE)[0]?.body).toMatchObject({ history: [{ role: 'user', content: 'First' }] });
    expect(kit.services.openAuthPrompt).toHaveBeenCalledExactlyOnceWith('signup');
    expect(loadAnonymousChat('anon-1')?.authPrompted).toBe(true);
    await sendFrom(kit, 'Third');
    expect(kit.services.openAuthPrompt).toHaveBeenCalledOnce();
  });

  it('rejects a send the server refused before writing anything, and ends nothing itself', async () => {
    const api = installFakeApi();
    api.on(GENERATE, () => apiError(429, 'LIMIT_REACHED', 'Limit reached.'));
    const kit = setup();
    await expect(sendFrom(kit, 'One more')).rejects.toMatchObject({ code: 'LIMIT_REACHED' });
    expect(kit.transport.active).toBe(false);
    // The caller takes the messages away and tells the reason.
    expect(kit.store.state.announcement).toBe('');
    expect(kit.store.state.limitMessage).toBeNull();
  });

  it('in standard mode shows the reply only once it is whole', async () => {
    const api = installFakeApi();
    abortableBodies();
    api.on(GENERATE, () => streamResponse(answer('Whole answer').slice(0, 2), 'open'));
    const kit = setup(null, { standardMode: () => true });
    const sending = sendFrom(kit, 'Plan a picnic');
    await expect.poll(() => api.callsTo(GENERATE).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(kit.store.state.messages[1]?.content).toBe('');
    kit.transport.stop();
    await sending;
    expect(kit.store.state.messages[1]).toMatchObject({ status: 'cancelled', content: 'Whole answer' });
  });
});

describe('the anonymous transport: replies that end early', () => {
  it('Stop ends the reply as cancelled with what was written', async () => {
    const api = installFakeApi();
    abortableBodies();
    api.on(GENERATE, () => streamResponse(answer('Half').slice(0, 2), 'open'));
    const kit = setup();
    const sending = sendFrom(kit, 'Plan a picnic');
    await expect.poll(() => kit.store.state.messages[1]?.content).toBe('Half');
    expect(kit.transport.active).toBe(true);
    kit.transport.stop();
    await sending;
    expect(kit.store.state.messages[1]).toMatchObject({ status: 'cancelled', content: 'Half' });
    expect(kit.transport.active).toBe(false);
  });

  it('a dropped connection leaves the reply interrupted and the connection failed', async () => {
    const api = installFakeApi();
    api.on(GENERATE, () => streamResponse(answer('Half').slice(0, 2), 'drop'));
    const kit = setup();
    await sendFrom(kit, 'Plan a picnic');
    expect(kit.store.state.messages[1]).toMatchObject({ status: 'interrupted', content: 'Half' });
    expect(kit.store.state.connection).toBe('failed');
    expect(kit.store.state.announcement).toBe('finished');
  });

  it('retries in place without the files; a retry that cannot start tells why and ends the activity', async () => {
    const api = installFakeApi();
    const question = newMessage('user', 'Plan a picnic');
    const cut = { ...newMessage('assistant', 'Half'), status: 'interrupted' as const };
    storeChat([question, cut]);
    api.on(GENERATE, () => apiError(500, 'INTERNAL', 'Something went wrong.'));
    const kit = setup('anon-1');
    await kit.transport.load('anon-1');
    kit.activity.begin(cut.id);
    await kit.transport.retry(cut.id);
    expect(api.callsTo(GENERATE)[0]?.body).toEqual({
      content: 'Plan a picnic',
      history: [],
      buffer: 25,
      retry: true,
    });
    expect(kit.store.message(cut.id)).toMatchObject({ content: 'Half', status: 'interrupted' });
    expect(kit.store.state).toMatchObject({
      inputError: 'Something went wrong.',
      loading: false,
      activeId: null,
    });

    api.on(GENERATE, () => streamResponse(answer('Whole')));
    kit.activity.begin(cut.id);
    await kit.transport.retry(cut.id);
    expect(kit.store.message(cut.id)).toMatchObject({ status: 'complete', content: 'Whole' });
  });
});

describe('the anonymous transport: message actions', () => {
  it('an edit whose reply never finished writes that reply again in place', async () => {
    const api = installFakeApi();
    const question = newMessage('user', 'Plan a picnic');
    const cut = { ...newMessage('assistant', 'Half'), status: 'error' as const };
    storeChat([question, cut]);
    api.on(GENERATE, () => streamResponse(answer('Beach answer')));
    const kit = setup('anon-1');
    await kit.transport.load('anon-1');
    expect(await kit.transport.edit(question, 'Plan a beach picnic', cut)).toBe(true);
    expect(api.callsTo(GENERATE)[0]?.body).toMatchObject({ content: 'Plan a beach picnic', retry: true });
    const [edited, reply] = kit.store.state.messages;
    expect(edited).toMatchObject({ versions: ['Plan a picnic', 'Plan a beach picnic'], versionIndex: 1 });
    expect(reply).toMatchObject({ id: cut.id, status: 'complete', content: 'Beach answer' });
    expect(reply?.versions).toBeUndefined();
  });

  it('keeps versions and ratings in this browser; converting asks to sign in', async () => {
    installFakeApi();
    const reply = newMessage('assistant', 'Answer');
    storeChat([newMessage('user', 'Plan a picnic'), reply]);
    const kit = setup('anon-1');
    await kit.transport.load('anon-1');
    kit.store.updateMessage(reply.id, (m) => ({ ...m, feedback: 'positive' }), true);
    expect(await kit.transport.saveFeedback(reply.id, { feedback: 'positive' }, reply)).toBe(true);
    expect(loadAnonymousChat('anon-1')?.messages[1]?.feedback).toBe('positive');
    kit.store.updateMessage(reply.id, (m) => ({ ...m, versionIndex: 0 }), true);
    await kit.transport.saveVersion(reply.id, 0, reply);
    expect(loadAnonymousChat('anon-1')?.messages[1]?.versionIndex).toBe(0);

    expect(await kit.transport.convert(reply.id)).toBe('auth');
    expect(kit.services.openAuthPrompt).toHaveBeenCalledWith('login');
  });

  it('saves at most every 500 ms while a reply streams, and what is pending when it is disposed', async () => {
    installFakeApi();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const kit = setup('anon-2');
    kit.store.set({ messages: [newMessage('user', 'Plan a picnic')] }, true);
    kit.transport.persist();
    kit.transport.persist();
    expect(loadAnonymousChat('anon-2')).toBeNull();
    vi.advanceTimersByTime(500);
    expect(loadAnonymousChat('anon-2')?.title).toBe('Plan a picnic');

    kit.store.set({ messages: [newMessage('user', 'Plan a party')] }, true);
    kit.transport.persist();
    kit.transport.dispose();
    expect(loadAnonymousChat('anon-2')?.messages[0]?.content).toBe('Plan a party');
  });
});

describe('the anonymous transport: attached files', () => {
  it('reads a file in the browser for the request that carries it, with nothing to upload or delete', async () => {
    const api = installFakeApi();
    const { transport } = setup();
    let uploading = false;

    const result = await transport.attachments.store(
      new File(['hi'], 'a.txt', { type: 'text/plain' }),
      () => {
        uploading = true;
      },
    );
    expect(result).toEqual({
      inline: { name: 'a.txt', type: 'text/plain', data: btoa('hi') },
      attachment: { url: '', type: 'text/plain', name: 'a.txt', size: 2 },
    });
    transport.attachments.discard(result.attachment);
    expect(uploading).toBe(false);
    expect(api.calls).toEqual([]);
  });
});
