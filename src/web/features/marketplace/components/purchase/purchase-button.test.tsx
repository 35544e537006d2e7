import type { ListingDetail } from '@shared/contracts/marketplace';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_PROMPT_EVENT } from '@web/lib/auth-prompt';
import { installFakeApi, json, keyedApiError, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PurchaseButton } from './purchase-button';

const listing = (overrides: Partial<ListingDetail> = {}): ListingDetail => ({
  id: 'l1',
  title: 'Weekly Review Ritual',
  description: 'Close every week calmly.',
  priceCents: 499,
  category: 'general',
  tags: ['planning'],
  imageUrl: null,
  creatorId: 'c1',
  creatorName: 'Creator',
  ratingAverage: 5,
  ratingCount: 0,
  purchaseCount: 0,
  publishedAt: '2026-01-01T00:00:00.000Z',
  status: 'published',
  version: 1,
  access: 'none',
  preview: 'Close every week…',
  outline: [],
  ...overrides,
});

const FILE = 'Weekly Review Ritual\n====================\n\n# Recipe Title: Weekly Review Ritual\n';
const fileResponse = () =>
  new Response(FILE, {
    status: 200,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'content-length': String(new TextEncoder().encode(FILE).byteLength),
      'content-disposition': 'attachment; filename="Weekly Review Ritual.txt"',
    },
  });

function renderButton(detail: ListingDetail) {
  const router = createMemoryRouter(
    [
      { path: '/marketplace/recipe/:id', element: <PurchaseButton listing={detail} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/marketplace/recipe/l1'] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, user: userEvent.setup() };
}

let saved: string[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:recipe');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

// Each test renders with the app's providers and lazy catalogues: slow on a busy machine.
describe('PurchaseButton', { timeout: 20_000 }, () => {
  it('asks a visitor to sign in instead of buying', async () => {
    installFakeApi({ user: null });
    const prompted = vi.fn();
    window.addEventListener(AUTH_PROMPT_EVENT, prompted);
    const { user } = renderButton(listing());
    await user.click(await screen.findByRole('button', { name: /Buy for \$4\.99/ }));
    expect(prompted).toHaveBeenCalledTimes(1);
    window.removeEventListener(AUTH_PROMPT_EVENT, prompted);
  });

  it('shows Processing... and goes to the checkout page the server answered', async () => {
    let release: (r: Response) => void = () => {};
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        'POST /api/marketplace/listings/l1/checkout': () =>
          new Promise<Response>((resolve) => (release = resolve)),
      },
    });
    const { router, user } = renderButton(listing());
    await user.click(await screen.findByRole('button', { name: /Buy for \$4\.99/ }));
    expect(await screen.findByRole('button', { name: /Processing\.\.\./ })).toBeDisabled();
    // The browser sends no price: the server takes the database's.
    expect(api.callsTo('POST /api/marketplace/listings/l1/checkout')[0]?.body).toEqual({});
    act(() => release(json(201, { url: '/marketplace/checkout/test/co1' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/checkout/test/co1'));
  });

  it('shows the server’s refusal, else the spec’s fallbacks', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        'POST /api/marketplace/listings/l1/checkout': () => keyedApiError(409, 'purchase.alreadyOwned'),
      },
    });
    const { user } = renderButton(listing());
    await user.click(await screen.findByRole('button', { name: /Buy for/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already own this recipe.');

    api.on('POST /api/marketplace/listings/l1/checkout', () => json(201, {}));
    await user.click(screen.getByRole('button', { name: /Buy for/ }));
    expect(await screen.findByText('Failed to create checkout session')).toBeInTheDocument();

    api.on('POST /api/marketplace/listings/l1/checkout', () => Promise.reject(new TypeError('offline')));
    await user.click(screen.getByRole('button', { name: /Buy for/ }));
    expect(await screen.findByText('Failed to purchase recipe. Please try again later.')).toBeInTheDocument();
  });

  it('claims a free recipe, downloads it with progress, then the success hides after 3 s', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        'POST /api/marketplace/listings/l1/claim': () => json(200, { listingId: 'l1', owned: true }),
        'GET /api/marketplace/listings/l1/download': () => fileResponse(),
      },
    });
    const { user } = renderButton(listing({ priceCents: 0 }));
    await user.click(await screen.findByRole('button', { name: 'Download Free' }));
    expect(await screen.findByText('Download complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(api.callsTo('POST /api/marketplace/listings/l1/claim')).toHaveLength(1);
    expect(saved).toEqual(['Weekly Review Ritual.txt']);
    await waitFor(() => expect(screen.queryByText('Download complete')).not.toBeInTheDocument(), {
      timeout: 4000,
    });
  });

  it('retries a failing file 3 times, then offers Retry and close', async () => {
    let attempts = 0;
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        'POST /api/marketplace/listings/l1/claim': () => json(200, { listingId: 'l1', owned: true }),
        'GET /api/marketplace/listings/l1/download': () => {
          attempts++;
          return attempts <= 4 ? json(500, {}) : fileResponse();
        },
      },
    });
    const { user } = renderButton(listing({ priceCents: 0 }));
    await user.click(await screen.findByRole('button', { name: 'Download Free' }));
    expect(
      await screen.findByText('Failed to download recipe file', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(attempts).toBe(4);
    expect(saved).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Download complete')).toBeInTheDocument();
    expect(api.callsTo('POST /api/marketplace/listings/l1/claim')).toHaveLength(2);
    expect(saved).toEqual(['Weekly Review Ritual.txt']);
  });

  it('words a refused claim with the server’s message, a failed one with the spec’s', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: { 'POST /api/marketplace/listings/l1/claim': () => keyedApiError(400, 'purchase.notFree') },
    });
    const { user } = renderButton(listing({ priceCents: 0 }));
    await user.click(await screen.findByRole('button', { name: 'Download Free' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This recipe is not free');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    api.on('POST /api/marketplace/listings/l1/claim', () => Promise.reject(new TypeError('offline')));
    await user.click(screen.getByRole('button', { name: 'Download Free' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download free recipe');
    expect(api.callsTo('GET /api/marketplace/listings/l1/download')).toHaveLength(0);
  });

  it('shows an owner Downloaded (disabled), Download again and Save a copy', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/marketplace/listings/l1/download': () => fileResponse(),
        'POST /api/marketplace/listings/l1/copy': () => json(201, { recipeId: 'r9' }),
      },
    });
    const { user } = renderButton(listing({ access: 'owner' }));
    expect(await screen.findByRole('button', { name: 'Downloaded' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Download again' }));
    expect(await screen.findByText('Download complete')).toBeInTheDocument();
    expect(api.callsTo('POST /api/marketplace/listings/l1/claim')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save a copy' }));
    expect(await screen.findByText('Saved a copy to your recipes')).toBeInTheDocument();
    expect(api.callsTo('POST /api/marketplace/listings/l1/copy')).toHaveLength(1);
  });
});
