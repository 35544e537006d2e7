import type { LocalSubscriptionSession } from '@shared/contracts/billing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, keyedApiError, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestSubscriptionCheckoutPage } from './test-subscription-checkout-page';

const session = (overrides: Partial<LocalSubscriptionSession> = {}): LocalSubscriptionSession => ({
  sessionId: 'cs_local_sub_1',
  plan: 'standard',
  monthlyPriceCents: 999,
  trialDays: 14,
  status: 'open',
  ...overrides,
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/pricing/checkout/test/:sessionId', element: <TestSubscriptionCheckoutPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('the test subscription checkout', { timeout: 20_000 }, () => {
  it('shows TEST MODE, the plan, its price and nothing due today; Start trial goes to the subscription', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/billing/local/sessions/cs_local_sub_1': () => json(200, session()),
        'POST /api/billing/local/sessions/cs_local_sub_1/start': () =>
          json(200, { redirectTo: '/settings?tab=subscription&upgraded=1' }),
      },
    });
    const { router, user } = renderAt('/pricing/checkout/test/cs_local_sub_1');
    expect(await screen.findByRole('heading', { name: 'Start your Standard plan' })).toBeInTheDocument();
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(screen.getByText('$9.99/month')).toBeInTheDocument();
    expect(screen.getByText('14 days')).toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start trial' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.search).toBe('?tab=subscription&upgraded=1');
    expect(api.callsTo('POST /api/billing/local/sessions/cs_local_sub_1/start')).toHaveLength(1);
  });

  it('cancels back to /pricing, and says when a session is done, unknown or fails', async () => {
    installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/billing/local/sessions/cs_a': () => json(200, session({ sessionId: 'cs_a' })),
        'POST /api/billing/local/sessions/cs_a/cancel': () => json(200, { redirectTo: '/pricing' }),
        'GET /api/billing/local/sessions/cs_b': () =>
          json(200, session({ sessionId: 'cs_b', status: 'completed' })),
        'GET /api/billing/local/sessions/cs_c': () => keyedApiError(404, 'billing.checkoutNotFound'),
        'GET /api/billing/local/sessions/cs_d': () => json(200, session({ sessionId: 'cs_d', trialDays: 0 })),
        'POST /api/billing/local/sessions/cs_d/start': () => keyedApiError(500, 'billing.startFailed'),
      },
    });
    const first = renderAt('/pricing/checkout/test/cs_a');
    await first.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/pricing'));
    document.body.innerHTML = '';

    renderAt('/pricing/checkout/test/cs_b');
    expect(
      await screen.findByText('This checkout is complete: you’re subscribed.'.replace('’', "'")),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start trial' })).not.toBeInTheDocument();
    document.body.innerHTML = '';

    renderAt('/pricing/checkout/test/cs_c');
    expect(await screen.findByText('This checkout was not found or has been closed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute('href', '/pricing');
    document.body.innerHTML = '';

    // A returning subscriber has no second trial: the first month is due at once.
    const last = renderAt('/pricing/checkout/test/cs_d');
    await last.user.click(await screen.findByRole('button', { name: 'Subscribe with test card' }));
    expect(
      await screen.findByText('The test subscription could not be started. Please try again.'),
    ).toBeInTheDocument();
  });
});
