import type { SubscriptionView } from '@shared/contracts/billing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@web/lib/i18n';
import { installFakeApi, json, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PricingPage } from './pricing-page';

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en');
});

const view = (overrides: Partial<SubscriptionView> = {}): SubscriptionView => ({
  plan: 'free',
  status: 'none',
  trialEnd: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  canceledAt: null,
  usage: { plan: 'free', used: 0, limit: 3 },
  standard: { monthlyPriceCents: 999, trialDays: 14 },
  trialAvailable: true,
  ...overrides,
});

function renderPricing() {
  const router = createMemoryRouter(
    [
      { path: '/pricing', element: <PricingPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/pricing'] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('PricingPage', { timeout: 20_000 }, () => {
  it('shows exactly the plans sold: Free, Standard at $9.99 with its trial, Enterprise by contact', async () => {
    installFakeApi({ user: null });
    renderPricing();
    expect(await screen.findByRole('heading', { name: 'Standard' })).toBeInTheDocument();
    const planNames = [...document.querySelectorAll('h2[id^="plan-"]')].map((h) => h.textContent);
    expect(planNames).toEqual(['Free', 'Standard', 'Enterprise']);
    expect(screen.queryByText(/Pro|\$29/)).not.toBeInTheDocument();
    expect(within(card('Free')).getByText('$0.00')).toBeInTheDocument();
    expect(within(card('Free')).getByText('3 recipe generations a month')).toBeInTheDocument();
    expect(within(card('Standard')).getByText('$9.99')).toBeInTheDocument();
    expect(within(card('Standard')).getByText('14-day free trial, no credit card')).toBeInTheDocument();
    expect(within(card('Enterprise')).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByText(/Standard comes with a 14-day free trial/)).toBeInTheDocument();
  });

  it('writes the price as the reader’s language writes dollars', async () => {
    installFakeApi({ user: null });
    renderPricing();
    await screen.findByRole('heading', { name: 'Standard' });
    await setLanguage('de');
    await waitFor(() =>
      expect(screen.getByTestId('price-standard').textContent?.replace(/\s/g, ' ')).toBe('9,99 $'),
    );
  });

  it('starts the trial through the server’s checkout when signed in, and leads a subscriber to the settings', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/billing/subscription': () => json(200, view()),
        'POST /api/billing/subscription/checkout': () =>
          json(200, { url: '/pricing/checkout/test/cs_local_sub_9' }),
      },
    });
    const { router, user } = renderPricing();
    const start = await within(await screen.findByRole('listitem', { name: /Standard/ })).findByRole(
      'button',
      {
        name: 'Start 14-day free trial',
      },
    );
    await waitFor(() => expect(start).toBeEnabled());
    expect(within(card('Free')).getByRole('link', { name: 'Start chatting' })).toHaveAttribute(
      'href',
      '/chat',
    );
    await user.click(start);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing/checkout/test/cs_local_sub_9'));
    expect(api.callsTo('POST /api/billing/subscription/checkout')).toHaveLength(1);
    document.body.innerHTML = '';

    installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/billing/subscription': () =>
          json(200, view({ plan: 'standard', status: 'trialing', trialAvailable: false })),
      },
    });
    renderPricing();
    expect(await screen.findByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
      'href',
      '/settings?tab=subscription',
    );
  });
});
