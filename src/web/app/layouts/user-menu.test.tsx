import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, json, makeUser } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { queryKeys } from '@web/lib/query-keys';
import { visibleSettingsLinks } from './user-menu';

describe('sidebar user block', () => {
  it("offers 'Sign In / Sign Up' when signed out", async () => {
    renderRoute('/nowhere');
    expect(await screen.findByRole('link', { name: 'Sign In / Sign Up' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
  });

  it('shows the initial, name and e-mail; the menu lists the four settings entries and Logout', async () => {
    const api = installFakeApi({
      user: makeUser({ displayName: 'Ada Lovelace' }),
      routes: {
        'POST /api/auth/sign-out': () => {
          api.setUser(null);
          return json(200, { success: true });
        },
      },
    });
    const user = userEvent.setup();
    const { router, queryClient } = renderRoute('/nowhere');
    const trigger = await screen.findByRole('button', { name: 'Account menu: Ada Lovelace' });
    expect(trigger).toHaveTextContent('AAda Lovelaceada@example.com');

    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toBeInTheDocument();
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual(['Profile Settings', 'Preferences', 'Billing', 'Security', 'Logout']);

    await user.click(screen.getByRole('menuitem', { name: 'Billing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.search).toBe('?tab=subscription');

    for (const [name, tab] of [
      ['Profile Settings', 'profile'],
      ['Preferences', 'preferences'],
      ['Security', 'security'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: 'Account menu: Ada Lovelace' }));
      await user.click(await screen.findByRole('menuitem', { name }));
      await waitFor(() => expect(router.state.location.search).toBe(`?tab=${tab}`));
    }

    await user.click(screen.getByRole('button', { name: 'Account menu: Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
    expect(queryClient.getQueryData(queryKeys.session)).toBeNull();
  });

  it("falls back to 'User' without a display name", async () => {
    installFakeApi({ user: makeUser({ displayName: '' }) });
    renderRoute('/nowhere');
    expect(await screen.findByRole('button', { name: 'Account menu: User' })).toBeInTheDocument();
  });

  it('links only to settings sections that exist, and today all four do', () => {
    expect(visibleSettingsLinks().map((l) => l.section)).toEqual([
      'profile',
      'preferences',
      'subscription',
      'security',
    ]);
    expect(visibleSettingsLinks(['security']).map((l) => l.label)).toEqual(['security']);
    expect(
      visibleSettingsLinks(['profile', 'subscription', 'security', 'preferences']).map((l) => l.label),
    ).toEqual(['profile', 'preferences', 'billing', 'security']);
  });
});
