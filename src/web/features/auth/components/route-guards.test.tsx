import type { RouteEntry } from '@shared/route-map';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCREENS } from '@web/app/features/feature-catalog';
import { browser } from '@web/lib/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi, json, makeUser } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

afterEach(() => vi.restoreAllMocks());

const MAP: RouteEntry[] = [
  { path: '/sign-in', access: 'auth-page' },
  { path: '/chat', access: 'signed-in' },
  { path: '/settings', access: 'verified' },
  { path: '/admin/metrics', access: 'admin' },
];
// The error-test page stands in for screens not built yet.
const REGISTRY = {
  '/sign-in': SCREENS['/sign-in']!,
  '/chat': SCREENS['/error-test']!,
  '/settings': SCREENS['/settings']!,
  '/admin/metrics': SCREENS['/error-test']!,
};

describe('route guards', () => {
  it('sends a signed-out visitor to /sign-in after 500 ms, replacing the entry and carrying the origin', async () => {
    const { router } = renderRoute('/settings?tab=security', MAP, REGISTRY);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    // Not before auth has had its 500 ms to settle.
    await new Promise((r) => setTimeout(r, 300));
    expect(router.state.location.pathname).toBe('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'), { timeout: 2000 });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/settings', search: '?tab=security' },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('lets a signed-in user through a signed-in route', async () => {
    installFakeApi({ user: makeUser({ emailVerified: false }) });
    renderRoute('/chat', MAP, REGISTRY);
    expect(await screen.findByRole('heading', { name: 'Error boundary test' })).toBeInTheDocument();
  });

  it('shows unverified users the verification screen; Resend toasts the outcome', async () => {
    let fail: 'no' | 'error' | 'limit' = 'no';
    const limited = 'Too many verification emails were requested. Please try again in 12 minute(s).';
    const api = installFakeApi({
      user: makeUser({ emailVerified: false }),
      routes: {
        'POST /api/auth/send-verification-email': () =>
          fail === 'error'
            ? apiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.')
            : fail === 'limit'
              ? apiError(429, 'RATE_LIMITED', limited)
              : json(200, { status: true }),
      },
    });
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoute('/settings', MAP, REGISTRY);
    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Settings' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Verification email sent! Please check your inbox.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/send-verification-email')[0]?.body).toEqual({
      email: 'ada@example.com',
      callbackURL: '/verify-email',
    });

    fail = 'error';
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(
      await screen.findByText('Failed to send verification email. Please try again.'),
    ).toBeInTheDocument();
    // Asked too often: the server's words say how long to wait.
    fail = 'limit';
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText(limited)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalled();
  });

  it('shows Access Denied to a signed-in non-admin, with Go Back and Home', async () => {
    installFakeApi({ user: makeUser({ isAdmin: false }) });
    renderRoute('/admin/metrics', MAP, REGISTRY);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText("You don't have permission to access this page. Admin privileges are required."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('lets an admin through an admin route', async () => {
    installFakeApi({ user: makeUser({ isAdmin: true }) });
    renderRoute('/admin/metrics', MAP, REGISTRY);
    expect(await screen.findByRole('heading', { name: 'Error boundary test' })).toBeInTheDocument();
  });

  it('keeps unbuilt protected routes a 404', async () => {
    installFakeApi({ user: makeUser() });
    const { '/admin/metrics': _unbuilt, ...withoutAdminScreen } = REGISTRY;
    renderRoute('/admin/metrics', [{ path: '/admin/metrics', access: 'admin' }], withoutAdminScreen);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
