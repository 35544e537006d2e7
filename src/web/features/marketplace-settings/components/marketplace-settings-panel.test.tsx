import {
  DEFAULT_MARKETPLACE_NOTIFICATIONS,
  DEFAULT_MARKETPLACE_PRIVACY,
  type MarketplaceSettings,
  updateMarketplaceNotificationsSchema,
  updateMarketplacePrivacySchema,
  updatePayoutPreferencesSchema,
} from '@shared/contracts/marketplace-settings';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import {
  apiError,
  type FakeApi,
  installFakeApi,
  json,
  keyedApiError,
  makeUser,
} from '../../../test/fake-api';
import { renderRoute, TestProviders } from '../../../test/render-route';
import { MarketplaceSettingsPanel } from './marketplace-settings-panel';

const URL = '/api/marketplace/settings';

afterEach(() => vi.restoreAllMocks());
// jsdom has no ResizeObserver; Radix's Switch measures its hidden form input with one (the
// automatic payouts switch is inside the payout form).
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const DEFAULTS: MarketplaceSettings = {
  payoutPreferences: { frequency: 'weekly', minimumAmount: 25, autoPayoutEnabled: true },
  notifications: DEFAULT_MARKETPLACE_NOTIFICATIONS,
  privacy: DEFAULT_MARKETPLACE_PRIVACY,
  onboarding: {
    profileCompleted: false,
    stripeConnected: false,
    payoutMethodSetup: false,
    termsAccepted: false,
    firstRecipePublished: false,
  },
  termsAcceptedAt: null,
  stats: { publishedRecipes: 0, totalSales: 0, totalEarnings: 0 },
  isCreator: false,
};

/**
 * A server that keeps the settings like the real one: the changes are checked with the shared
 * contracts, switches merged, the terms stamped once. `fail` makes the named change refused.
 */
function settingsServer(initial: Partial<MarketplaceSettings> = {}) {
  let stored: MarketplaceSettings = { ...DEFAULTS, ...initial };
  const fail = new Set<string>();
  const refuse = () => keyedApiError(500, 'request.internal');
  const api = installFakeApi({
    user: makeUser(),
    routes: {
      [`GET ${URL}`]: () => (fail.has('get') ? refuse() : json(200, stored)),
      [`PUT ${URL}/payout`]: (body) => {
        if (fail.has('payout')) return keyedApiError(502, 'marketplace.settings.payoutUpdateFailed');
        stored = { ...stored, payoutPreferences: updatePayoutPreferencesSchema.parse(body) };
        return json(200, stored);
      },
      [`PATCH ${URL}/notifications`]: (body) => {
        if (fail.has('notifications')) return refuse();
        const change = updateMarketplaceNotificationsSchema.parse(body);
        stored = { ...stored, notifications: { ...stored.notifications, ...change } };
        return json(200, stored);
      },
      [`PATCH ${URL}/privacy`]: (body) => {
        if (fail.has('privacy')) return refuse();
        const change = updateMarketplacePrivacySchema.parse(body);
        stored = { ...stored, privacy: { ...stored.privacy, ...change } };
        return json(200, stored);
      },
      [`POST ${URL}/terms`]: () => {
        if (fail.has('terms')) return refuse();
        stored = {
          ...stored,
          termsAcceptedAt: stored.termsAcceptedAt ?? '2026-11-03T10:00:00.000Z',
          onboarding: { ...stored.onboarding, termsAccepted: true },
        };
        return json(200, stored);
      },
    },
  });
  return { api, fail, stored: () => stored };
}

function renderPanel() {
  render(
    <TestProviders>
      <MemoryRouter>
        <MarketplaceSettingsPanel />
      </MemoryRouter>
    </TestProviders>,
  );
  return screen.findByRole('switch', { name: 'Sales alerts' });
}

const toggle = (name: string) => screen.getByRole('switch', { name });
const region = (name: string) => screen.getByRole('region', { name });
const bodies = (api: FakeApi, route: string) => api.callsTo(route).map((c) => c.body);

describe('marketplace settings panel', () => {
  it('shows a skeleton while loading, then the defaults of platform.md §3 and §5', async () => {
    settingsServer();
    render(
      <TestProviders>
        <MemoryRouter>
          <MarketplaceSettingsPanel />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading marketplace settings...');
    await screen.findByRole('switch', { name: 'Sales alerts' });
    expect(screen.queryByText('Loading marketplace settings...')).not.toBeInTheDocument();

    const expected: Record<string, boolean> = {
      'Sales alerts': true,
      'Payout notifications': true,
      'Review notifications': true,
      'Marketplace updates': false,
      'Low balance alerts': false,
      'Public profile': true,
      'Show earnings': false,
      'Show sales count': true,
      'Show recent activity': true,
      'Automatic payouts': true,
    };
    for (const [name, on] of Object.entries(expected))
      expect(toggle(name), name).toHaveAttribute('aria-checked', String(on));
    expect(screen.getByLabelText('Payout frequency')).toHaveValue('weekly');
    expect(
      within(screen.getByLabelText('Payout frequency'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Weekly', 'Monthly', 'Manual']);
    expect(screen.getByLabelText('Minimum payout amount')).toHaveValue(25);
    expect(screen.getByRole('button', { name: 'Save payout preferences' })).toBeDisabled();

    // Not a creator: no dashboard, but the way to become one.
    expect(screen.queryByRole('region', { name: 'Creator Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Creator Profile' })).toHaveAttribute(
      'href',
      '/settings?tab=creator-profile',
    );
  });

  it("says 'Failed to load marketplace settings' with a Retry that loads them again", async () => {
    const server = settingsServer();
    server.fail.add('get');
    const user = userEvent.setup();
    render(
      <TestProviders>
        <MemoryRouter>
          <MarketplaceSettingsPanel />
        </MemoryRouter>
      </TestProviders>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load marketplace settings');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();

    server.fail.delete('get');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('switch', { name: 'Sales alerts' })).toBeInTheDocument();
    expect(server.api.callsTo(`GET ${URL}`)).toHaveLength(2);
  });

  it('saves a notification switch at once, and puts it back with §8’s message when the save fails', async () => {
    const server = settingsServer();
    const user = userEvent.setup();
    await renderPanel();

    await user.click(toggle('Sales alerts'));
    expect(toggle('Sales alerts')).toHaveAttribute('aria-checked', 'false');
    await waitFor(() =>
      expect(bodies(server.api, `PATCH ${URL}/notifications`)).toEqual([{ salesAlerts: false }]),
    );
    expect(server.stored().notifications.salesAlerts).toBe(false);

    server.fail.add('notifications');
    await user.click(toggle('Low balance alerts'));
    const notifications = region('Notifications');
    expect(await within(notifications).findByRole('alert')).toHaveTextContent(
      'Failed to update notifications',
    );
    expect(toggle('Low balance alerts')).toHaveAttribute('aria-checked', 'false');
    // The earlier, saved change stays.
    expect(toggle('Sales alerts')).toHaveAttribute('aria-checked', 'false');
    await user.click(within(notifications).getByRole('button', { name: 'Dismiss' }));
    expect(within(notifications).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves a privacy switch, and puts it back with §8’s message when the save fails', async () => {
    const server = settingsServer();
    const user = userEvent.setup();
    await renderPanel();

    await user.click(toggle('Show earnings'));
    await waitFor(() => expect(server.stored().privacy.showEarnings).toBe(true));
    expect(bodies(server.api, `PATCH ${URL}/privacy`)).toEqual([{ showEarnings: true }]);

    server.fail.add('privacy');
    await user.click(toggle('Public profile'));
    expect(await within(region('Privacy')).findByRole('alert')).toHaveTextContent(
      'Failed to update privacy settings',
    );
    expect(toggle('Public profile')).toHaveAttribute('aria-checked', 'true');
    expect(toggle('Show earnings')).toHaveAttribute('aria-checked', 'true');
  });

  it('checks the payout minimum (1 to 1000 whole dollars) before saving, then saves all three', async () => {
    const server = settingsServer();
    const user = userEvent.setup();
    await renderPanel();
    const minimum = screen.getByLabelText('Minimum payout amount');
    const save = screen.getByRole('button', { name: 'Save payout preferences' });

    for (const bad of ['0', '1001', '12.5']) {
      await user.clear(minimum);
      await user.type(minimum, bad);
      await user.click(save);
      expect(await screen.findByText('Enter a whole number of dollars from 1 to 1000.')).toBeInTheDocument();
      expect(minimum).toHaveAttribute('aria-invalid', 'true');
      expect(minimum).toHaveFocus();
    }
    expect(server.api.callsTo(`PUT ${URL}/payout`)).toEqual([]);

    await user.clear(minimum);
    await user.type(minimum, '1000');
    await user.selectOptions(screen.getByLabelText('Payout frequency'), 'monthly');
    await user.click(toggle('Automatic payouts'));
    await user.click(save);
    expect(await screen.findByText('Payout preferences saved')).toBeInTheDocument();
    expect(bodies(server.api, `PUT ${URL}/payout`)).toEqual([
      { frequency: 'monthly', minimumAmount: 1000, autoPayoutEnabled: false },
    ]);
    expect(screen.queryByText('Enter a whole number of dollars from 1 to 1000.')).not.toBeInTheDocument();
    // The form starts again from what was saved: nothing left to save.
    expect(screen.getByLabelText('Minimum payout amount')).toHaveValue(1000);
    expect(screen.getByRole('button', { name: 'Save payout preferences' })).toBeDisabled();
  });

  it("keeps what was typed and says 'Failed to update payout settings' when the save fails", async () => {
    const server = settingsServer();
    server.fail.add('payout');
    const user = userEvent.setup();
    await renderPanel();
    const minimum = screen.getByLabelText('Minimum payout amount');
    await user.clear(minimum);
    await user.type(minimum, '1');
    await user.click(screen.getByRole('button', { name: 'Save payout preferences' }));
    expect(await within(region('Payout Preferences')).findByRole('alert')).toHaveTextContent(
      'Failed to update payout settings',
    );
    expect(minimum).toHaveValue(1);
    expect(server.stored().payoutPreferences.minimumAmount).toBe(25);
  });

  it('lists the five onboarding steps with where to do each, and accepts the terms here', async () => {
    const server = settingsServer({
      onboarding: { ...DEFAULTS.onboarding, profileCompleted: true, stripeConnected: true },
    });
    const user = userEvent.setup();
    await renderPanel();
    const checklist = region('Onboarding checklist');
    expect(within(checklist).getByText('2 of 5 steps done')).toBeInTheDocument();
    expect(within(checklist).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    const items = within(checklist).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-done'))).toEqual([
      'true',
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(items[0]).toHaveTextContent('Complete your creator profile (Done)');
    // A step done offers nothing more; an open one links to where it is done.
    expect(within(items[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[2]!).getByRole('link', { name: 'Set up payouts' })).toHaveAttribute(
      'href',
      '/creator/onboarding',
    );
    expect(within(items[4]!).getByRole('link', { name: 'Publish a recipe' })).toHaveAttribute(
      'href',
      '/marketplace/publish',
    );
    expect(within(items[3]!).getByRole('link', { name: 'Read the terms' })).toHaveAttribute('href', '/terms');

    server.fail.add('terms');
    await user.click(within(items[3]!).getByRole('button', { name: 'Accept terms' }));
    expect(await within(checklist).findByRole('alert')).toHaveTextContent(
      'Failed to update onboarding status',
    );

    server.fail.delete('terms');
    await user.click(within(items[3]!).getByRole('button', { name: 'Accept terms' }));
    expect(await within(checklist).findByText('3 of 5 steps done')).toBeInTheDocument();
    expect(within(checklist).getByText(/^Accepted on /)).toBeInTheDocument();
    expect(within(checklist).queryByRole('button', { name: 'Accept terms' })).not.toBeInTheDocument();
    expect(within(checklist).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows creators their dashboard: published recipes, sales and earnings in USD', async () => {
    settingsServer({
      isCreator: true,
      stats: { publishedRecipes: 3, totalSales: 1204, totalEarnings: 123456 },
    });
    await renderPanel();
    const dashboard = region('Creator Dashboard');
    const values = Object.fromEntries(
      within(dashboard)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(values).toEqual({
      'Published recipes': '3',
      'Total sales': '1,204',
      'Total earnings': '$1,234.56',
    });
    expect(within(dashboard).getByRole('link', { name: 'View analytics' })).toHaveAttribute(
      'href',
      '/creator/analytics',
    );
    expect(screen.queryByRole('link', { name: 'Creator Profile' })).not.toBeInTheDocument();
  });
});

describe('/marketplace/settings', () => {
  it('is a screen of its own for a verified user', async () => {
    settingsServer();
    renderRoute('/marketplace/settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marketplace settings' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Payout Preferences' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Marketplace settings · Recipe Forge'));
  });

  it("is also the settings page's Marketplace section, its groups under the section's heading", async () => {
    settingsServer();
    renderRoute('/settings?tab=marketplace');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    const body = document.getElementById('settings-marketplace') as HTMLElement;
    expect(
      await within(body).findByRole('heading', { level: 3, name: 'Payout Preferences' }),
    ).toBeInTheDocument();
    expect(within(body).getByRole('switch', { name: 'Sales alerts' })).toBeInTheDocument();
    expect(within(body).queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('asks an unverified user to verify first and never loads the settings (platform.md §4)', async () => {
    const server = settingsServer();
    server.api.setUser(makeUser({ emailVerified: false }));
    renderRoute('/marketplace/settings');
    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(server.api.callsTo(`GET ${URL}`)).toEqual([]);
  });

  it('sends a visitor to sign in', async () => {
    const api = installFakeApi({
      user: null,
      routes: { [`GET ${URL}`]: () => apiError(401, 'UNAUTHORIZED', 'x') },
    });
    const { router } = renderRoute('/marketplace/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(api.callsTo(`GET ${URL}`)).toEqual([]);
  });
});
