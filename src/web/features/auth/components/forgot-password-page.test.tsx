import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, json } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

describe('forgot-password page', () => {
  it("confirms with 'Check Your Email' naming the address and the three next steps", async () => {
    let answer: (r: Response) => void = () => {};
    const api = installFakeApi({
      routes: {
        'POST /api/auth/request-password-reset': () => new Promise<Response>((resolve) => (answer = resolve)),
      },
    });
    const user = userEvent.setup();
    renderRoute('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Send Reset Link' });
    expect(submit).toBeDisabled();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');

    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.click(submit);
    expect(await screen.findByRole('button', { name: 'Sending Reset Link...' })).toBeDisabled();
    expect(api.callsTo('POST /api/auth/request-password-reset')[0]?.body).toEqual({
      email: 'ada@example.com',
      redirectTo: '/reset-password',
    });

    answer(json(200, { status: true }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Next steps' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual([
      '1Check your inbox, and your spam folder if it is not there.',
      '2Click the link in the email.',
      '3Create a new password.',
    ]);
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/sign-in');
  });

  it("'Try a different email address' returns to the form with the e-mail cleared", async () => {
    installFakeApi({
      routes: { 'POST /api/auth/request-password-reset': () => json(200, { status: true }) },
    });
    const user = userEvent.setup();
    renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await user.click(await screen.findByRole('button', { name: 'Try a different email address' }));
    expect(screen.getByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveValue('');
  });
});
