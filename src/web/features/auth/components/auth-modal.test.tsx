import { screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthPrompt } from '@web/lib/auth/auth-prompt';
import { openAuthPrompt } from '@web/lib/auth-prompt';
import { act } from 'react';
import { browser } from '@web/lib/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi, json } from '../../../test/fake-api';
import { TestProviders } from '../../../test/render-route';

const MESSAGES = {
  email: 'Oops! We need your email to continue. 📧',
  password: "Please add your secret password - it's the key to your recipe kingdom! 🔑",
  name: "We'd love to know what to call you! Please add a display name. ✨",
  short: 'For better security, please use at least 6 characters in your password. 🛡️',
};

function Opener() {
  const prompt = useAuthPrompt();
  return (
    <>
      <button type="button" onClick={() => prompt.open('login')}>
        open login
      </button>
      <button type="button" onClick={() => prompt.open('signup')}>
        open signup
      </button>
    </>
  );
}

function setup() {
  const user = userEvent.setup();
  render(
    <TestProviders>
      <Opener />
    </TestProviders>,
  );
  return user;
}

const dialog = () => screen.getByRole('dialog');
const submitButton = (name: RegExp | string) => within(dialog()).getByRole('button', { name });
const alertText = () => within(dialog()).getByRole('alert').textContent;

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('auth modal', () => {
  it('checks in the spec order: e-mail, password, display name, then length', async () => {
    const api = installFakeApi();
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'open signup' }));
    // The modal's code loads the first time it is asked for.
    await screen.findByRole('dialog');
    expect(within(dialog()).getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();

    await user.click(submitButton('Create Account'));
    expect(alertText()).toBe(MESSAGES.email);

    await user.type(within(dialog()).getByLabelText('Email Address'), 'ada@example.com');
    await user.click(submitButton('Create Account'));
    expect(alertText()).toBe(MESSAGES.password);

    // A short password with no display name: the display-name message comes first.
    await user.type(within(dialog()).getByLabelText('Password'), 'abc');
    await user.click(submitButton('Create Account'));
    expect(alertText()).toBe(MESSAGES.name);

    await user.type(within(dialog()).getByLabelText('Display Name'), 'Ada');
    await user.click(submitButton('Create Account'));
    expect(alertText()).toBe(MESSAGES.short);
    expect(within(dialog()).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

    // Nothing reached the server while a local check failed.
    expect(api.callsTo('POST /api/auth/sign-up/email')).toHaveLength(0);
  });

  it('also opens on the app-wide auth-prompt event', async () => {
    setup();
    act(() => openAuthPrompt('signup'));
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Email Address')).toHaveFocus();
  });

  it('login mode asks only for e-mail and password', async () => {
    installFakeApi();
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'open login' }));
    expect(within(dialog()).queryByLabelText('Display Name')).not.toBeInTheDocument();
    await user.type(within(dialog()).getByLabelText('Email Address'), 'ada@example.com');
    await user.type(within(dialog()).getByLabelText('Password'), 'abc');
    await user.click(submitButton('Sign In'));
    expect(alertText()).toBe(MESSAGES.short);
  });

  it("shows the local message before the server's, and the server's once the local check passes", async () => {
    const api = installFakeApi({
      routes: {
        'POST /api/auth/sign-in/email': () => apiError(401, 'UNAUTHORIZED', 'Incorrect email or password.'),
      },
    });
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'open login' }));
    const email = within(dialog()).getByLabelText('Email Address');
    const password = within(dialog()).getByLabelText('Password');
    await user.type(email, 'ada@example.com');
    await user.type(password, 'wrong-password');
    await user.click(submitButton('Sign In'));
    expect(await within(dialog()).findByText('Incorrect email or password.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'wrong-password',
    });

    await user.clear(email);
    await user.click(submitButton('Sign In'));
    expect(alertText()).toBe(MESSAGES.email);
    expect(within(dialog()).queryByText('Incorrect email or password.')).not.toBeInTheDocument();
  });

  it('toggling the mode clears the error; opening again clears the fields', async () => {
    installFakeApi();
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'open login' }));
    await user.click(submitButton('Sign In'));
    expect(alertText()).toBe(MESSAGES.email);

    await user.click(within(dialog()).getByRole('button', { name: 'Sign up' }));
    expect(within(dialog()).getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();

    await user.type(within(dialog()).getByLabelText('Email Address'), 'ada@example.com');
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'open signup' }));
    expect(within(dialog()).getByLabelText('Email Address')).toHaveValue('');
  });

  it("reads 'Processing...' with inputs disabled, then reloads its own path 500 ms after success", async () => {
    let finish: (r: Response) => void = () => {};
    installFakeApi({
      routes: {
        'POST /api/auth/sign-up/email': () => new Promise<Response>((resolve) => (finish = resolve)),
      },
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    window.history.replaceState(null, '', '/marketplace?q=x');
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'open signup' }));
    await user.type(within(dialog()).getByLabelText('Email Address'), 'ada@example.com');
    await user.type(within(dialog()).getByLabelText('Password'), 'secret1');
    await user.type(within(dialog()).getByLabelText('Display Name'), 'Ada');
    await user.click(submitButton('Create Account'));

    expect(await within(dialog()).findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(within(dialog()).getByLabelText('Email Address')).toBeDisabled();
    expect(within(dialog()).getByLabelText('Password')).toBeDisabled();

    finish(json(200, { token: 't' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/marketplace?q=x'), { timeout: 2000 });
    window.history.replaceState(null, '', '/');
  });
});
