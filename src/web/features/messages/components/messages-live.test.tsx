import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, json, makeUser } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detail, inbox, ME, message, summary, thread } from '../test/messaging-fixtures';

/** Just enough of EventSource to deliver the user's channel events. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  private handlers = new Map<string, EventListener>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, handler: EventListener) {
    this.handlers.set(type, handler);
  }
  close() {}
  emit(data: { type: string } & Record<string, string>) {
    this.handlers.get(data.type)?.(new MessageEvent(data.type, { data: JSON.stringify(data) }));
  }
}

const emit = (data: { type: string } & Record<string, string>) =>
  act(() => {
    for (const source of FakeEventSource.instances) source.emit(data);
  });

afterEach(() => {
  FakeEventSource.instances = [];
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const WAIT = { timeout: 15_000 };

describe('live messaging', { timeout: 40_000 }, () => {
  it('appends a new message, shows read receipts and edits, and keeps the sidebar count live (99+)', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const t0 = Date.now() - 60_000;
    const at = (s: number) => new Date(t0 + s * 1000).toISOString();
    let messages = [message('m1', { mine: true, content: 'Are you there?', timestamp: at(0) })];
    let unread = 150;
    installFakeApi({
      user: makeUser({ id: ME }),
      routes: {
        'GET /api/messaging/conversations': () => json(200, inbox([summary('c1')])),
        'GET /api/messaging/recipients': () => json(200, { recipients: [], anyCreator: true }),
        'GET /api/messaging/unread': () => json(200, { unread }),
        'GET /api/messaging/conversations/c1': () => json(200, detail('c1', { name: 'Cleo Marsh' })),
        'GET /api/messaging/conversations/c1/messages': () => json(200, thread(messages)),
        'POST /api/messaging/conversations/c1/read': () => json(200, { unreadCount: 0, totalUnread: 0 }),
      },
    });
    renderRoute('/messages?conversation=c1');
    const log = await screen.findByRole('log', {}, WAIT);
    expect(await within(log).findByText('Are you there?')).toBeInTheDocument();
    expect(within(log).getByRole('img', { name: 'Sent' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const link = within(nav).getByRole('link', { name: /Messages/ });
    expect(link).toHaveAttribute('href', '/messages');
    await waitFor(() => expect(within(link).getByText('99+')).toBeInTheDocument());
    expect(within(link).getByText('150 unread messages')).toBeInTheDocument();

    // A reply arrives through another server process: it appends.
    messages = [...messages, message('m2', { content: 'Yes, here!', timestamp: at(10) })];
    unread = 3;
    await emit({ type: 'message.created', conversationId: 'c1', messageId: 'm2' });
    expect(await within(log).findByText('Yes, here!')).toBeInTheDocument();
    await waitFor(() => expect(within(link).getByText('3')).toBeInTheDocument());

    // The other party read mine: two checks.
    messages = messages.map((m) => (m.id === 'm1' ? { ...m, readBy: [ME, 'other-c1'] } : m));
    await emit({ type: 'conversation.read', conversationId: 'c1', readerId: 'other-c1' });
    expect(await within(log).findByRole('img', { name: 'Read' })).toBeInTheDocument();

    // They edited theirs.
    messages = messages.map((m) => (m.id === 'm2' ? { ...m, content: 'Yes, right here!', edited: true } : m));
    await emit({ type: 'message.updated', conversationId: 'c1', messageId: 'm2' });
    expect(await within(log).findByText('Yes, right here!')).toBeInTheDocument();
    expect(within(log).getByText('edited')).toBeInTheDocument();
    expect(within(log).getAllByTestId('direct-message')).toHaveLength(2);

    unread = 0;
    await emit({ type: 'conversation.read', conversationId: 'c1', readerId: ME });
    await waitFor(() => expect(within(link).queryByTestId('unread-pill')).not.toBeInTheDocument());
  });
});
