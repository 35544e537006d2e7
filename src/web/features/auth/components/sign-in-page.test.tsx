import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi, json, makeUser } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

afterEach(() => vi.restoreAllMocks());

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(await screen.findByLabelText('Email Address'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('sign-in page', () => {
  it('shows the form with its links; Sign In is disabled until both fields are filled', async () => {
    const user = userEvent.setup();
    renderRoute('/sign-in');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    // Google only when the server has it configured.
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Sign In' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(submit).toBeEnabled();
  });

  it("reads 'Signing in...' while waiting, then shows the server's message and is idle again", async () => {
    let answer: (r: Response) => void = () => {};
    installFakeApi({
      routes: {
        'POST /api/auth/sign-in/email': () => new Promise<Response>((resolve) => (answer = resolve)),
      },
    });
    const user = userEvent.setup();
    renderRoute('/sign-in');
    await fill(user, 'ada@example.com', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(screen.getByLabelText('Email Address')).toBeDisabled();

    answer(
      apiError(
        401,
        'UNAUTHORIZED',
        'Incorrect email or password. 2 attempt(s) remaining before temporary lockout.',
      ),
    );
    expect(
      await screen.findByText(
        'Incorrect email or password. 2 attempt(s) remaining before temporary lockout.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Sign-in Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();

    // Editing the password clears the error.
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes back to the page the user came from after signing in', async () => {
    const api = installFakeApi({
      routes: {
        'POST /api/auth/sign-in/email': () => {
          api.setUser(makeUser());
          return json(200, { redirect: false, token: 't' });
        },
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute({
      pathname: '/sign-in',
      state: { from: { pathname: '/settings', search: '?tab=security' } },
    });
    await fill(user, 'ada@example.com', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.search).toBe('?tab=security');
    expect(await screen.findByRole('heading', { name: 'Settings' }, { timeout: 15_000 })).toBeInTheDocument();
    // The whole settings screen is compiled and rendered after the sign-in: under a full test run on
    // a loaded machine that once took longer than the default 5 s.
  }, 20_000);

  it('asks for a 6-digit code when two-factor is on, then signs in with it', async () => {
    const api = installFakeApi({
      routes: {
        'POST /api/auth/sign-in/email': () => json(200, { twoFactorRedirect: true }),
        'POST /api/auth/two-factor/verify-totp': (body) => {
          if ((body as { code: string }).code !== '123456')
            return apiError(
              401,
              'UNAUTHORIZED',
              'That code is not valid. Check your authenticator app and try again.',
            );
          api.setUser(makeUser());
          return json(200, { token: 't' });
        },
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/sign-in');
    await fill(user, 'ada@example.com', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Two-Factor Authentication' })).toBeInTheDocument();

    const code = screen.getByLabelText('Authentication code');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the 6-digit code.')).toBeInTheDocument();

    await user.type(code, '0000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('That code is not valid. Check your authenticator app and try again.'),
    ).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
  });

  it('blocks locally after 5 failed attempts without asking the server again', async () => {
    const api = installFakeApi({
      routes: {
        'POST /api/auth/sign-in/email': () => apiError(401, 'UNAUTHORIZED', 'Incorrect email or password.'),
      },
    });
    const user = userEvent.setup();
    renderRoute('/sign-in');
    await fill(user, 'ada@example.com', 'wrong');
    for (let i = 0; i < 5; i++) {
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      await screen.findByText('Incorrect email or password.');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
    }
    expect(api.callsTo('POST /api/auth/sign-in/email')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('Too many login attempts. Please wait before trying again.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/sign-in/email')).toHaveLength(5);
  });

  it("shows 'Network Error' with its suggestions when the server cannot be reached", async () => {
    installFakeApi({
      routes: {
        'POST /api/auth/sign-in/email': () => Promise.reject(new TypeError('Failed to fetch')),
      },
    });
    const user = userEvent.setup();
    renderRoute('/sign-in');
    await fill(user, 'ada@example.com', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    expect(screen.getByText('Network error. Please check your connection.')).toBeInTheDocument();
    expect(screen.getByText('Disable any VPN and retry.')).toBeInTheDocument();
  });

  it('sends a signed-in visitor to /chat, replacing the entry, after showing Loading...', async () => {
    installFakeApi({ user: makeUser() });
    const { router } = renderRoute('/sign-in');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'), { timeout: 2000 });
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
