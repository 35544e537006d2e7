import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, installFakeApi, json, makeUser } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  await user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
}

describe('sign-up page', () => {
  it('has its links and enables Create Account only when all three fields are filled', async () => {
    const user = userEvent.setup();
    renderRoute('/sign-up');
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    expect(submit).toBeEnabled();
  });

  it("says 'Passwords do not match' and clears it when a password is edited", async () => {
    const api = installFakeApi();
    const user = userEvent.setup();
    renderRoute('/sign-up');
    await fill(user, 'secret1', 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const message = screen.getByText('Passwords do not match');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm Password').getAttribute('aria-describedby')).toContain(message.id);
    await user.type(screen.getByLabelText('Confirm Password'), 'x');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/sign-up/email')).toHaveLength(0);
  });

  it("says 'Password must be at least 6 characters' for a short matching password", async () => {
    installFakeApi();
    const user = userEvent.setup();
    renderRoute('/sign-up');
    await fill(user, 'abc', 'abc');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'd');
    expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();
  });

  it("reads 'Creating account...', then shows the server's message", async () => {
    let answer: (r: Response) => void = () => {};
    const api = installFakeApi({
      routes: {
        'POST /api/auth/sign-up/email': () => new Promise<Response>((resolve) => (answer = resolve)),
      },
    });
    const user = userEvent.setup();
    renderRoute('/sign-up');
    await fill(user, 'secret1', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(api.callsTo('POST /api/auth/sign-up/email')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
      callbackURL: '/verify-email',
    });
    answer(apiError(422, 'CONFLICT', 'An account with this email already exists.'));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('signs the new user in and goes to /chat', async () => {
    const api = installFakeApi({
      routes: {
        'POST /api/auth/sign-up/email': () => {
          api.setUser(makeUser({ emailVerified: false }));
          return json(200, { token: 't' });
        },
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/sign-up');
    await fill(user, 'secret1', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(await screen.findByText('Verification email sent! Please check your inbox.')).toBeInTheDocument();
  });
});
