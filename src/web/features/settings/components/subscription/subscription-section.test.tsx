import type { SubscriptionView } from '@shared/contracts/billing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, keyedApiError, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionSection } from './subscription-section';

const NOW = Date.now();
const inDays = (days: number) => new Date(NOW + days * 86_400_000).toISOString();

const freeView = (overrides: Partial<SubscriptionView> = {}): SubscriptionView => ({
  plan: 'free',
  status: 'none',
  trialEnd: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  canceledAt: null,
  usage: { plan: 'free', used: 2, limit: 3 },
  standard: { monthlyPriceCents: 999, trialDays: 14 },
  trialAvailable: true,
  ...overrides,
});
const trialingView = (overrides: Partial<SubscriptionView> = {}): SubscriptionView =>
  freeView({
    plan: 'standard',
    status: 'trialing',
    trialEnd: inDays(14),
    currentPeriodEnd: inDays(14),
    usage: { plan: 'standard', used: 0, limit: null },
    trialAvailable: false,
    ...overrides,
  });

function renderSection(path = '/settings?tab=subscription') {
  const router = createMemoryRouter(
    [
      { path: '/settings', element: <SubscriptionSection /> },
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

describe('the Subscription section', { timeout: 20_000 }, () => {
  it('shows the Free Plan with its usage, and Upgrade goes to the server’s checkout', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/billing/subscription': () => json(200, freeView()),
        'POST /api/billing/subscription/checkout': () =>
          json(200, { url: '/pricing/checkout/test/cs_local_sub_1' }),
      },
    });
    const { router, user } = renderSection();
    expect(await screen.findByText('Free Plan')).toBeInTheDocument();
    expect(screen.getByText('Limited features available')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Generations Used 2/3' })).toBeInTheDocument();
    expect(
      screen.getByText(/Try Standard free for 14 days, no credit card needed\. Then \$9\.99\/month\./),
    ).toBeInTheDocument();
    // Only what the product does: no image generation is offered.
    expect(screen.queryByText(/image/i)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing/checkout/test/cs_local_sub_1'));
    // Nothing about the price travels from the browser.
    expect(api.callsTo('POST /api/billing/subscription/checkout')[0]!.body ?? {}).toEqual({});
  });

  it('says the §8 words when the upgrade fails', async () => {
    installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/billing/subscription': () => json(200, freeView()),
        'POST /api/billing/subscription/checkout': () => keyedApiError(500, 'billing.upgradeFailed'),
      },
    });
    const { user, router } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('Failed to upgrade subscription. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('shows the Standard Plan’s trial end; Cancel is confirmed and keeps access until the period end', async () => {
    // The server's state: what cancel and resume answer is what it reads afterwards.
    let state = trialingView();
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/billing/subscription': () => json(200, state),
        'POST /api/billing/subscription/cancel': () => {
          state = trialingView({ cancelAtPeriodEnd: true, canceledAt: inDays(0) });
          return json(200, state);
        },
        'POST /api/billing/subscription/resume': () => {
          state = trialingView();
          return json(200, state);
        },
      },
    });
    const { user } = renderSection();
    expect(await screen.findByText('Standard Plan')).toBeInTheDocument();
    expect(screen.getByText('Free trial')).toBeInTheDocument();
    for (const feature of [
      'Unlimited recipe generations',
      'All recipe types',
      'Unlimited recipe saving',
      'Priority support',
    ])
      expect(screen.getByText(feature)).toBeInTheDocument();
    expect(screen.getByText(/^Your free trial ends on .+\. Then \$9\.99\/month\.$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByText(/you keep Standard and unlimited generations until/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(api.callsTo('POST /api/billing/subscription/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Cancel subscription' }));
    expect(
      await screen.findByText(/^Your subscription ends on .+\. You keep Standard until then\.$/),
    ).toBeInTheDocument();
    expect(screen.getByText('Cancels at period end')).toBeInTheDocument();
    expect(api.callsTo('POST /api/billing/subscription/cancel')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText(/^Your free trial ends on/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/billing/subscription/resume')).toHaveLength(1);
  });

  it('asks again when the provider’s webhook comes after the answer (Stripe)', async () => {
    let gets = 0;
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        // The webhook has arrived by the time the section asks again.
        'GET /api/billing/subscription': () =>
          json(200, ++gets === 1 ? trialingView() : trialingView({ cancelAtPeriodEnd: true })),
        'POST /api/billing/subscription/cancel': () => json(200, trialingView()),
      },
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }),
    );
    expect(
      await screen.findByText(
        /^Your subscription ends on .+\. You keep Standard until then\.$/,
        {},
        { timeout: 6_000 },
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/billing/subscription').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the dialog open with the §8 words when the cancel fails', async () => {
    installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/billing/subscription': () =>
          json(200, trialingView({ status: 'active', trialEnd: inDays(-16) })),
        'POST /api/billing/subscription/cancel': () => keyedApiError(500, 'billing.cancelFailed'),
      },
    });
    const { user } = renderSection();
    expect(await screen.findByText(/^Renews on .+ for \$9\.99\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(
      await within(dialog).findByText('Failed to cancel subscription. Please try again.'),
    ).toBeInTheDocument();
  });

  it('waits for the provider after a checkout, and offers Retry when loading fails', async () => {
    let answers = 0;
    installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/billing/subscription': () =>
          ++answers < 2 ? json(200, freeView({ status: 'incomplete' })) : json(200, trialingView()),
      },
    });
    renderSection('/settings?tab=subscription&upgraded=1');
    expect(await screen.findByText(/confirming your subscription/)).toBeInTheDocument();
    expect(await screen.findByText('Standard Plan', {}, { timeout: 8_000 })).toBeInTheDocument();
    document.body.innerHTML = '';

    let fail = true;
    installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/billing/subscription': () =>
          fail ? keyedApiError(500, 'billing.providerUnavailable') : json(200, freeView()),
      },
    });
    const { user } = renderSection();
    expect(await screen.findByText('Your subscription could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Free Plan')).toBeInTheDocument();
  });
});
