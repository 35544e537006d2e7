import { DEFAULT_USER_PREFERENCES, type UserPreferences } from '@shared/contracts/preferences';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLanguage, setLanguage } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, type FakeApi, installFakeApi, json, makeUser } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

/** The server's preferences: PATCH merges, reset restores the defaults; `failPatch` refuses. */
function preferencesServer(start: Partial<UserPreferences> = {}) {
  let stored: UserPreferences = { ...DEFAULT_USER_PREFERENCES, ...start };
  const state = { failPatch: false, failReset: false };
  const api: FakeApi = installFakeApi({
    user: makeUser(),
    routes: {
      'GET /api/preferences': () => json(200, stored),
      // The section ends with the "Your own AI key" card, which reads this.
      'GET /api/ai-key': () => json(200, { aiKey: null }),
      'PATCH /api/preferences': (body) => {
        if (state.failPatch) return apiError(500, 'INTERNAL', 'boom');
        stored = { ...stored, ...(body as Partial<UserPreferences>) };
        return json(200, stored);
      },
      'POST /api/preferences/reset': () => {
        if (state.failReset) return apiError(500, 'INTERNAL', 'boom');
        stored = { ...DEFAULT_USER_PREFERENCES };
        return json(200, stored);
      },
    },
  });
  return { api, state, stored: () => stored };
}

/** The Preferences section (the sidebar has a theme switcher and a language select of its own). */
const prefs = () => within(document.getElementById('settings-preferences') as HTMLElement);

async function openPreferences() {
  const utils = renderRoute('/settings?tab=preferences');
  await screen.findByRole('heading', { name: 'Appearance' });
  return utils;
}

afterEach(async () => {
  if (currentLanguage() !== 'en') await setLanguage('en');
});

describe('Preferences section', () => {
  it('shows the four groups with the stored values and the option lists of §9', async () => {
    preferencesServer({ timezone: 'Asia/Tokyo', currency: 'EUR', dateFormat: 'YYYY-MM-DD' });
    await openPreferences();
    for (const name of ['Appearance', 'Language & Region', 'Date & Time', 'Behavior'])
      expect(prefs().getByRole('heading', { name })).toBeInTheDocument();

    const themes = prefs().getByRole('radiogroup', { name: 'Theme' });
    expect(
      within(themes)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['Light', 'Dark', 'Void', 'System']);
    expect(within(themes).getByRole('radio', { name: 'Dark' })).toBeChecked();

    expect(prefs().getAllByRole('option', { hidden: true })).toHaveLength(9 + 10 + 8);
    const language = prefs().getByLabelText('Language');
    expect(within(language).getAllByRole('option')).toHaveLength(9);
    expect(within(language).getByRole('option', { name: 'Deutsch (German)' })).toBeInTheDocument();
    expect(prefs().getByLabelText('Time zone')).toHaveValue('Asia/Tokyo');
    expect(within(prefs().getByLabelText('Time zone')).getAllByRole('option')).toHaveLength(10);
    expect(prefs().getByLabelText('Currency')).toHaveValue('EUR');
    expect(
      within(prefs().getByLabelText('Currency')).getByRole('option', { name: /^JPY · Japanese Yen/ }),
    ).toBeInTheDocument();

    const dates = prefs().getByRole('radiogroup', { name: 'Date format' });
    expect(within(dates).getAllByRole('radio')).toHaveLength(4);
    expect(within(dates).getByRole('radio', { name: /2026-03-24/ })).toBeChecked();
    expect(within(dates).getByRole('radio', { name: /24 Mar 2026/ })).not.toBeChecked();
    expect(prefs().getByRole('radio', { name: /12-hour/ })).toBeChecked();
    expect(prefs().getByRole('radio', { name: /^Metric/ })).toBeChecked();

    expect(prefs().getByRole('switch', { name: 'Compact mode' })).not.toBeChecked();
    expect(prefs().getByRole('switch', { name: 'Animations' })).toBeChecked();
    expect(prefs().getByRole('switch', { name: 'Auto-save' })).toBeChecked();
    expect(prefs().getByRole('switch', { name: 'Show tutorials' })).toBeChecked();
    expect(prefs().getByRole('switch', { name: 'Sound effects' })).not.toBeChecked();
  });

  it('saves a changed date format alone (PATCH with that field) and shows a banner that vanishes after 3 s', async () => {
    const { api, stored } = preferencesServer();
    const user = userEvent.setup();
    const { queryClient } = await openPreferences();

    await user.click(prefs().getByRole('radio', { name: /DD\/MM\/YYYY/ }));
    expect(prefs().getByRole('radio', { name: /DD\/MM\/YYYY/ })).toBeChecked();
    expect(await screen.findByText('Preferences updated')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/preferences').map((c) => c.body)).toEqual([{ dateFormat: 'DD/MM/YYYY' }]);
    expect(stored().dateFormat).toBe('DD/MM/YYYY');
    // Every screen reading the preferences (dates, prices) follows at once.
    expect(queryClient.getQueryData<UserPreferences>(queryKeys.preferences)?.dateFormat).toBe('DD/MM/YYYY');

    await waitFor(() => expect(screen.queryByText('Preferences updated')).not.toBeInTheDocument(), {
      timeout: 4_000,
    });
  }, 10_000);

  it('saves switches, selects and the theme, each applied at once', async () => {
    const { api } = preferencesServer();
    const user = userEvent.setup();
    await openPreferences();

    await user.click(prefs().getByRole('switch', { name: 'Compact mode' }));
    await user.selectOptions(prefs().getByLabelText('Time zone'), 'Europe/Paris');
    await user.click(prefs().getByRole('radio', { name: 'Light' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/preferences')).toHaveLength(3));
    expect(api.callsTo('PATCH /api/preferences').map((c) => c.body)).toEqual([
      { compactMode: true },
      { timezone: 'Europe/Paris' },
      { theme: 'light' },
    ]);
    expect(prefs().getByRole('switch', { name: 'Compact mode' })).toBeChecked();
    expect(prefs().getByLabelText('Time zone')).toHaveValue('Europe/Paris');
    expect(document.documentElement).toHaveClass('light');
    expect(window.localStorage.getItem('rf-theme')).toBe('light');
  });

  it('shows the app in a chosen language at once and saves it', async () => {
    const { api } = preferencesServer();
    const user = userEvent.setup();
    await openPreferences();

    await user.selectOptions(prefs().getByLabelText('Language'), 'fr');
    expect(await screen.findByRole('heading', { name: 'Apparence' })).toBeInTheDocument();
    expect(currentLanguage()).toBe('fr');
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/preferences').map((c) => c.body)).toEqual([{ language: 'fr' }]),
    );
  });

  it("puts the control back and says §8's words when the save fails", async () => {
    const { api, state } = preferencesServer();
    state.failPatch = true;
    const user = userEvent.setup();
    const { queryClient } = await openPreferences();

    await user.click(prefs().getByRole('radio', { name: /YYYY-MM-DD/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update preferences. Please try again.',
    );
    expect(prefs().getByRole('radio', { name: /YYYY-MM-DD/ })).not.toBeChecked();
    expect(prefs().getByRole('radio', { name: /MM\/DD\/YYYY/ })).toBeChecked();
    expect(queryClient.getQueryData<UserPreferences>(queryKeys.preferences)?.dateFormat).toBe('MM/DD/YYYY');
    expect(screen.queryByText('Preferences updated')).not.toBeInTheDocument();

    await user.click(prefs().getByRole('switch', { name: 'Sound effects' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/preferences')).toHaveLength(2));
    await waitFor(() => expect(prefs().getByRole('switch', { name: 'Sound effects' })).not.toBeChecked());

    // A failed theme goes back on screen too.
    await user.click(prefs().getByRole('radio', { name: 'Void' }));
    await waitFor(() => expect(prefs().getByRole('radio', { name: 'Dark' })).toBeChecked());
    expect(document.documentElement).toHaveClass('dark');

    state.failPatch = false;
    await user.click(prefs().getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks before resetting; Cancel changes nothing, Reset restores the defaults', async () => {
    const { api } = preferencesServer({ compactMode: true, currency: 'GBP', theme: 'light' });
    const user = userEvent.setup();
    await openPreferences();

    await user.click(prefs().getByRole('button', { name: 'Reset to Defaults' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your preferences?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/preferences/reset')).toHaveLength(0);

    await user.click(prefs().getByRole('button', { name: 'Reset to Defaults' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Preferences reset to defaults')).toBeInTheDocument();
    expect(api.callsTo('POST /api/preferences/reset')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(prefs().getByRole('switch', { name: 'Compact mode' })).not.toBeChecked();
    expect(prefs().getByLabelText('Currency')).toHaveValue('USD');
    expect(prefs().getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');
  });

  it("says §8's reset failure and keeps the preferences", async () => {
    const { state } = preferencesServer({ compactMode: true });
    state.failReset = true;
    const user = userEvent.setup();
    await openPreferences();

    await user.click(prefs().getByRole('button', { name: 'Reset to Defaults' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reset preferences. Please try again.',
    );
    expect(prefs().getByRole('switch', { name: 'Compact mode' })).toBeChecked();
  });

  it('offers Try Again when the preferences cannot be loaded', async () => {
    let fail = true;
    installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/preferences': () =>
          fail ? apiError(500, 'INTERNAL', 'boom') : json(200, DEFAULT_USER_PREFERENCES),
      },
    });
    const user = userEvent.setup();
    renderRoute('/settings?tab=preferences');
    expect(await screen.findByText('Your preferences could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Appearance' })).toBeInTheDocument();
  });
});
