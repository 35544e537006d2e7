import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  notificationPreferencesSchema,
} from '@shared/contracts/preferences';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  type FakeApi,
  installFakeApi,
  json,
  keyedApiError,
  makeUser,
} from '../../../../test/fake-api';
import { renderRoute, TestProviders } from '../../../../test/render-route';
import { NotificationsSection } from './notifications-section';
import { QUIET_HOURS_SAVE_DELAY_MS } from './quiet-hours-setting';

const URL = '/api/notification-preferences';
const SAVE_FAILED = 'Failed to update notification preferences. Please try again.';

afterEach(() => vi.restoreAllMocks());

/** A server that keeps the preferences: GET answers them, PATCH merges a valid change. */
function notificationServer(initial: Partial<NotificationPreferences> = {}) {
  let stored: NotificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, ...initial };
  const api = installFakeApi({
    user: makeUser(),
    routes: {
      [`GET ${URL}`]: () => json(200, stored),
      [`PATCH ${URL}`]: (body) => {
        stored = notificationPreferencesSchema.parse({ ...stored, ...(body as object) });
        return json(200, stored);
      },
    },
  });
  return {
    api,
    stored: () => stored,
    set: (next: Partial<NotificationPreferences>) => {
      stored = { ...stored, ...next };
    },
  };
}

async function renderSection() {
  render(
    <TestProviders>
      <NotificationsSection />
    </TestProviders>,
  );
  return screen.findByRole('switch', { name: 'Email notifications' });
}

const toggle = (name: string) => screen.getByRole('switch', { name });
const EMAIL_SWITCHES = ['Recipe updates', 'Security alerts', 'Weekly digest', 'Promotional emails'];
const patches = (api: FakeApi) => api.callsTo(`PATCH ${URL}`).map((c) => c.body);

describe('notifications section', () => {
  it("shows platform.md §3's defaults and §2's quiet hours (22:00 to 08:00)", async () => {
    notificationServer();
    await renderSection();
    const expected: Record<string, boolean> = {
      'Email notifications': true,
      'Recipe updates': true,
      'Security alerts': true,
      'Weekly digest': true,
      'Promotional emails': false,
      'Push notifications': false,
      'Marketplace updates': false,
      'Community updates': false,
    };
    for (const [name, on] of Object.entries(expected))
      expect(toggle(name), name).toHaveAttribute('aria-checked', String(on));
    expect(screen.getByLabelText('From')).toHaveValue('22:00');
    expect(screen.getByLabelText('To')).toHaveValue('08:00');
    expect(screen.getByText('Emails we send to ada@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send Test/ })).toBeEnabled();
  });

  it('shows a toggle at once, saves it, and keeps it when the server agrees', async () => {
    const server = notificationServer();
    const user = userEvent.setup();
    await renderSection();
    await user.click(toggle('Marketplace updates'));
    expect(toggle('Marketplace updates')).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(patches(server.api)).toEqual([{ marketplaceUpdates: true }]));
    expect(server.stored().marketplaceUpdates).toBe(true);
    // Keyboard: Space on the focused switch.
    toggle('Community updates').focus();
    await user.keyboard(' ');
    await waitFor(() => expect(server.stored().communityUpdates).toBe(true));
    expect(toggle('Community updates')).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByText(SAVE_FAILED)).not.toBeInTheDocument();
  });

  it("changes a toggle before the server answers, and puts it back with §8's message when the save fails", async () => {
    const server = notificationServer();
    let fail: (() => void) | undefined;
    server.api.on(
      `PATCH ${URL}`,
      () => new Promise<Response>((resolve) => (fail = () => resolve(apiError(500, 'INTERNAL', 'Boom')))),
    );
    const user = userEvent.setup();
    await renderSection();
    await user.click(toggle('Marketplace updates'));
    // Optimistic: on while the PATCH is still on its way.
    expect(toggle('Marketplace updates')).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(patches(server.api)).toEqual([{ marketplaceUpdates: true }]));
    expect(screen.queryByText(SAVE_FAILED)).not.toBeInTheDocument();

    await act(async () => fail?.());
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_FAILED);
    // Beside the toggle it put back.
    const group = screen.getByRole('region', { name: 'More notifications' });
    expect(within(group).getByRole('alert')).toHaveTextContent(SAVE_FAILED);
    expect(toggle('Marketplace updates')).toHaveAttribute('aria-checked', 'false');
    // The other toggles are as they were.
    expect(toggle('Email notifications')).toHaveAttribute('aria-checked', 'true');

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(SAVE_FAILED)).not.toBeInTheDocument();
  });

  it('disables the e-mails’ own toggles and Send Test while e-mail notifications are off', async () => {
    const server = notificationServer();
    const user = userEvent.setup();
    await renderSection();
    for (const name of EMAIL_SWITCHES) expect(toggle(name)).toBeEnabled();

    await user.click(toggle('Email notifications'));
    await waitFor(() => expect(server.stored().emailNotifications).toBe(false));
    for (const name of EMAIL_SWITCHES) expect(toggle(name), name).toBeDisabled();
    expect(toggle('Security alerts')).toHaveAccessibleDescription(
      /Turn on email notifications to choose which emails you get\./,
    );
    expect(screen.getByRole('button', { name: /Send Test/ })).toBeDisabled();
    // Push, Marketplace and Community are not e-mails.
    for (const name of ['Push notifications', 'Marketplace updates', 'Community updates'])
      expect(toggle(name), name).toBeEnabled();
    // What the e-mails were set to is kept for when e-mail comes back.
    expect(toggle('Weekly digest')).toHaveAttribute('aria-checked', 'true');

    await user.click(toggle('Email notifications'));
    await waitFor(() => expect(toggle('Weekly digest')).toBeEnabled());
    expect(patches(server.api)).toEqual([{ emailNotifications: false }, { emailNotifications: true }]);
  });

  it('starts with them disabled when e-mail notifications were turned off before', async () => {
    notificationServer({ emailNotifications: false });
    await renderSection();
    for (const name of EMAIL_SWITCHES) expect(toggle(name), name).toBeDisabled();
  });

  it('saves the quiet hours once a full time is entered, and refuses an incomplete one', async () => {
    const server = notificationServer();
    await renderSection();
    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: '23:30' } });
    await waitFor(() =>
      expect(patches(server.api)).toEqual([{ quietHours: { from: '23:30', to: '08:00' } }]),
    );
    expect(server.stored().quietHours).toEqual({ from: '23:30', to: '08:00' });
    expect(from).toHaveValue('23:30');

    // Leaving the field saves at once, without the pause typing waits for.
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: '06:45' } });
    fireEvent.blur(to);
    await waitFor(() => expect(patches(server.api)).toHaveLength(2), {
      timeout: QUIET_HOURS_SAVE_DELAY_MS / 2,
    });
    await waitFor(() => expect(server.stored().quietHours).toEqual({ from: '23:30', to: '06:45' }));

    // A cleared field says what it wants and saves nothing.
    fireEvent.change(to, { target: { value: '' } });
    fireEvent.blur(to);
    expect(await screen.findByText('Enter a time like 22:00.')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    await new Promise((resolve) => setTimeout(resolve, QUIET_HOURS_SAVE_DELAY_MS + 100));
    expect(patches(server.api)).toHaveLength(2);
  });

  it("puts the quiet hours back with §8's message when their save fails", async () => {
    const server = notificationServer();
    server.api.on(`PATCH ${URL}`, () => apiError(500, 'INTERNAL', 'Boom'));
    await renderSection();
    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: '21:00' } });
    fireEvent.blur(from);
    const group = screen.getByRole('region', { name: 'Quiet Hours' });
    expect(await within(group).findByText(SAVE_FAILED)).toBeInTheDocument();
    expect(from).toHaveValue('22:00');
  });

  it("sends a real test e-mail: 'Test notification sent', else the server's words or §8's fallback", async () => {
    const server = notificationServer();
    let answer = () => json(200, { sentTo: 'ada@example.com' });
    server.api.on(`POST ${URL}/test`, () => answer());
    const user = userEvent.setup();
    await renderSection();
    const sendTest = screen.getByRole('button', { name: /Send Test/ });

    await user.click(sendTest);
    expect(await screen.findByText('Test notification sent')).toBeInTheDocument();
    expect(screen.getByText('Look for it at ada@example.com.')).toBeInTheDocument();
    expect(server.api.callsTo(`POST ${URL}/test`)).toHaveLength(1);

    answer = () => keyedApiError(429, 'notifications.testTooSoon', { seconds: 42 });
    await user.click(sendTest);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A test notification was just sent. Please wait 42 seconds before sending another.',
    );
    expect(screen.queryByText('Test notification sent')).not.toBeInTheDocument();

    answer = () => keyedApiError(502, 'notifications.testFailed');
    await user.click(sendTest);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to send test notification.'),
    );
  });

  it('follows a change made in another tab (the notificationPreferences.updated event)', async () => {
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
    const server = notificationServer();
    await renderSection();
    expect(toggle('Weekly digest')).toHaveAttribute('aria-checked', 'true');

    server.set({ weeklyDigest: false, quietHours: { from: '20:00', to: '07:00' } });
    const type = 'notificationPreferences.updated';
    const listener = sources.at(-1)?.listeners.get(type);
    expect(listener).toBeDefined();
    act(() => listener?.(new MessageEvent(type, { data: JSON.stringify({ type }) })));
    await waitFor(() => expect(toggle('Weekly digest')).toHaveAttribute('aria-checked', 'false'));
    expect(screen.getByLabelText('From')).toHaveValue('20:00');
  });

  it('is the Notifications section of /settings?tab=notifications', async () => {
    notificationServer();
    renderRoute('/settings?tab=notifications');
    await screen.findByRole('heading', { name: 'Settings' });
    const section = document.getElementById('settings-notifications') as HTMLElement;
    expect(await within(section).findByRole('switch', { name: 'Email notifications' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /Send Test/ })).toBeInTheDocument();
  });

  it('says when the settings cannot be loaded, and loads them on Try Again', async () => {
    const server = notificationServer();
    server.api.on(`GET ${URL}`, () => apiError(500, 'INTERNAL', 'Something went wrong. Please try again.'));
    const user = userEvent.setup();
    render(
      <TestProviders>
        <NotificationsSection />
      </TestProviders>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Couldn’t load your notification settings.');
    server.api.on(`GET ${URL}`, () => json(200, DEFAULT_NOTIFICATION_PREFERENCES));
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('switch', { name: 'Email notifications' })).toBeInTheDocument();
  });
});

/**
 * The browser's push machinery at its API boundary: Notification's permission, the service
 * worker's registration and its PushManager. The app's own code runs unchanged over them.
 */
const VAPID_KEY = 'BElr3Y0V7wQ8aK_pZt5dYl2u-Q'; // base64url; its bytes are what subscribe() must get.
function installBrowserPush({
  permission = 'granted' as NotificationPermission,
  registered = true,
  existing = null as { endpoint: string } | null,
} = {}) {
  const unsubscribe = vi.fn(async () => true);
  const makeSubscription = (endpoint: string) => ({
    endpoint,
    options: { applicationServerKey: null },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret16' },
    }),
    unsubscribe,
  });
  let current: ReturnType<typeof makeSubscription> | null = existing
    ? makeSubscription(existing.endpoint)
    : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      current = makeSubscription('https://push.example/send/abc');
      return current;
    }),
  };
  const registration = { active: {}, pushManager };
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: vi.fn(async () => (registered ? registration : undefined)),
      ready: new Promise(() => {}),
    },
  });
  return { requestPermission, pushManager, unsubscribe };
}

describe('the Push toggle (Web Push in this browser)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  function pushServer(initial: Partial<NotificationPreferences> = {}) {
    const server = notificationServer(initial);
    server.api.on('GET /api/notifications/push/key', () => json(200, { publicKey: VAPID_KEY }));
    server.api.on('PUT /api/notifications/push/subscription', () => new Response(null, { status: 204 }));
    server.api.on('DELETE /api/notifications/push/subscription', () => new Response(null, { status: 204 }));
    return server;
  }

  it('asks permission, subscribes with the server’s key, stores the subscription, then saves Push on', async () => {
    const browser = installBrowserPush();
    const server = pushServer();
    const user = userEvent.setup();
    await renderSection();
    await user.click(toggle('Push notifications'));

    await waitFor(() => expect(server.stored().pushNotifications).toBe(true));
    expect(toggle('Push notifications')).toHaveAttribute('aria-checked', 'true');
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    const options = browser.pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    const key = Buffer.from(VAPID_KEY, 'base64url');
    expect(Array.from((options?.applicationServerKey ?? []) as Uint8Array)).toEqual([...key]);
    expect(server.api.callsTo('PUT /api/notifications/push/subscription').map((c) => c.body)).toEqual([
      {
        endpoint: 'https://push.example/send/abc',
        expirationTime: null,
        keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret16' },
      },
    ]);
    // The subscription is stored before the toggle is saved.
    const order = server.api.calls.map((c) => `${c.method} ${c.path}`);
    expect(order.indexOf('PUT /api/notifications/push/subscription')).toBeLessThan(
      order.indexOf('PATCH /api/notification-preferences'),
    );
    expect(patches(server.api)).toEqual([{ pushNotifications: true }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves Push off with a clear message when the permission is refused', async () => {
    const browser = installBrowserPush({ permission: 'denied' });
    const server = pushServer();
    const user = userEvent.setup();
    await renderSection();
    await user.click(toggle('Push notifications'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Notifications are blocked for this site. Allow them in your browser’s site settings, then turn Push on again.',
    );
    expect(toggle('Push notifications')).toHaveAttribute('aria-checked', 'false');
    expect(toggle('Push notifications')).toBeEnabled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(server.api.callsTo('PUT /api/notifications/push/subscription')).toHaveLength(0);
    expect(patches(server.api)).toEqual([]);
    expect(server.stored().pushNotifications).toBe(false);

    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves Push off and says why without a service worker (development) or without push support', async () => {
    const browser = installBrowserPush({ registered: false });
    const server = pushServer();
    const user = userEvent.setup();
    await renderSection();
    await user.click(toggle('Push notifications'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Push notifications aren’t available on this page right now',
    );
    // Nothing is asked of the user when it could not work anyway.
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(toggle('Push notifications')).toHaveAttribute('aria-checked', 'false');

    vi.unstubAllGlobals(); // No PushManager, no Notification: an unsupported browser.
    await user.click(toggle('Push notifications'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This browser can’t receive push notifications.'),
    );
    expect(toggle('Push notifications')).toHaveAttribute('aria-checked', 'false');
    expect(patches(server.api)).toEqual([]);
  });

  it('says the server’s words when the push key is not available, and saves nothing', async () => {
    installBrowserPush();
    const server = pushServer();
    server.api.on('GET /api/notifications/push/key', () =>
      keyedApiError(503, 'notifications.pushUnavailable'),
    );
    const user = userEvent.setup();
    await renderSection();
    await user.click(toggle('Push notifications'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Push notifications are not available right now. Please try again later.',
    );
    expect(toggle('Push notifications')).toHaveAttribute('aria-checked', 'false');
    expect(patches(server.api)).toEqual([]);
  });

  it('turning Push off unsubscribes this browser, forgets the subscription on the server, then saves off', async () => {
    const browser = installBrowserPush({ existing: { endpoint: 'https://push.example/send/old' } });
    const server = pushServer({ pushNotifications: true });
    const user = userEvent.setup();
    await renderSection();
    expect(toggle('Push notifications')).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle('Push notifications'));

    await waitFor(() => expect(server.stored().pushNotifications).toBe(false));
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(server.api.callsTo('DELETE /api/notifications/push/subscription').map((c) => c.body)).toEqual([
      { endpoint: 'https://push.example/send/old' },
    ]);
    expect(toggle('Push notifications')).toHaveAttribute('aria-checked', 'false');
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });
});
