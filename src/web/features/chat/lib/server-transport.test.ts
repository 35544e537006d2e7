import { apiError, installFakeApi, json } from '@web/test/fake-api';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatTransport } from './chat-transport';
import { hiddenMessages, hideMessage } from './hidden-messages';
import { fromServerMessage, newMessage } from './message-model';
import { ServerTransport } from './server-transport';
import { FakeEventSource, makeContext, seedSend, serverMessage } from './transport-test-kit';

/** Signed-in chats over the chat API (fetch faked at the network edge) and SSE (a fake EventSource). */
const chat = {
  id: 'c1',
  title: 'Picnic',
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
};
const usage = { plan: 'free', used: 2, limit: 3 } as const;

function setup(chatId: string | null = 'c1', overrides: Parameters<typeof makeContext>[2] = {}) {
  const kit = makeContext('server', chatId, overrides);
  // Used only through the one interface both transports share.
  const transport: ChatTransport = new ServerTransport(kit.context);
  return { ...kit, transport };
}

beforeEach(() => FakeEventSource.install());

describe('the server transport: loading and following', () => {
  it('reads the chat without hidden messages and follows a reply still being written until it ends', async () => {
    const api = installFakeApi();
    const question = serverMessage({ id: 'u1', role: 'user', content: 'Plan a picnic' });
    const hidden = serverMessage({ id: 'u0', role: 'user', content: 'Deleted here' });
    const reply = serverMessage({ id: 'a1', status: 'streaming', content: 'Hal' });
    api.on('GET /api/chats/c1', () => json(200, { ...chat, messages: [hidden, question, reply] }));
    hideMessage('c1', 'u0');
    const { transport, store, services } = setup('c1', { streamBufferMs: () => 120 });

    await transport.load('c1');
    expect(store.state.status).toBe('ready');
    expect(store.state.messages.map((m) => m.id)).toEqual(['u1', 'a1']);
    const source = FakeEventSource.last();
    // The server gathers tokens for the device's buffer.
    expect(source.url).toBe('/api/messages/a1/stream?buffer=120');
    expect(source.init).toEqual({ withCredentials: true });
    expect(store.state).toMatchObject({ loading: true, activeId: 'a1' });
    expect(transport.active).toBe(true);
    // A quiet reload while the reply is followed opens no second stream.
    transport.follow(store.state.messages[1]!);
    expect(FakeEventSource.instances).toHaveLength(1);

    source.emit({ type: 'snapshot', messageId: 'a1', content: 'Half', thinking: '', status: 'streaming' });
    source.emit({ type: 'progress', stage: 'structuring', percent: 25 });
    source.emit({ type: 'delta', offset: 4, text: ' done' });
    expect(store.state.messages[1]?.content).toBe('Half done');
    expect(store.state.progress).toEqual({ stage: 'structuring', percent: 25 });
    source.emit({ type: 'done', messageId: 'a1', status: 'complete', chatTitle: 'Picnic plan' });

    expect(store.state.messages[1]).toMatchObject({ status: 'complete', content: 'Half done' });
    expect(store.state).toMatchObject({ loading: false, activeId: null, announcement: 'finished' });
    expect(store.state.progress).toEqual({ stage: 'complete', percent: 100 });
    expect(services.onChatsChanged).toHaveBeenCalledOnce();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(transport.active).toBe(false);
  });

  it('tells a chat that is not there from one that could not be read', async () => {
    const api = installFakeApi();
    api.on('GET /api/chats/gone', () => apiError(404, 'NOT_FOUND', 'Chat not found.'));
    api.on('GET /api/chats/c1', () => apiError(500, 'INTERNAL', 'Something went wrong.'));
    const missing = setup('gone');
    await missing.transport.load('gone');
    expect(missing.store.state.status).toBe('not-found');
    const broken = setup('c1');
    await broken.transport.load('c1');
    expect(broken.store.state).toMatchObject({ status: 'error', loadError: 'Something went wrong.' });
  });

  it('shows a lost connection: failed after two errors or one the browser gives up on', async () => {
    installFakeApi();
    const { transport, store } = setup();
    transport.follow(fromServerMessage(serverMessage({ id: 'a1', status: 'streaming', content: 'Part' })));
    const source = FakeEventSource.last();
    source.fail(false);
    expect(store.state.connection).toBe('good');
    source.fail(false);
    expect(store.state.connection).toBe('failed');
    source.open();
    expect(store.state.connection).toBe('good');

    source.fail(true);
    expect(store.state.connection).toBe('failed');
    expect(store.message('a1')).toBeUndefined(); // not on screen: nothing to mark
    expect(store.state).toMatchObject({ loading: false, activeId: null });
    expect(transport.active).toBe(false);
  });

  it('marks the reply on screen interrupted when its stream is lost for good', async () => {
    installFakeApi();
    const { transport, store } = setup();
    const reply = fromServerMessage(serverMessage({ id: 'a1', status: 'streaming', content: 'Part' }));
    store.set({ messages: [reply] }, true);
    transport.follow(reply);
    FakeEventSource.last().fail(true);
    expect(store.message('a1')).toMatchObject({ status: 'interrupted', content: 'Part' });
  });
});

describe('the server transport: sending', () => {
  it('creates the chat, swaps in the stored messages, hands over the new id and follows the reply', async () => {
    const api = installFakeApi();
    api.on('POST /api/chats', () =>
      json(201, {
        chat: { ...chat, id: 'c9' },
        userMessage: serverMessage({ id: 'u1', chatId: 'c9', role: 'user', content: 'Plan a picnic' }),
        assistantMessage: serverMessage({ id: 'a1', chatId: 'c9', status: 'streaming' }),
        usage,
      }),
    );
    const { transport, store, services, assigned, context } = setup(null);
    const placeholder = newMessage('assistant', '', 'streaming');
    const sent = seedSend(context, newMessage('user', 'Plan a picnic'), placeholder);
    const files = [
      {
        key: 'k',
        name: 'a.png',
        type: 'image/png',
        size: 3,
        previewUrl: null,
        status: 'ready' as const,
        attachment: { id: 'f1', url: '/api/attachments/f1', type: 'image/png', name: 'a.png', size: 3 },
      },
    ];

    await transport.send({ ...sent, files }, placeholder);
    expect(api.callsTo('POST /api/chats').map((c) => c.body)).toEqual([
      { content: 'Plan a picnic', stream: true, attachmentIds: ['f1'] },
    ]);
    expect(store.state.messages.map((m) => m.id)).toEqual(['u1', 'a1']);
    expect(store.state.activeId).toBe('a1');
    expect(assigned).toEqual(['c9']);
    expect(services.onUsage).toHaveBeenCalledWith(usage);
    expect(services.onChatsChanged).toHaveBeenCalledOnce();
    expect(FakeEventSource.last().url).toBe('/api/messages/a1/stream?buffer=25');
    transport.dispose();
  });

  it('in standard mode sends to the existing chat and shows the whole reply without following it', async () => {
    const api = installFakeApi();
    api.on('POST /api/chats/c1/messages', () =>
      json(201, {
        chat,
        userMessage: serverMessage({ id: 'u2', role: 'user', content: 'And a salad?' }),
        assistantMessage: serverMessage({ id: 'a2', content: 'Whole answer' }),
        usage,
      }),
    );
    const { transport, store, assigned, context } = setup('c1', { standardMode: () => true });
    const placeholder = newMessage('assistant', '', 'streaming');
    await transport.send(seedSend(context, newMessage('user', 'And a salad?'), placeholder), placeholder);
    expect(api.callsTo('POST /api/chats/c1/messages')[0]?.body).toEqual({
      content: 'And a salad?',
      stream: false,
      attachmentIds: [],
    });
    expect(store.message('a2')).toMatchObject({ status: 'complete', content: 'Whole answer' });
    expect(store.state).toMatchObject({ loading: false, activeId: null, announcement: 'finished' });
    expect(assigned).toEqual([]);
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('rejects a refused send and changes nothing, so the caller can hand the text back', async () => {
    const api = installFakeApi();
    api.on('POST /api/chats', () => apiError(429, 'LIMIT_REACHED', 'Limit reached.'));
    const { transport, store, context } = setup(null);
    const placeholder = newMessage('assistant', '', 'streaming');
    const sent = seedSend(context, newMessage('user', 'One more'), placeholder);
    const before = store.state.messages;
    await expect(transport.send(sent, placeholder)).rejects.toMatchObject({ code: 'LIMIT_REACHED' });
    expect(store.state.messages).toBe(before);
  });
});

describe('the server transport: retry and message actions', () => {
  it('a retry that cannot start: the limit gets its message and sign-up prompt, other refusals a toast', async () => {
    const api = installFakeApi();
    api.on('POST /api/messages/a1/retry', () => apiError(429, 'LIMIT_REACHED', 'Limit reached.'));
    const { transport, store, services, activity } = setup();
    activity.begin('a1');
    await transport.retry('a1');
    expect(store.state).toMatchObject({ limitMessage: 'Limit reached.', loading: false, activeId: null });
    expect(services.openAuthPrompt).toHaveBeenCalledWith('signup');

    api.on('POST /api/messages/a1/retry', () => apiError(409, 'CONFLICT', 'Already being written.'));
    activity.begin('a1');
    await transport.retry('a1');
    expect(services.toast).toHaveBeenCalledWith('Already being written.');
    expect(store.state.inputError).toBeNull();
  });

  it('follows a regenerated version, then reads the chat back; a failed one refreshes the usage again', async () => {
    const api = installFakeApi();
    const reply = serverMessage({ id: 'a1', content: 'First' });
    api.on('POST /api/messages/a1/regenerate', () =>
      json(200, { message: { ...reply, status: 'streaming', content: '', responseVersions: ['First', ''] } }),
    );
    api.on('GET /api/usage', () => json(200, usage));
    api.on('GET /api/chats/c1', () => json(200, { ...chat, messages: [reply] }));
    const { transport, store, services, activity } = setup();
    store.set({ messages: [fromServerMessage(reply)] }, true);
    activity.begin('a1');
    await transport.regenerate('a1', 'concise');
    expect(api.callsTo('POST /api/messages/a1/regenerate')[0]?.body).toEqual({ option: 'concise' });
    expect(store.message('a1')).toMatchObject({ status: 'streaming', versions: ['First', ''] });
    expect(store.state.loading).toBe(true); // the followed stream holds the guard

    FakeEventSource.last().emit({ type: 'done', messageId: 'a1', status: 'error' });
    await expect.poll(() => api.callsTo('GET /api/chats/c1').length).toBe(1);
    await expect.poll(() => api.callsTo('GET /api/usage').length).toBe(2);
    await expect.poll(() => store.message('a1')?.content).toBe('First');
    expect(services.onUsage).toHaveBeenCalledWith(usage);
  });

  it('an edit answered again follows the new version; an edit with no reply only ends the activity', async () => {
    const api = installFakeApi();
    const question = serverMessage({ id: 'u1', role: 'user', content: 'Old' });
    const reply = serverMessage({ id: 'a1', content: 'Answer' });
    api.on('POST /api/messages/u1/edit', () =>
      json(200, {
        userMessage: {
          ...question,
          content: 'New',
          responseVersions: ['Old', 'New'],
          currentResponseIndex: 1,
        },
        assistantMessage: { ...reply, status: 'streaming', content: '' },
      }),
    );
    api.on('GET /api/usage', () => json(200, usage));
    const { transport, store } = setup();
    store.set({ messages: [question, reply].map(fromServerMessage) }, true);
    expect(await transport.edit(store.message('u1')!, 'New', store.message('a1'))).toBe(true);
    expect(api.callsTo('POST /api/messages/u1/edit')[0]?.body).toEqual({ content: 'New' });
    expect(store.message('u1')).toMatchObject({ content: 'New', versionIndex: 1 });
    expect(store.state.activeId).toBe('a1');
    expect(FakeEventSource.last().url).toContain('/api/messages/a1/stream');
    transport.dispose();

    api.on('POST /api/messages/u1/edit', () => json(200, { userMessage: question, assistantMessage: null }));
    const alone = setup();
    alone.store.set({ messages: [fromServerMessage(question)] }, true);
    expect(await alone.transport.edit(alone.store.message('u1')!, 'New', undefined)).toBe(true);
    expect(alone.store.state).toMatchObject({ loading: false, activeId: null });

    api.on('POST /api/messages/u1/edit', () => apiError(400, 'VALIDATION_ERROR', 'Too long.'));
    expect(await alone.transport.edit(alone.store.message('u1')!, 'New', undefined)).toBe(false);
  });

  it('keeps a chosen version and a rating, and rolls either back with a toast when refused', async () => {
    const api = installFakeApi();
    const reply = serverMessage({
      id: 'a1',
      content: 'Two',
      responseVersions: ['One', 'Two'],
      currentResponseIndex: 1,
    });
    api.on('POST /api/messages/a1/version', () =>
      json(200, { message: { ...reply, content: 'One', currentResponseIndex: 0 } }),
    );
    const { transport, store, services } = setup();
    const before = fromServerMessage(reply);
    store.set({ messages: [{ ...before, content: 'One', versionIndex: 0 }] }, true);
    await transport.saveVersion('a1', 0, before);
    expect(api.callsTo('POST /api/messages/a1/version')[0]?.body).toEqual({ index: 0 });
    expect(store.message('a1')).toMatchObject({ content: 'One', versionIndex: 0 });

    api.on('POST /api/messages/a1/version', () => apiError(409, 'CONFLICT', 'Still writing.'));
    await transport.saveVersion('a1', 0, before);
    expect(store.message('a1')).toBe(before);
    expect(services.toast).toHaveBeenLastCalledWith('Still writing.');

    api.on('POST /api/messages/a1/feedback', () => apiError(500, 'INTERNAL', 'Not saved.'));
    store.updateMessage('a1', (m) => ({ ...m, feedback: 'positive' }), true);
    expect(await transport.saveFeedback('a1', { feedback: 'positive' }, before)).toBe(false);
    expect(store.message('a1')?.feedback).toBeNull();
    expect(services.toast).toHaveBeenLastCalledWith('Not saved.');

    api.on('POST /api/messages/a1/feedback', () => json(200, { message: reply }));
    expect(await transport.saveFeedback('a1', { feedback: 'positive' }, before)).toBe(true);
  });

  it('converts through the API, stops the followed reply on the server and hides messages in this browser', async () => {
    const api = installFakeApi();
    const reply = serverMessage({ id: 'a1', content: 'Recipe' });
    api.on('POST /api/messages/a1/convert', () =>
      json(200, { message: { ...reply, isExecuted: true, convertedCode: { python: 'print()' } } }),
    );
    api.on('POST /api/messages/a2/cancel', () => json(200, { cancelled: true }));
    const { transport, store } = setup();
    store.set({ messages: [fromServerMessage(reply)] }, true);
    expect(await transport.convert('a1')).toBe('converted');
    expect(store.message('a1')).toMatchObject({ isExecuted: true, convertedCode: { python: 'print()' } });

    // Stop cancels only a reply this transport is following.
    transport.stop();
    expect(api.callsTo('POST /api/messages/a2/cancel')).toHaveLength(0);
    transport.follow(fromServerMessage(serverMessage({ id: 'a2', status: 'streaming' })));
    transport.stop();
    expect(api.callsTo('POST /api/messages/a2/cancel')).toHaveLength(1);
    transport.dispose();
    expect(FakeEventSource.last().readyState).toBe(FakeEventSource.CLOSED);

    transport.hide('u1');
    expect(hiddenMessages('c1').has('u1')).toBe(true);
  });
});

describe('the server transport: attached files', () => {
  it('uploads a file as soon as it is attached, and deletes one whose chip goes', async () => {
    const api = installFakeApi();
    const stored = { id: 'att-1', url: '/api/attachments/att-1', type: 'text/plain', name: 'a.txt', size: 2 };
    api.on('POST /api/attachments', () => json(201, { attachment: stored }));
    api.on('DELETE /api/attachments/att-1', () => new Response(null, { status: 204 }));
    const { transport } = setup('c1');
    let uploading = false;

    const result = await transport.attachments.store(
      new File(['hi'], 'a.txt', { type: 'text/plain' }),
      () => {
        uploading = true;
      },
    );
    expect(uploading).toBe(true);
    expect(result).toEqual({ attachment: stored });

    transport.attachments.discard(stored);
    await Promise.resolve();
    expect(api.callsTo('DELETE /api/attachments/att-1')).toHaveLength(1);
  });
});
