import { renderErrorText } from '@shared/errors/error-table';
import { installFakeApi } from '@web/test/fake-api';
import { describe, expect, it, vi } from 'vitest';
import { loadAnonymousChat, saveAnonymousChat } from './anonymous-store';
import { ChatController } from './chat-controller';
import { newMessage } from './message-model';

/** Message actions of anonymous chats: versions and feedback kept in this browser. */
const sse = (events: object[]) =>
  events.map((e) => `event: ${(e as { type: string }).type}\ndata: ${JSON.stringify(e)}\n\n`).join('');
const answer = (text: string) =>
  new Response(
    sse([
      { type: 'snapshot', messageId: 'x', content: '', thinking: '', status: 'streaming' },
      { type: 'delta', offset: 0, text },
      { type: 'done', messageId: 'x', status: 'complete' },
    ]),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );
const failure = () =>
  new Response(
    sse([
      { type: 'snapshot', messageId: 'x', content: '', thinking: '', status: 'streaming' },
      {
        type: 'error',
        code: 'GENERATION_FAILED',
        message: 'An error occurred while processing your request.',
      },
      { type: 'done', messageId: 'x', status: 'error' },
    ]),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

const services = () => ({
  onUsage: vi.fn(),
  onChatsChanged: vi.fn(),
  toast: vi.fn(),
  openAuthPrompt: vi.fn(),
  standardMode: () => false,
});

function storedChat() {
  const user = newMessage('user', 'Plan a picnic');
  const reply = newMessage('assistant', 'First answer');
  saveAnonymousChat({
    id: 'anon-test',
    title: 'Plan a picnic',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    messages: [user, reply],
    authPrompted: true,
  });
  return { user, reply };
}

describe('anonymous message actions', () => {
  it('regenerates into a new version with the option in the prompt, kept across a reload', async () => {
    const api = installFakeApi();
    api.on('POST /api/anonymous/generate', () => answer('Second answer'));
    const { reply } = storedChat();
    const controller = new ChatController('anonymous', 'anon-test', services());
    await controller.load();
    await controller.regenerate(reply.id, 'concise');
    expect(api.callsTo('POST /api/anonymous/generate')[0]?.body).toMatchObject({
      content: expect.stringMatching(/^Plan a picnic\n\nAnswer again, more concisely/),
      history: [],
      retry: true,
    });
    expect(controller.getSnapshot().messages[1]).toMatchObject({
      content: 'Second answer',
      versions: ['First answer', 'Second answer'],
      versionIndex: 1,
      regenerationCount: 1,
    });
    await controller.selectVersion(reply.id, 0);
    expect(loadAnonymousChat('anon-test')!.messages[1]).toMatchObject({
      content: 'First answer',
      versionIndex: 0,
    });
  });

  it('keeps the earlier version and says so when the regeneration fails', async () => {
    const api = installFakeApi();
    api.on('POST /api/anonymous/generate', failure);
    const { reply } = storedChat();
    const controller = new ChatController('anonymous', 'anon-test', services());
    await controller.load();
    await controller.regenerate(reply.id, 'default');
    expect(controller.getSnapshot().messages[1]).toMatchObject({
      status: 'complete',
      content: 'First answer',
      versions: ['First answer'],
      versionIndex: 0,
      regenerationCount: 0,
      error: renderErrorText('generation.regenerationFailed'),
    });
    expect(controller.getSnapshot().progress).toBeNull();
  });

  it('edits a user message as a version and answers the edited text; feedback stays local', async () => {
    const api = installFakeApi();
    api.on('POST /api/anonymous/generate', () => answer('Answer to the edit'));
    const { user, reply } = storedChat();
    const controller = new ChatController('anonymous', 'anon-test', services());
    await controller.load();
    expect(await controller.editMessage(user.id, '  Plan a beach picnic ')).toBe(true);
    expect(api.callsTo('POST /api/anonymous/generate')[0]?.body).toMatchObject({
      content: 'Plan a beach picnic',
    });
    const [edited, answered] = controller.getSnapshot().messages;
    expect(edited).toMatchObject({
      content: 'Plan a beach picnic',
      versions: ['Plan a picnic', 'Plan a beach picnic'],
    });
    expect(answered).toMatchObject({
      content: 'Answer to the edit',
      versions: ['First answer', 'Answer to the edit'],
    });
    expect(await controller.editMessage(user.id, '   ')).toBe(false);

    expect(await controller.rate(reply.id, { feedback: 'negative', reason: 'Other', comment: ' meh ' })).toBe(
      true,
    );
    expect(loadAnonymousChat('anon-test')!.messages[1]).toMatchObject({
      feedback: 'negative',
      feedbackReason: 'Other',
      feedbackComment: 'meh',
    });
    expect(api.callsTo(`POST /api/messages/${reply.id}/feedback`)).toEqual([]);
  });
});
