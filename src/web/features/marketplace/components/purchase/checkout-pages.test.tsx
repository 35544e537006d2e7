import type { CheckoutView } from '@shared/contracts/marketplace-purchase';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, keyedApiError, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PurchaseSuccessPage } from './purchase-success-page';
import { TestCheckoutPage } from './test-checkout-page';

const view = (overrides: Partial<CheckoutView> = {}): CheckoutView => ({
  id: 'co1',
  status: 'open',
  listingId: 'l1',
  listingTitle: 'Weekly Review Ritual',
  amountCents: 499,
  provider: 'local',
  testMode: true,
  owned: false,
  ...overrides,
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/marketplace/checkout/test/:checkoutId', element: <TestCheckoutPage /> },
      { path: '/marketplace/purchase/success', element: <PurchaseSuccessPage /> },
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

describe('the test checkout page', { timeout: 20_000 }, () => {
  it('shows TEST MODE, the title and the amount; paying goes to the success page', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/payments/checkouts/co1': () => json(200, view()),
        'POST /api/payments/local/checkouts/co1/pay': () =>
          json(200, { redirectTo: '/marketplace/purchase/success?checkout=co1' }),
      },
    });
    const { router, user } = renderAt('/marketplace/checkout/test/co1');
    expect(await screen.findByText('Weekly Review Ritual')).toBeInTheDocument();
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(screen.getByText('$4.99')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay with test card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/purchase/success'));
    expect(router.state.location.search).toBe('?checkout=co1');
    expect(api.callsTo('POST /api/payments/local/checkouts/co1/pay')).toHaveLength(1);
  });

  it('cancels back to the listing, and says when a checkout is closed or not found', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/payments/checkouts/co1': () => json(200, view()),
        'POST /api/payments/local/checkouts/co1/cancel': () =>
          json(200, { redirectTo: '/marketplace/recipe/l1' }),
        'GET /api/payments/checkouts/co2': () => json(200, view({ id: 'co2', status: 'canceled' })),
        'GET /api/payments/checkouts/co3': () => keyedApiError(404, 'payment.checkoutNotFound'),
      },
    });
    const first = renderAt('/marketplace/checkout/test/co1');
    await first.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/marketplace/recipe/l1'));
    expect(api.callsTo('POST /api/payments/local/checkouts/co1/pay')).toHaveLength(0);
    document.body.innerHTML = '';

    renderAt('/marketplace/checkout/test/co2');
    expect(await screen.findByText('This checkout was canceled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay with test card' })).not.toBeInTheDocument();
    document.body.innerHTML = '';

    renderAt('/marketplace/checkout/test/co3');
    expect(await screen.findByText('This checkout does not exist or is not yours.')).toBeInTheDocument();
  });

  it('shows the server’s words when paying fails', async () => {
    installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/payments/checkouts/co1': () => json(200, view()),
        'POST /api/payments/local/checkouts/co1/pay': () => keyedApiError(409, 'payment.checkoutClosed'),
      },
    });
    const { user } = renderAt('/marketplace/checkout/test/co1');
    await user.click(await screen.findByRole('button', { name: 'Pay with test card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This checkout is no longer open.');
  });
});

describe('the purchase success page', { timeout: 20_000 }, () => {
  it('says Purchase Successful!, waits until the webhook made it owned, then links to the recipe', async () => {
    let owned = false;
    installFakeApi({
      user: makeUser(),
      routes: { 'GET /api/payments/checkouts/co1': () => json(200, view({ status: 'completed', owned })) },
    });
    renderAt('/marketplace/purchase/success?checkout=co1');
    expect(await screen.findByRole('heading', { name: 'Purchase Successful!' })).toBeInTheDocument();
    expect(await screen.findByText('Confirming your payment...')).toBeInTheDocument();
    expect(screen.getByText('Weekly Review Ritual')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Read the recipe' })).not.toBeInTheDocument();
    owned = true;
    const read = await screen.findByRole('link', { name: 'Read the recipe' }, { timeout: 3000 });
    expect(read).toHaveAttribute('href', '/marketplace/recipe/l1');
    expect(screen.getByRole('link', { name: 'Back to Marketplace' })).toHaveAttribute('href', '/marketplace');
  });

  it('has nothing to show without a checkout', async () => {
    installFakeApi({ user: makeUser() });
    renderAt('/marketplace/purchase/success');
    expect(await screen.findByText('No purchase to show here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Marketplace' })).toBeInTheDocument();
  });
});
