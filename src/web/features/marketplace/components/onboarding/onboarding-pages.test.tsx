import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, installFakeApi, json, keyedApiError, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnboardingPage } from './onboarding-page';
import { OnboardingSuccessPage } from './onboarding-success-page';
import { TestOnboardingPage } from './test-onboarding-page';

const STATUS = 'GET /api/payments/account-status';
const REFRESH = 'POST /api/payments/account/refresh';
const none = { hasAccount: false, onboardingCompleted: false, payoutEnabled: false };
const created = { hasAccount: true, onboardingCompleted: false, payoutEnabled: false };
const ready = { hasAccount: true, onboardingCompleted: true, payoutEnabled: true };

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/creator/onboarding', element: <OnboardingPage /> },
      { path: '/creator/onboarding/success', element: <OnboardingSuccessPage /> },
      { path: '/creator/onboarding/test/:accountId', element: <TestOnboardingPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router };
}

/** Each checklist line's words, in order: 'label: Done' or 'label: Not yet'. */
const checklist = () =>
  within(screen.getByRole('list', { name: 'Payment account' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(() => vi.restoreAllMocks());

describe('the creator onboarding page', { timeout: 20_000 }, () => {
  it('checks the status first, then creates the account and says so', async () => {
    let status = none;
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        [STATUS]: () => json(200, status),
        'POST /api/payments/account': () => {
          status = created;
          return json(200, { created: true, status: created });
        },
      },
    });
    renderAt('/creator/onboarding');
    expect(screen.getByText('Checking account status...')).toBeInTheDocument();
    await user().click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Stripe Connect account created successfully!')).toBeInTheDocument();
    expect(checklist()).toEqual([
      'Payment account createdDone',
      'Onboarding completedNot yet',
      'Payouts enabledNot yet',
    ]);
    expect(screen.getByRole('button', { name: 'Start onboarding' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/payments/account')).toHaveLength(1);
    // In test mode the page says that no real money moves; the links lead on.
    expect(screen.getByText(/local test provider/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My recipes' })).toHaveAttribute('href', '/recipes');
    expect(screen.getAllByRole('link', { name: 'Publish a recipe' })[0]).toHaveAttribute(
      'href',
      '/marketplace/publish',
    );
  });

  it("says the §8 words when creating fails, with the server's reason", async () => {
    installFakeApi({
      user: makeUser(),
      routes: {
        [STATUS]: () => json(200, none),
        'POST /api/payments/account': () => keyedApiError(500, 'onboarding.createAccountFailed'),
      },
    });
    renderAt('/creator/onboarding');
    await user().click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Failed to create account. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Failed to create Stripe account')).toBeInTheDocument();
    expect(screen.queryByText('Stripe Connect account created successfully!')).not.toBeInTheDocument();
  });

  it("'Start onboarding' goes to the provider's page; a failure says so", async () => {
    let fail = true;
    installFakeApi({
      user: makeUser(),
      routes: {
        [STATUS]: () => json(200, created),
        'POST /api/payments/account/onboarding-link': () =>
          fail ? apiError(502, 'INTERNAL', 'down') : json(200, { url: '/creator/onboarding/test/acct_1' }),
      },
    });
    const { router } = renderAt('/creator/onboarding');
    const start = await screen.findByRole('button', { name: 'Start onboarding' });
    await user().click(start);
    expect(await screen.findByText('Failed to start onboarding. Please try again.')).toBeInTheDocument();
    fail = false;
    await user().click(start);
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/onboarding/test/acct_1'));
  });

  it('shows the ready state when onboarding is complete', async () => {
    installFakeApi({ user: makeUser(), routes: { [STATUS]: () => json(200, ready) } });
    renderAt('/creator/onboarding');
    expect(await screen.findByText('You are ready to sell')).toBeInTheDocument();
    expect(checklist().every((line) => line?.endsWith('Done'))).toBe(true);
    expect(screen.queryByRole('button', { name: /Create account|Start onboarding/ })).not.toBeInTheDocument();
  });

  it('says the status check failed, and tries again on request', async () => {
    let fail = true;
    installFakeApi({
      user: makeUser(),
      routes: { [STATUS]: () => (fail ? apiError(503, 'INTERNAL', 'down') : json(200, none)) },
    });
    renderAt('/creator/onboarding');
    expect(
      await screen.findByText('Failed to check account status', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Unable to check account status. Service may be temporarily unavailable.'),
    ).toBeInTheDocument();
    fail = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });
});

describe('the local test onboarding page', { timeout: 20_000 }, () => {
  it("is marked TEST MODE; completing goes to the return page, 'Cancel' to the refresh page", async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        'POST /api/payments/local/accounts/acct_1/complete': () =>
          json(200, { redirectTo: '/creator/onboarding/success' }),
        [STATUS]: () => json(200, ready),
      },
    });
    const { router } = renderAt('/creator/onboarding/test/acct_1');
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(screen.getByText('acct_1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/creator/onboarding');
    await user().click(screen.getByRole('button', { name: 'Complete test onboarding' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/onboarding/success'));
    expect(api.callsTo('POST /api/payments/local/accounts/acct_1/complete')).toHaveLength(1);
    expect(await screen.findByText('Onboarding Complete!')).toBeInTheDocument();
  });

  it("says why when the account is not the user's", async () => {
    installFakeApi({
      user: makeUser(),
      routes: {
        'POST /api/payments/local/accounts/acct_x/complete': () =>
          keyedApiError(404, 'onboarding.accountNotFound'),
      },
    });
    const { router } = renderAt('/creator/onboarding/test/acct_x');
    await user().click(screen.getByRole('button', { name: 'Complete test onboarding' }));
    expect(await screen.findByText('Payment account not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/creator/onboarding/test/acct_x');
    expect(screen.getByRole('button', { name: 'Complete test onboarding' })).toBeEnabled();
  });
});

describe('the onboarding success page', { timeout: 20_000 }, () => {
  it("'Onboarding Complete!' reads the status again and leads to analytics and publishing", async () => {
    const api = installFakeApi({ user: makeUser(), routes: { [REFRESH]: () => json(200, ready) } });
    renderAt('/creator/onboarding/success?account=acct_1');
    expect(screen.getByRole('heading', { name: 'Onboarding Complete!' })).toBeInTheDocument();
    expect(await screen.findByText(/You can now publish recipes for a price/)).toBeInTheDocument();
    // The server asked the provider about the account the return named.
    expect(api.callsTo(REFRESH)[0]!.body).toEqual({ accountId: 'acct_1' });
    expect(screen.getByRole('link', { name: 'Go to Creator Analytics' })).toHaveAttribute(
      'href',
      '/creator/analytics',
    );
    expect(screen.getByRole('link', { name: 'Publish a recipe' })).toHaveAttribute(
      'href',
      '/marketplace/publish',
    );
  });

  it('waits for the confirmation, asking again until the account is ready', async () => {
    let answers = 0;
    installFakeApi({
      user: makeUser(),
      routes: { [REFRESH]: () => json(200, ++answers < 2 ? created : ready) },
    });
    renderAt('/creator/onboarding/success');
    expect(
      await screen.findByText('Waiting for the payment provider to confirm your account...'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/You can now publish/, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says the status could not be checked when the provider is down or the account is not the user’s', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: { [REFRESH]: () => keyedApiError(404, 'onboarding.accountNotFound') },
    });
    renderAt('/creator/onboarding/success?account=acct_someone_else');
    expect(await screen.findByText('Failed to check account status')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to check account status. Service may be temporarily unavailable.'),
    ).toBeInTheDocument();
    expect(api.callsTo(REFRESH)[0]!.body).toEqual({ accountId: 'acct_someone_else' });
    expect(screen.queryByText(/You can now publish/)).not.toBeInTheDocument();
  });
});

function user() {
  return userEvent.setup();
}
