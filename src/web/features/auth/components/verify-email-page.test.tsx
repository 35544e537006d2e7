import { AUTH_MESSAGES } from '@shared/contracts/auth';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, json, keyedApiError, makeUser } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

describe('verify-email page', () => {
  it('asks the mailbox owner for the password, sends it with the token, then shows success', async () => {
    const api = installFakeApi({
      user: null,
      routes: { 'POST /api/auth/verify-email': () => json(200, { status: true, signedIn: true }) },
    });
    const user = userEvent.setup();
    renderRoute('/verify-email?token=tok.en.value');
    expect(await screen.findByRole('heading', { name: 'Confirm Your Email' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Verify and Sign In' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('Password', { exact: true }), 'owner-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'other-pass');
    await user.click(submit);
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/verify-email')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'owner-pass');
    api.setUser(makeUser({ emailVerified: true }));
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Email Verified' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/verify-email')[0]?.body).toEqual({
      token: 'tok.en.value',
      password: 'owner-pass',
    });
  });

  it('shows an invalid link with Sign In for a rejected token', async () => {
    installFakeApi({
      user: null,
      routes: {
        'POST /api/auth/verify-email': () => keyedApiError(400, 'auth.invalidLink'),
      },
    });
    const user = userEvent.setup();
    renderRoute('/verify-email?token=forged');
    await user.type(await screen.findByLabelText('Password', { exact: true }), 'owner-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'owner-pass');
    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Verification Link Invalid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  });

  it('says a verified address is verified already, with Sign In', async () => {
    installFakeApi({
      user: null,
      routes: {
        'POST /api/auth/verify-email': () => keyedApiError(409, 'auth.alreadyVerifiedSignIn'),
      },
    });
    const user = userEvent.setup();
    renderRoute('/verify-email?token=used');
    await user.type(await screen.findByLabelText('Password', { exact: true }), 'owner-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'owner-pass');
    await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Email Already Verified' })).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.alreadyVerifiedSignIn)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  });
});
