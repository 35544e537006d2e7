import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, makeUser } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';

afterEach(() => vi.restoreAllMocks());

describe('two-factor setting', () => {
  it('asks for the password, then checks the code is 6 digits before confirming it', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        'POST /api/auth/two-factor/enable': () =>
          json(200, {
            totpURI: 'otpauth://totp/Recipe%20Forge:ada?secret=JBSWY3DPEHPK3PXP',
            backupCodes: ['a1b2c3'],
          }),
        'POST /api/auth/two-factor/verify-totp': () => json(200, { token: 't' }),
      },
    });
    const user = userEvent.setup();
    renderRoute('/settings?tab=security');
    await user.click(await screen.findByRole('switch', { name: 'Two-factor authentication' }));
    const block =
      screen.getByRole('heading', { name: 'Two-Factor Authentication' }).closest('section') ?? document.body;
    const continueButton = within(block as HTMLElement).getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.type(within(block as HTMLElement).getByLabelText('Password'), 'secret1');
    await user.click(continueButton);
    expect(api.callsTo('POST /api/auth/two-factor/enable')[0]?.body).toEqual({ password: 'secret1' });

    const code = await screen.findByLabelText('Authentication code');
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/two-factor/verify-totp')).toHaveLength(0);

    await user.clear(code);
    expect(screen.queryByText('Enter the 6-digit code.')).not.toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() =>
      expect(api.callsTo('POST /api/auth/two-factor/verify-totp')[0]?.body).toEqual({ code: '123456' }),
    );
  });
});
