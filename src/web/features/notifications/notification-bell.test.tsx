import type { AppNotification, NotificationPage } from '@shared/contracts/notifications';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi, json, makeUser } from '../../test/fake-api';
import { installMatchMedia } from '../../test/match-media';
import { TestProviders } from '../../test/render-route';
import { NotificationBell } from './notification-bell';

afterEach(() => vi.unstubAllGlobals());

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notice(overrides: Partial<AppNotification> & Pick<AppNotification, 'id'>): AppNotification {
  return {
    type: 'message',
    params: { senderName: 'Grace', preview: 'Hello there' },
    link: '/messages?conversation=c1',
    read: false,
    createdAt: ago(5),
    ...overrides,
  };
}

/**
 * A notifications server at the network boundary: it keeps the notices, pages them 2 at a time
 * when asked to, counts the unread, and marks them read.
 */
function notificationServer(initial: AppNotification[], { pageSize = 50 } = {}) {
  let stored = [...initial];
  const unread = () => stored.filter((n) => !n.read).length;
  const api = installFakeApi({
    user: makeUser(),
    routes: {
      'GET /api/notifications/unread': () => json(200, { unread: unread() }),
      'GET /api/notifications': (_body, url) => {
        const start = Number(url.searchParams.get('cursor') ?? 0);
        const slice = stored.slice(start, start + pageSize);
        const next = start + pageSize < stored.length ? String(start + pageSize) : null;
        const page: NotificationPage = { notifications: slice, nextCursor: next, unread: unread() };
        return json(200, page);
      },
      'POST /api/notifications/read-all': () => {
        stored = stored.map((n) => ({ ...n, read: true }));
        return json(200, { unread: 0 });
      },
    },
  });
  for (const n of initial)
    api.on(`POST /api/notifications/${n.id}/read`, () => {
      stored = stored.map((s) => (s.id === n.id ? { ...s, read: true } : s));
      return json(200, { unread: unread() });
    });
  return {
    api,
    add(n: AppNotification) {
      stored = [n, ...stored];
    },
    stored: () => stored,
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderBell() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <NotificationBell />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/gallery'] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const bell = () => screen.getByTestId('notification-bell');
const panel = () => screen.getByRole('dialog', { name: 'Notifications' });
const items = () => within(panel()).getAllByRole('listitem');

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('the notification bell', () => {
  it('is not there for visitors or unverified users', async () => {
    const api = installFakeApi({ user: null });
    renderBell();
    await waitFor(() => expect(api.callsTo('GET /api/session')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();

    api.setUser(makeUser({ emailVerified: false }));
    cleanupAndRender();
    await waitFor(() => expect(api.callsTo('GET /api/session')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/notifications/unread')).toHaveLength(0);
  });

  it('says the unread count in its name and badge, capping the badge at 99+', async () => {
    const server = notificationServer([
      notice({ id: 'n1' }),
      notice({ id: 'n2' }),
      notice({ id: 'n3', read: true }),
    ]);
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent(/^2$/);

    // 150 unread: the badge says 99+, the name the whole count.
    server.api.on('GET /api/notifications/unread', () => json(200, { unread: 150 }));
    cleanupAndRender();
    expect(await screen.findByRole('button', { name: 'Notifications, 150 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent(/^99\+$/);

    server.api.on('GET /api/notifications/unread', () => json(200, { unread: 0 }));
    cleanupAndRender();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
  });

  it('words each kind of notification in the reader’s language, newest first, unread ones marked', async () => {
    notificationServer([
      notice({ id: 'm', createdAt: ago(0.2) }),
      notice({
        id: 's',
        type: 'sale',
        params: { recipeTitle: 'Weekly Planner', amountCents: 1999 },
        link: '/creator/analytics',
        createdAt: ago(5),
      }),
      notice({
        id: 'r',
        type: 'review',
        params: { reviewerName: 'Linus', recipeTitle: 'Weekly Planner', rating: 4 },
        link: '/marketplace/recipe/l1',
        read: true,
        createdAt: ago(180),
      }),
      notice({
        id: 'c',
        type: 'comment_reply',
        params: { authorName: 'Ada', recipeTitle: 'Code Review' },
        link: '/marketplace/recipe/l2',
        read: true,
        createdAt: ago(60 * 24 * 2),
      }),
      notice({
        id: 'a',
        type: 'moderation',
        params: { recipeTitle: 'Code Review', decision: 'rejected', reason: 'Spam links' },
        link: null,
        read: true,
        createdAt: ago(60 * 24 * 10),
      }),
      notice({
        id: 'x',
        type: 'moderation',
        params: { decision: 'comment_removed' },
        link: null,
        read: true,
      }),
      // Tolerant of what a notice lacks.
      notice({ id: 'p', type: 'sale', params: {}, link: null, read: true }),
      notice({ id: 'q', type: 'message', params: {}, link: null, read: true }),
    ]);
    const user = userEvent.setup();
    renderBell();
    await openPanel(user);
    await waitFor(() => expect(items()).toHaveLength(8));
    const text = items().map((item) => item.textContent);
    expect(text[0]).toContain('Grace sent you a message');
    expect(text[0]).toContain('Hello there');
    expect(text[0]).toContain('Just now');
    expect(text[1]).toContain('You sold "Weekly Planner" for $19.99');
    expect(text[1]).toContain('5 minutes ago');
    expect(text[2]).toContain('Linus reviewed "Weekly Planner"');
    expect(text[2]).toContain('Rated 4 out of 5');
    expect(text[2]).toContain('3 hours ago');
    expect(text[3]).toContain('Ada replied to your comment on "Code Review"');
    expect(text[3]).toContain('2 days ago');
    expect(text[4]).toContain('"Code Review" was rejected');
    expect(text[4]).toContain('Reason: Spam links');
    expect(text[5]).toContain('Your comment was removed');
    expect(text[6]).toContain('You made a sale');
    expect(text[7]).toContain('You have a new message');
    // Unread: the first two only.
    expect(items().map((item) => within(item).queryByText('Unread') !== null)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(text.join(' ')).not.toMatch(/\{|undefined|NaN/);
  });

  it('loads older notifications with Load more', async () => {
    notificationServer(
      Array.from({ length: 5 }, (_, i) => notice({ id: `n${i}`, params: { senderName: `Sender ${i}` } })),
      { pageSize: 2 },
    );
    const user = userEvent.setup();
    renderBell();
    await openPanel(user);
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.click(within(panel()).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items()).toHaveLength(4));
    await user.click(within(panel()).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items()).toHaveLength(5));
    expect(items()[4]).toHaveTextContent('Sender 4 sent you a message');
    expect(within(panel()).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('marks everything read with Mark all read', async () => {
    const server = notificationServer([notice({ id: 'n1' }), notice({ id: 'n2' })]);
    const user = userEvent.setup();
    renderBell();
    await openPanel(user);
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.click(within(panel()).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(within(panel()).queryByText('Unread')).not.toBeInTheDocument());
    expect(server.api.callsTo('POST /api/notifications/read-all')).toHaveLength(1);
    expect(server.stored().every((n) => n.read)).toBe(true);
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(within(panel()).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('says so when marking read fails, and shows the server’s state again', async () => {
    const server = notificationServer([notice({ id: 'n1' })]);
    server.api.on('POST /api/notifications/read-all', () => apiError(500, 'INTERNAL', 'Boom'));
    const user = userEvent.setup();
    renderBell();
    await openPanel(user);
    await waitFor(() => expect(items()).toHaveLength(1));
    await user.click(within(panel()).getByRole('button', { name: 'Mark all read' }));
    expect(
      await within(panel()).findByText('Couldn’t mark your notifications read. Please try again.'),
    ).toBeVisible();
    await waitFor(() => expect(within(panel()).getByText('Unread')).toBeInTheDocument());
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
  });

  it('marks one read when it is clicked and opens its page, closing the panel', async () => {
    const server = notificationServer([
      notice({ id: 'n1' }),
      notice({ id: 'n2', link: '/marketplace/recipe/l1' }),
    ]);
    const user = userEvent.setup();
    const router = renderBell();
    await openPanel(user);
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.click(within(items()[1] as HTMLElement).getByRole('link'));
    expect(router.state.location.pathname).toBe('/marketplace/recipe/l1');
    expect(screen.getByTestId('location')).toHaveTextContent('/marketplace/recipe/l1');
    await waitFor(() => expect(server.api.callsTo('POST /api/notifications/n2/read')).toHaveLength(1));
    expect(server.api.callsTo('POST /api/notifications/n1/read')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    // Focus is back on the bell.
    expect(bell()).toHaveFocus();

    await user.click(bell());
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.click(within(items()[0] as HTMLElement).getByRole('link'));
    expect(screen.getByTestId('location')).toHaveTextContent('/messages?conversation=c1');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    notificationServer([notice({ id: 'n1' })]);
    const user = userEvent.setup();
    renderBell();
    await openPanel(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell()).toHaveFocus();
  });

  it('is a full-width sheet on a phone, with the same list and a close button', async () => {
    installMatchMedia({ width: 390, dark: false });
    notificationServer([notice({ id: 'n1' })]);
    const user = userEvent.setup();
    renderBell();
    const sheet = await openPanel(user);
    expect(sheet.className).toMatch(/inset-x-0/);
    await waitFor(() => expect(items()).toHaveLength(1));
    await user.click(within(sheet).getByRole('button', { name: 'Close notifications' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell()).toHaveFocus();
  });

  it('shows the empty state', async () => {
    notificationServer([]);
    const user = userEvent.setup();
    renderBell();
    const dialog = await openPanel(user);
    expect(await within(dialog).findByText('No notifications yet')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('says when the list cannot be loaded, and loads it on Try Again', async () => {
    const server = notificationServer([notice({ id: 'n1' })]);
    server.api.on('GET /api/notifications', () =>
      apiError(500, 'INTERNAL', 'Something went wrong. Please try again.'),
    );
    const user = userEvent.setup();
    renderBell();
    const dialog = await openPanel(user);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Couldn’t load your notifications.');
    server.api.on('GET /api/notifications', () =>
      json(200, { notifications: [notice({ id: 'n1' })], nextCursor: null, unread: 1 }),
    );
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(items()).toHaveLength(1));
  });

  it('counts and lists a new notification live (notification.created on the user’s channel)', async () => {
    const sources: FakeEventSource[] = [];
    class FakeEventSource {
      listeners = new Map<string, (event: MessageEvent) => void>();
      constructor() {
        sources.push(this);
      }
      addEventListener(type: string, listener: (event: MessageEvent) => void) {
        this.listeners.set(type, listener);
      }
      close() {}
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    const server = notificationServer([notice({ id: 'n1', read: true })]);
    const user = userEvent.setup();
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();

    const emit = (data: { type: string; [key: string]: unknown }) => {
      const listener = sources.at(-1)?.listeners.get(data.type);
      expect(listener).toBeDefined();
      act(() => listener?.(new MessageEvent(data.type, { data: JSON.stringify(data) })));
    };

    server.add(notice({ id: 'n2', params: { senderName: 'Lin', preview: 'New here' } }));
    emit({ type: 'notification.created', notificationId: 'n2' });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    await openPanel(user);
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items()[0]).toHaveTextContent('Lin sent you a message');

    // Another arrives while the panel is open: the list follows too.
    server.add(notice({ id: 'n3', params: { senderName: 'Kay' } }));
    emit({ type: 'notification.created', notificationId: 'n3' });
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items()[0]).toHaveTextContent('Kay sent you a message');

    // Read in another tab.
    server.stored().forEach((n) => {
      n.read = true;
    });
    emit({ type: 'notifications.read' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(within(panel()).queryByText('Unread')).not.toBeInTheDocument();
  });
});

/** Renders the bell again from scratch (a fresh cache), as another page load would. */
function cleanupAndRender() {
  cleanup();
  renderBell();
}
