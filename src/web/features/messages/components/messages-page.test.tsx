import { MESSAGE_MAX_CHARS } from '@shared/contracts/messaging';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeHandler, installFakeApi, json, keyedApiError, makeUser } from '@web/test/fake-api';
import { setMediaEnv } from '@web/test/match-media';
import { renderRoute } from '@web/test/render-route';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detail, inbox, ME, message, noonDaysAgo, summary, thread } from '../test/messaging-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const WAIT = { timeout: 15_000 };
const INBOX = 'GET /api/messaging/conversations';
const RECIPIENTS = 'GET /api/messaging/recipients';
const user = makeUser({ id: ME });

function api(routes: Record<string, FakeHandler> = {}) {
  return installFakeApi({
    user,
    routes: {
      [INBOX]: () => json(200, inbox([])),
      [RECIPIENTS]: () => json(200, { recipients: [], anyCreator: true }),
      'GET /api/messaging/unread': () => json(200, { unread: 0 }),
      'POST /api/messaging/conversations/c1/read': () => json(200, { unreadCount: 0, totalUnread: 0 }),
      ...routes,
    },
  });
}

describe('the inbox', { timeout: 40_000 }, () => {
  it('lists conversations with name, Creator badge, preview, time and an unread badge capped at 99+', async () => {
    api({
      [INBOX]: () =>
        json(
          200,
          inbox([
            summary('c1', { name: 'Cleo Marsh', unread: 150, last: 'Can you share the recipe?' }),
            summary('c2', { name: 'Dan Field', isCreator: false, unread: 3, last: 'Thanks!', fromMe: true }),
            summary('c3', { name: 'ignored', deleted: true, last: null, at: null }),
          ]),
        ),
    });
    renderRoute('/messages');
    const list = await screen.findByRole('list', { name: 'Conversations' }, WAIT);
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Cleo Marsh')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Creator')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Can you share the recipe?')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('99+')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('150 unread messages')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Creator')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('You: Thanks!')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('3')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Deleted user')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('No messages yet')).toBeInTheDocument();
    // Wide: the empty selection beside the list.
    expect(screen.getByRole('heading', { name: 'Your conversations' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Start New Conversation' }).length).toBeGreaterThan(0);
  });

  it("offers 'Start New Conversation' only when a creator exists", async () => {
    api({ [RECIPIENTS]: () => json(200, { recipients: [], anyCreator: false }) });
    renderRoute('/messages');
    expect(await screen.findByRole('heading', { name: 'Your conversations' }, WAIT)).toBeInTheDocument();
    await screen.findByText('No conversations found');
    expect(screen.queryByRole('button', { name: 'Start New Conversation' })).not.toBeInTheDocument();
  });

  it('shows the empty states, searches (debounced) and filters unread', async () => {
    const fake = api();
    const u = userEvent.setup();
    renderRoute('/messages');
    expect(await screen.findByText('No conversations found', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Start a conversation with a creator')).toBeInTheDocument();

    await u.type(screen.getByPlaceholderText('Search conversations...'), 'cleo');
    expect(await screen.findByText('Try adjusting your search terms')).toBeInTheDocument();
    const searches = fake.calls.filter((c) => c.path === '/api/messaging/conversations');
    // One read for the page, one for the settled search: not one per key.
    expect(searches.length).toBeLessThanOrEqual(3);

    const urls: string[] = [];
    fake.on(INBOX, (_body, url) => {
      urls.push(url.search);
      return json(200, inbox([summary('c9', { name: 'Unread Ursula', unread: 2 })]));
    });
    await u.click(screen.getByRole('button', { name: 'Unread' }));
    expect(await screen.findByText('Unread Ursula')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
    expect(urls.some((s) => s.includes('filter=unread') && s.includes('q=cleo'))).toBe(true);
  });

  it("says 'Error loading conversations: ' and the message when the inbox fails", async () => {
    api({ [INBOX]: () => json(500, { code: 'INTERNAL', message: 'Database is down' }) });
    renderRoute('/messages');
    expect(
      await screen.findByText('Error loading conversations: Database is down', {}, WAIT),
    ).toBeInTheDocument();
  });
});

describe('a thread', { timeout: 40_000 }, () => {
  it('opens from ?conversation=, with separators, §2 times, checks, edited, and marks read', async () => {
    const fake = api({
      [INBOX]: () => json(200, inbox([summary('c1', { unread: 1 })])),
      'GET /api/messaging/conversations/c1': () => json(200, detail('c1', { name: 'Cleo Marsh', unread: 1 })),
      'GET /api/messaging/conversations/c1/messages': () =>
        json(
          200,
          thread([
            message('m0', { timestamp: 'garbage', content: 'Lost in time' }),
            message('m1', {
              timestamp: '2026-01-15T12:00:00.000Z',
              content: 'Hello from January',
              mine: true,
            }),
            message('m2', {
              timestamp: noonDaysAgo(1),
              content: 'Seen yesterday',
              mine: true,
              readBy: [ME, 'other-c1'],
              edited: true,
            }),
            message('m3', { timestamp: noonDaysAgo(0), content: 'New today' }),
          ]),
        ),
    });
    renderRoute('/messages?conversation=c1');
    const log = await screen.findByRole('log', { name: 'Messages with Cleo Marsh' }, WAIT);
    expect(await within(log).findByText('New today')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cleo Marsh' })).toBeInTheDocument();

    const separators = within(log)
      .getAllByTestId('day-separator')
      .map((s) => s.textContent);
    expect(separators).toHaveLength(4);
    expect(separators[0]).toBe('Unknown time');
    expect(separators[1]).toMatch(/2026/);
    expect(separators.slice(2)).toEqual(['Yesterday', 'Today']);

    const bubbles = within(log).getAllByTestId('direct-message');
    expect(within(bubbles[0]!).getByText('Unknown time')).toBeInTheDocument();
    expect(within(bubbles[1]!).getByText(/^Jan 15, /)).toBeInTheDocument();
    expect(within(bubbles[2]!).getByText(/^Yesterday \d/)).toBeInTheDocument();
    expect(within(bubbles[3]!).getByText(/^\d{1,2}:\d{2}/)).toBeInTheDocument();
    // Own messages right with one check, two once read; the other's none.
    expect(bubbles[1]).toHaveAttribute('data-own', 'true');
    expect(within(bubbles[1]!).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    expect(within(bubbles[2]!).getByRole('img', { name: 'Read' })).toBeInTheDocument();
    expect(within(bubbles[2]!).getByText('edited')).toBeInTheDocument();
    expect(within(bubbles[1]!).queryByText('edited')).not.toBeInTheDocument();
    expect(within(bubbles[3]!).queryByRole('img')).not.toBeInTheDocument();

    // The other's unread messages shown are marked read (m0 and m3; never one's own).
    await waitFor(() => expect(fake.callsTo('POST /api/messaging/conversations/c1/read')).toHaveLength(1));
    expect(fake.callsTo('POST /api/messaging/conversations/c1/read')[0]?.body).toEqual({
      messageIds: ['m0', 'm3'],
    });
    // The selected row says so.
    expect(screen.getByRole('button', { current: true })).toHaveTextContent('Cleo Marsh');
  });

  it("says 'Start the conversation' when empty, and 'Unable to load conversation' with the message", async () => {
    api({
      'GET /api/messaging/conversations/c1': () => json(200, detail('c1')),
      'GET /api/messaging/conversations/c1/messages': () => json(200, thread([])),
      'GET /api/messaging/conversations/c2': () => keyedApiError(404, 'messaging.conversationNotFound'),
    });
    const { router } = renderRoute('/messages?conversation=c1');
    expect(await screen.findByText('Start the conversation', {}, WAIT)).toBeInTheDocument();
    await act(() => router.navigate('/messages?conversation=c2'));
    expect(await screen.findByText('Unable to load conversation')).toBeInTheDocument();
    expect(screen.getByText('Conversation not found')).toBeInTheDocument();
  });

  it('loads older messages at the top', async () => {
    const fake = api({
      'GET /api/messaging/conversations/c1': () => json(200, detail('c1')),
      'GET /api/messaging/conversations/c1/messages': (_b, url) =>
        url.searchParams.get('cursor') === 'older'
          ? json(
              200,
              thread([message('m0', { content: 'The very first', timestamp: '2026-01-01T10:00:00.000Z' })]),
            )
          : json(
              200,
              thread(
                [
                  message('m1', {
                    content: 'The latest',
                    readBy: ['other-c1', ME],
                    timestamp: '2026-01-02T10:00:00.000Z',
                  }),
                ],
                'older',
              ),
            ),
    });
    const u = userEvent.setup();
    renderRoute('/messages?conversation=c1');
    await u.click(await screen.findByRole('button', { name: 'Load older messages' }, WAIT));
    expect(await screen.findByText('The very first')).toBeInTheDocument();
    const texts = screen.getAllByTestId('direct-message').map((b) => b.querySelector('p')?.textContent);
    expect(texts).toEqual(['The very first', 'The latest']);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    expect(fake.callsTo('GET /api/messaging/conversations/c1/messages')).toHaveLength(2);
  });
});

describe('the composer', { timeout: 40_000 }, () => {
  function threadApi(send: (body: unknown) => Response | Promise<Response>) {
    return api({
      'GET /api/messaging/conversations/c1': () => json(200, detail('c1')),
      'GET /api/messaging/conversations/c1/messages': () => json(200, thread([])),
      'POST /api/messaging/conversations/c1/messages': send,
    });
  }

  it('sends trimmed text on Enter, makes a new line on Shift+Enter, and clears on success', async () => {
    const fake = threadApi((body) =>
      json(201, message('m9', { mine: true, content: (body as { content: string }).content })),
    );
    const u = userEvent.setup();
    renderRoute('/messages?conversation=c1');
    const input = await screen.findByPlaceholderText('Type a message...', {}, WAIT);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await u.type(input, '   ');
    await u.keyboard('{Enter}');
    expect(fake.callsTo('POST /api/messaging/conversations/c1/messages')).toHaveLength(0);

    await u.clear(input);
    await u.type(input, '  Hello{Shift>}{Enter}{/Shift}there  ');
    expect(input).toHaveValue('  Hello\nthere  ');
    expect(fake.callsTo('POST /api/messaging/conversations/c1/messages')).toHaveLength(0);
    await u.keyboard('{Enter}');
    await waitFor(() => expect(input).toHaveValue(''));
    expect(fake.callsTo('POST /api/messaging/conversations/c1/messages')[0]?.body).toEqual({
      content: 'Hello\nthere',
    });
    expect(await screen.findByText(/Hello\s+there/)).toBeInTheDocument();
  });

  it('is disabled while sending', async () => {
    let release: (r: Response) => void = () => {};
    threadApi(() => new Promise<Response>((resolve) => (release = resolve)));
    const u = userEvent.setup();
    renderRoute('/messages?conversation=c1');
    const input = await screen.findByPlaceholderText('Type a message...', {}, WAIT);
    await u.type(input, 'Wait for it{Enter}');
    await waitFor(() => expect(input).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    release(json(201, message('m9', { mine: true, content: 'Wait for it' })));
    await waitFor(() => expect(input).not.toBeDisabled());
    expect(input).toHaveValue('');
  });

  it('keeps the text of a failed send and says why', async () => {
    threadApi(() => keyedApiError(429, 'messaging.rateLimited'));
    const u = userEvent.setup();
    renderRoute('/messages?conversation=c1');
    const input = await screen.findByPlaceholderText('Type a message...', {}, WAIT);
    await u.type(input, 'Important words{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Message not sent');
    expect(alert).toHaveTextContent(
      'You are sending messages too quickly. Please wait a minute and try again.',
    );
    expect(input).toHaveValue('Important words');
  });

  it('warns near the limit and refuses text over it', async () => {
    threadApi(() => json(201, message('m9', { mine: true })));
    renderRoute('/messages?conversation=c1');
    const input = await screen.findByPlaceholderText('Type a message...', {}, WAIT);
    fireEvent.change(input, { target: { value: 'x'.repeat(MESSAGE_MAX_CHARS - 10) } });
    expect(screen.getByText('10 characters left')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'x'.repeat(MESSAGE_MAX_CHARS + 1) } });
    expect(
      screen.getByText(`Messages can be at most ${MESSAGE_MAX_CHARS} characters long.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('is replaced by the reason when the user may not send (blocked)', async () => {
    api({
      'GET /api/messaging/conversations/c1': () =>
        json(200, detail('c1', { name: 'Spammy Sam', blocked: true, canSend: false })),
      'GET /api/messaging/conversations/c1/messages': () => json(200, thread([message('m1')])),
    });
    renderRoute('/messages?conversation=c1');
    expect(
      await screen.findByText('You blocked Spammy Sam. Unblock them to send messages.', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText('You blocked Spammy Sam. They cannot message you.')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Type a message...')).not.toBeInTheDocument();
  });
});

describe('editing one’s own message', { timeout: 40_000 }, () => {
  it('saves with Enter and shows edited; Escape cancels', async () => {
    const fake = api({
      'GET /api/messaging/conversations/c1': () => json(200, detail('c1')),
      'GET /api/messaging/conversations/c1/messages': () =>
        json(200, thread([message('m1', { mine: true, content: 'Typo here' }), message('m2')])),
      'PATCH /api/messaging/messages/m1': (body) =>
        json(
          200,
          message('m1', { mine: true, content: (body as { content: string }).content, edited: true }),
        ),
    });
    const u = userEvent.setup();
    renderRoute('/messages?conversation=c1');
    // Only one's own message can be edited.
    const edit = await screen.findByRole('button', { name: 'Edit message' }, WAIT);
    expect(screen.getAllByRole('button', { name: 'Edit message' })).toHaveLength(1);

    await u.click(edit);
    const box = screen.getByRole('textbox', { name: 'Edit your message' });
    await u.type(box, ' more{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit your message' })).not.toBeInTheDocument();
    expect(fake.callsTo('PATCH /api/messaging/messages/m1')).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'Edit message' }));
    const again = screen.getByRole('textbox', { name: 'Edit your message' });
    await u.clear(again);
    await u.type(again, 'No typo{Enter}');
    expect(await screen.findByText('No typo')).toBeInTheDocument();
    expect(fake.callsTo('PATCH /api/messaging/messages/m1')[0]?.body).toEqual({ content: 'No typo' });
    expect(screen.getByText('edited')).toBeInTheDocument();
  });
});

describe('narrow screens', { timeout: 40_000 }, () => {
  it('show the list or the thread, with a back arrow, keeping ?conversation= in step', async () => {
    setMediaEnv({ width: 390 });
    api({
      [INBOX]: () => json(200, inbox([summary('c1', { name: 'Cleo Marsh' })])),
      'GET /api/messaging/conversations/c1': () => json(200, detail('c1', { name: 'Cleo Marsh' })),
      'GET /api/messaging/conversations/c1/messages': () =>
        json(200, thread([message('m1', { content: 'Hi!' })])),
    });
    const u = userEvent.setup();
    const { router } = renderRoute('/messages');
    const row = await screen.findByRole('button', { name: /Cleo Marsh/ }, WAIT);
    // No thread pane beside the list.
    expect(screen.queryByRole('heading', { name: 'Your conversations' })).not.toBeInTheDocument();
    await u.click(row);
    expect(await screen.findByText('Hi!')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?conversation=c1');
    expect(screen.queryByPlaceholderText('Search conversations...')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Cleo Marsh' })).toHaveFocus());

    await u.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(await screen.findByPlaceholderText('Search conversations...')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.getByRole('button', { name: /Cleo Marsh/ })).toHaveFocus());
  });
});

describe('a new conversation', { timeout: 40_000 }, () => {
  it("picks a creator ('Select Recipient'), sends the first message and opens it", async () => {
    let q = '';
    const fake = api({
      [RECIPIENTS]: (_b, url) => {
        q = url.searchParams.get('q') ?? '';
        const all = [
          { id: 'cr1', displayName: 'Cleo Marsh', photoURL: null, title: 'Prompt engineer' },
          { id: 'cr2', displayName: 'Bob Stone', photoURL: null, title: null },
        ];
        return json(200, {
          recipients: all.filter((r) => r.displayName.toLowerCase().includes(q.toLowerCase())),
          anyCreator: true,
        });
      },
      'POST /api/messaging/conversations': (body) =>
        json(201, {
          conversation: summary('c7', { name: 'Bob Stone' }),
          message: message('m1', { conversationId: 'c7', mine: true, content: 'Hi Bob' }),
          created: true,
          _body: body,
        }),
      'GET /api/messaging/conversations/c7': () => json(200, detail('c7', { name: 'Bob Stone' })),
      'GET /api/messaging/conversations/c7/messages': () =>
        json(200, thread([message('m1', { conversationId: 'c7', mine: true, content: 'Hi Bob' })])),
    });
    const u = userEvent.setup();
    const { router } = renderRoute('/messages');
    await u.click((await screen.findAllByRole('button', { name: 'Start New Conversation' }, WAIT))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Select Recipient')).toBeInTheDocument();
    expect(await within(dialog).findByText('Cleo Marsh')).toBeInTheDocument();
    await u.type(within(dialog).getByPlaceholderText('Search creators...'), 'zzz');
    expect(await within(dialog).findByText('No creators found')).toBeInTheDocument();
    await u.clear(within(dialog).getByPlaceholderText('Search creators...'));
    await u.type(within(dialog).getByPlaceholderText('Search creators...'), 'bob');
    await u.click(await within(dialog).findByRole('button', { name: /Bob Stone/ }));
    expect(within(dialog).getByText('To: Bob Stone')).toBeInTheDocument();
    await u.type(within(dialog).getByPlaceholderText('Type a message...'), 'Hi Bob{Enter}');

    await waitFor(() => expect(router.state.location.search).toBe('?conversation=c7'));
    expect(fake.callsTo('POST /api/messaging/conversations')[0]?.body).toEqual({
      participantId: 'cr2',
      initialMessage: 'Hi Bob',
    });
    expect(await screen.findByRole('log', { name: 'Messages with Bob Stone' })).toBeInTheDocument();
  });
});
