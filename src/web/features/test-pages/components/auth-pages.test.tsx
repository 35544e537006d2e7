import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, makeUser } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

// The first render of a file transforms the screens and the app layout: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const TOKEN = 'tok-SECRET-0123456789';
const COOKIE_VALUE = 'cookie-value-should-not-show';

const sessionAnswer = () =>
  json(200, {
    session: { id: 's1', token: TOKEN, userId: 'u-42', expiresAt: '2030-01-01T00:00:00.000Z' },
    user: { id: 'u-42', email: 'ada@example.com' },
  });

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'rf-debug-test=; max-age=0; path=/';
});

describe('/auth-debug', () => {
  it('shows the auth state and configuration, cookie names only, and never a token or cookie value', async () => {
    // A cookie scripts can read: its name is shown, its value must not be.
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    document.cookie = `rf-debug-test=${COOKIE_VALUE}; path=/`;
    installFakeApi({
      user: makeUser({ id: 'u-42', emailVerified: true }),
      config: { googleSignIn: true },
      routes: { 'GET /api/auth/get-session': sessionAnswer },
    });
    const { container } = renderRoute('/auth-debug');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Auth debug' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('u-42')).toBeInTheDocument();
    expect(screen.getByText('Yes, signed in')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(await screen.findByText('rf-debug-test')).toBeInTheDocument();
    expect(screen.getByText('rf.session_token')).toBeInTheDocument();
    // The expiry arrived (so get-session was read) ...
    await waitFor(() => expect(container.textContent).toContain('2030'));
    // ... and nothing secret reached the page.
    expect(container.innerHTML).not.toContain(TOKEN);
    expect(container.innerHTML).not.toContain(COOKIE_VALUE);
    expect(document.title).toBe('Auth debug · Recipe Forge');
  });
});

describe('/auth-test', () => {
  it('signed out: offers the auth dialog and the sign-in page', async () => {
    const user = userEvent.setup();
    renderRoute('/auth-test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Auth test' })).toBeInTheDocument();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' })).toHaveAttribute('href', '/sign-in');
    await user.click(screen.getByRole('button', { name: 'Open sign-in dialog' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('signed in (a signed-in user is not sent away): name, e-mail, verification, expiry and Sign Out', async () => {
    const api = installFakeApi({
      user: makeUser({ displayName: 'Ada L', email: 'ada@example.com', emailVerified: false }),
      routes: {
        'GET /api/auth/get-session': sessionAnswer,
        'POST /api/auth/sign-out': () => json(200, { success: true }),
      },
    });
    const user = userEvent.setup();
    const { container } = renderRoute('/auth-test');
    await screen.findByText('Not verified', {}, { timeout: 20_000 });
    const facts = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(facts).toEqual(expect.arrayContaining(['Ada L', 'ada@example.com', 'Not verified', 'Off']));
    await waitFor(() => expect(container.textContent).toContain('2030'));
    expect(container.innerHTML).not.toContain(TOKEN);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
  });
});

describe('/google-auth-test', () => {
  it('says plainly when Google sign-in is not configured, with no button', async () => {
    renderRoute('/google-auth-test');
    expect(await screen.findByText('Google sign-in is not configured on this server.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it('starts the real flow when it is configured', async () => {
    const api = installFakeApi({
      config: { googleSignIn: true },
      routes: {
        'POST /api/auth/sign-in/oauth2': () =>
          json(200, { url: 'https://accounts.example/o', redirect: false }),
      },
    });
    const open = window.open;
    window.open = () => null;
    try {
      const user = userEvent.setup();
      renderRoute('/google-auth-test');
      await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
      await waitFor(() => expect(api.callsTo('POST /api/auth/sign-in/oauth2')).toHaveLength(1));
      expect(api.callsTo('POST /api/auth/sign-in/oauth2')[0]?.body).toMatchObject({ providerId: 'google' });
    } finally {
      window.open = open;
    }
  });
});
