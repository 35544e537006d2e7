import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi, json, keyedApiError, makeUser } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { queryKeys } from '@web/lib/query-keys';
import { canConfirmDeletion } from './security/danger-zone';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const securityTrigger = () => screen.getByRole('button', { name: /Security and Privacy/ });

describe('settings accordion', () => {
  it('opens the section named by ?tab=, closes it on a click, and replaces the URL', async () => {
    installFakeApi({ user: makeUser() });
    const user = userEvent.setup();
    const { router } = renderRoute('/settings?tab=security');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(securityTrigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();

    await user.click(securityTrigger());
    expect(securityTrigger()).toHaveAttribute('aria-expanded', 'false');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');

    await user.click(securityTrigger());
    expect(securityTrigger()).toHaveAttribute('aria-expanded', 'true');
    expect(router.state.location.search).toBe('?tab=security');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lists the nine sections of platform.md §2 in order, and ?tab= opens only its own', async () => {
    installFakeApi({ user: makeUser() });
    renderRoute('/settings?tab=subscription');
    await screen.findByRole('heading', { name: 'Settings' });
    const triggers = screen
      .getAllByRole('button', { expanded: false })
      .concat(screen.getAllByRole('button', { expanded: true }))
      .filter((b) => b.closest('[id^="settings-"]'))
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    expect(triggers.map((b) => b.closest('[id^="settings-"]')?.id)).toEqual([
      'settings-profile',
      'settings-subscription',
      'settings-marketplace',
      'settings-creator-profile',
      'settings-recipe-manager',
      'settings-purchases',
      'settings-notifications',
      'settings-security',
      'settings-preferences',
    ]);
    expect(triggers.map((b) => b.querySelector('span > span')?.textContent)).toEqual([
      'Profile',
      'Subscription',
      'Marketplace',
      'Creator Profile',
      'Recipe Manager',
      'Purchase History',
      'Notifications',
      'Security and Privacy',
      'Preferences',
    ]);
    expect(
      triggers.filter((b) => b.getAttribute('aria-expanded') === 'true').map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Subscription')]);
  });

  it('mounts only the open section: its body loads when opened, and another opens in its place', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/marketplace/purchase-history': () =>
          json(200, {
            summary: { totalPurchases: 0, totalSpentCents: 0, activeSubscriptions: 0 },
            items: [],
            nextCursor: null,
          }),
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/settings?tab=purchases');
    await screen.findByRole('heading', { name: 'Settings' });
    const purchases = () => document.getElementById('settings-purchases') as HTMLElement;
    await waitFor(() =>
      expect(within(purchases()).getByRole('searchbox', { name: 'Search purchases' })).toBeInTheDocument(),
    );
    // Closed sections load nothing: only the open one asked the server.
    expect(api.callsTo('GET /api/marketplace/settings')).toHaveLength(0);
    expect(api.callsTo('GET /api/billing/subscription')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /^Profile/ }));
    expect(router.state.location.search).toBe('?tab=profile');
    expect(router.state.historyAction).toBe('REPLACE');
    const profile = document.getElementById('settings-profile') as HTMLElement;
    expect(await within(profile).findByRole('textbox', { name: 'Display name' })).toBeInTheDocument();
  });

  it('brings a section opened by the address into view, but not one opened by a click', async () => {
    installFakeApi({ user: makeUser() });
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      const user = userEvent.setup();
      const { router } = renderRoute('/settings?tab=notifications');
      await screen.findByRole('heading', { name: 'Settings' });
      await waitFor(() => expect(scrolled).toEqual(['settings-notifications']));

      await user.click(screen.getByRole('button', { name: /^Marketplace/ }));
      expect(router.state.location.search).toBe('?tab=marketplace');
      // The account menu's link while already here: the address changes, the section comes into view.
      await act(() => router.navigate('/settings?tab=security'));
      await waitFor(() => expect(scrolled).toEqual(['settings-notifications', 'settings-security']));
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('shows signed-out visitors a sign-in prompt', async () => {
    renderRoute('/settings?tab=preferences');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to manage your settings' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  });

  it('opens nothing for an unknown tab', async () => {
    installFakeApi({ user: makeUser() });
    renderRoute('/settings?tab=nope');
    await screen.findByRole('heading', { name: 'Settings' });
    expect(securityTrigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides Change Password for accounts without a password (Google only)', async () => {
    installFakeApi({ user: makeUser({ hasPassword: false }) });
    renderRoute('/settings?tab=security');
    await screen.findByRole('heading', { name: 'Settings' });
    expect(screen.queryByRole('heading', { name: 'Change Password' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Danger Zone' })).toBeInTheDocument();
  });
});

describe('change password', () => {
  it('checks match and length locally, shows the server message, and the success banner vanishes after 3 s', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        'POST /api/auth/change-password': (body) =>
          (body as { currentPassword: string }).currentPassword === 'old-secret'
            ? json(200, { token: null })
            : keyedApiError(400, 'auth.currentPasswordIncorrect'),
      },
    });
    const user = userEvent.setup();
    renderRoute('/settings?tab=security');
    await screen.findByRole('heading', { name: 'Change Password' });
    const current = screen.getByLabelText('Current Password');
    const next = screen.getByLabelText('New Password');
    const confirm = screen.getByLabelText('Confirm New Password');
    const submit = screen.getByRole('button', { name: 'Update Password' });

    await user.type(current, 'wrong');
    await user.type(next, 'abcdef');
    await user.type(confirm, 'abcdeg');
    await user.click(submit);
    expect(screen.getByText('New passwords do not match')).toBeInTheDocument();

    await user.clear(next);
    await user.type(next, 'abc');
    await user.clear(confirm);
    await user.type(confirm, 'abc');
    await user.click(submit);
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/change-password')).toHaveLength(0);

    await user.type(next, 'def');
    await user.type(confirm, 'def');
    await user.click(submit);
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');

    await user.clear(current);
    await user.type(current, 'old-secret');
    await user.click(submit);
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/change-password').at(-1)?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'abcdef',
      revokeOtherSessions: true,
    });
    expect(current).toHaveValue('');
    await waitFor(() => expect(screen.queryByText('Password updated successfully')).not.toBeInTheDocument(), {
      timeout: 4000,
    });
    // Much typing plus the banner's own 3 s: more than the default 5 s on a busy machine.
  }, 20_000);
});

describe('danger zone', () => {
  it('enables Confirm only for exactly DELETE', () => {
    expect(canConfirmDeletion('DELETE', 'pw', true)).toBe(true);
    expect(canConfirmDeletion('DELETE', '', false)).toBe(true);
    for (const typed of ['', 'delete', 'DELETE ', ' DELETE', 'DELET', 'DELETED'])
      expect(canConfirmDeletion(typed, 'pw', true), typed).toBe(false);
    expect(canConfirmDeletion('DELETE', '', true)).toBe(false);
  });

  it('reveals the confirmation, enables Confirm only on DELETE plus password, Cancel resets, success goes to /', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: { 'POST /api/auth/delete-user': () => json(200, { success: true }) },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/settings?tab=security');
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const zone = screen.getByRole('region', { name: 'Danger Zone' });
    const typed = within(zone).getByLabelText('Type DELETE to confirm');
    const confirm = within(zone).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();

    await user.type(typed, 'delete');
    await user.type(within(zone).getByLabelText('Password'), 'secret1');
    expect(confirm).toBeDisabled();
    await user.clear(typed);
    await user.type(typed, 'DELETE');
    expect(confirm).toBeEnabled();

    await user.click(within(zone).getByRole('button', { name: 'Cancel' }));
    expect(within(zone).queryByLabelText('Type DELETE to confirm')).not.toBeInTheDocument();
    await user.click(within(zone).getByRole('button', { name: 'Delete Account' }));
    expect(within(zone).getByLabelText('Type DELETE to confirm')).toHaveValue('');
    expect(within(zone).getByLabelText('Password')).toHaveValue('');

    await user.type(within(zone).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.type(within(zone).getByLabelText('Password'), 'secret1');
    await user.click(within(zone).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST /api/auth/delete-user')[0]?.body).toEqual({ password: 'secret1' });
  });

  it("sends no password for Google-only accounts and shows the server's re-authentication message", async () => {
    const api = installFakeApi({
      user: makeUser({ hasPassword: false }),
      routes: {
        'POST /api/auth/delete-user': () =>
          apiError(400, 'BAD_REQUEST', 'Please sign out and sign back in before deleting your account'),
      },
    });
    const user = userEvent.setup();
    renderRoute('/settings?tab=security');
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Please sign out and sign back in before deleting your account'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/delete-user')[0]?.body).toEqual({});
  });
});

describe('sign out all devices', () => {
  it('reports failure, and on success signs out and goes to /', async () => {
    let ok = false;
    installFakeApi({
      user: makeUser(),
      routes: {
        'POST /api/auth/revoke-sessions': () =>
          ok ? json(200, { status: true }) : apiError(500, 'INTERNAL', 'x'),
      },
    });
    const user = userEvent.setup();
    const { router, queryClient } = renderRoute('/settings?tab=security');
    await user.click(await screen.findByRole('button', { name: 'Sign Out All' }));
    expect(await screen.findByText('Failed to sign out of all devices')).toBeInTheDocument();
    ok = true;
    await user.click(screen.getByRole('button', { name: 'Sign Out All' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Signed out of all devices successfully')).toBeInTheDocument();
    // This device is signed out too.
    expect(queryClient.getQueryData(queryKeys.session)).toBeNull();
  });
});
