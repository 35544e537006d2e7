import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi, json } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render-route';
import { listingPage, makeListing } from '../../test/browse-fixtures';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('@web/lib/toast', () => ({ toast: { error: toastError, success: vi.fn() } }));

const CATEGORIES = {
  categories: [
    { id: 'ai-ml', count: 9 },
    { id: 'data-science', count: 5 },
    { id: 'software-engineering', count: 4 },
    { id: 'blockchain', count: 2 },
    { id: 'optimization', count: 1 },
  ],
};

/** A stand-in IntersectionObserver the test can fire. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  fire() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

beforeEach(() => {
  FakeObserver.instances = [];
  toastError.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const paramsOf = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((c) => c.path === '/api/marketplace/listings');

describe('Marketplace browse', { timeout: 40_000 }, () => {
  it('shows 8 skeletons, then cards as §2 says, with the count', async () => {
    let release: (() => void) | undefined;
    installFakeApi({
      routes: {
        'GET /api/marketplace/categories': () => json(200, CATEGORIES),
        'GET /api/marketplace/listings': () =>
          new Promise((resolve) => {
            release = () =>
              resolve(
                json(
                  200,
                  listingPage([
                    makeListing({
                      id: 'a',
                      title: 'Model Evaluation Loop',
                      category: 'ai-ml',
                      priceCents: 1999,
                      ratingAverage: 4.25,
                      ratingCount: 8,
                      purchaseCount: 12,
                      tags: ['ml', 'eval'],
                    }),
                    makeListing({ id: 'b', title: 'Budget Reset', category: '', priceCents: 0, tags: [] }),
                  ]),
                ),
              );
          }),
      },
    });
    renderRoute('/marketplace');
    await waitFor(() => expect(screen.getAllByTestId('listing-skeleton')).toHaveLength(8), {
      timeout: 20_000,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Proven AI recipes, ready to use' }),
    ).toBeInTheDocument();
    release?.();
    const [paid, free] = await screen.findAllByTestId('listing-card');
    expect(screen.queryByTestId('listing-skeleton')).not.toBeInTheDocument();
    expect(screen.getByText('2 proven recipes available')).toBeInTheDocument();

    const p = within(paid!);
    expect(p.getByRole('link', { name: 'Model Evaluation Loop' })).toHaveAttribute(
      'href',
      '/marketplace/recipe/a',
    );
    expect(p.getByText('$19.99')).toBeInTheDocument();
    expect(p.getByText('AI & ML')).toBeInTheDocument();
    expect(p.getByText('ml')).toBeInTheDocument();
    expect(p.queryByText('eval')).not.toBeInTheDocument();
    expect(p.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(p.getByText('12 purchases')).toBeInTheDocument();
    expect(p.getByRole('link', { name: 'Creator: Cleo Marsh' })).toHaveAttribute(
      'href',
      '/marketplace/creator/c1',
    );
    expect(p.getByRole('link', { name: 'Get Recipe' })).toHaveAttribute('href', '/marketplace/recipe/a');

    const f = within(free!);
    expect(f.getByText('Free')).toBeInTheDocument();
    expect(f.getByText('Recipe')).toBeInTheDocument();
    expect(f.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
    expect(f.getByText('0 purchases')).toBeInTheDocument();
  });

  it('searches on the server, keeps the search in the address, and shows all again from the empty state', async () => {
    const api = installFakeApi({
      routes: {
        'GET /api/marketplace/categories': () => json(200, CATEGORIES),
        'GET /api/marketplace/listings': (_b, url) =>
          json(200, url.searchParams.get('q') ? listingPage([]) : listingPage([makeListing()])),
      },
    });
    const u = userEvent.setup();
    const { router } = renderRoute('/marketplace');
    await screen.findByTestId('listing-card', {}, { timeout: 10_000 });
    await u.type(screen.getByPlaceholderText('What recipe do you need?'), 'zebra');
    expect(await screen.findByRole('heading', { name: 'No recipes found' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=zebra');
    const searched = paramsOf(api).at(-1)!;
    expect(api.calls.filter((c) => c.path === '/api/marketplace/listings').length).toBeGreaterThanOrEqual(2);
    expect(searched.path).toBe('/api/marketplace/listings');
    await u.click(screen.getByRole('button', { name: 'Show All Recipes' }));
    expect(await screen.findByTestId('listing-card')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByPlaceholderText('What recipe do you need?')).toHaveValue('');
  });

  it('opens a shared search from the address', async () => {
    const seen: string[] = [];
    installFakeApi({
      routes: {
        'GET /api/marketplace/categories': () => json(200, CATEGORIES),
        'GET /api/marketplace/listings': (_b, url) => {
          seen.push(url.search);
          return json(200, listingPage([makeListing()]));
        },
      },
    });
    renderRoute('/marketplace?q=review&category=ai-ml&sort=rating');
    await screen.findByTestId('listing-card');
    expect(screen.getByPlaceholderText('What recipe do you need?')).toHaveValue('review');
    const query = new URLSearchParams(seen[0]);
    expect([query.get('q'), query.get('category'), query.get('sort')]).toEqual(['review', 'ai-ml', 'rating']);
    expect(screen.getByRole('button', { name: 'AI & ML' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating');
  });

  it('offers All and the first four categories with friendly names, and reloads on a category or sort change', async () => {
    const seen: URLSearchParams[] = [];
    installFakeApi({
      routes: {
        'GET /api/marketplace/categories': () => json(200, CATEGORIES),
        'GET /api/marketplace/listings': (_b, url) => {
          seen.push(url.searchParams);
          return json(200, listingPage([makeListing()]));
        },
      },
    });
    const u = userEvent.setup();
    const { router } = renderRoute('/marketplace');
    await screen.findByTestId('listing-card');
    const chips = within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual([
      'All',
      'AI & ML',
      'Data Science',
      'Software Engineering',
      'Blockchain',
    ]);
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');

    await u.click(screen.getByRole('button', { name: 'Data Science' }));
    await waitFor(() => expect(seen.at(-1)?.get('category')).toBe('data-science'));
    expect(router.state.location.search).toContain('category=data-science');

    await u.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Best Value');
    await waitFor(() => expect(seen.at(-1)?.get('sort')).toBe('price-low'));
    expect(seen.at(-1)?.get('category')).toBe('data-science');
    expect(
      within(screen.getByRole('combobox', { name: 'Sort by' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['For You', 'Trending', 'Best Value', 'Top Rated']);
  });

  it('says when loading fails and tries again', async () => {
    let fail = true;
    installFakeApi({
      routes: {
        'GET /api/marketplace/categories': () => json(200, CATEGORIES),
        'GET /api/marketplace/listings': () =>
          fail ? apiError(500, 'INTERNAL', 'boom') : json(200, listingPage([makeListing()])),
      },
    });
    const u = userEvent.setup();
    renderRoute('/marketplace');
    expect(
      await screen.findByText('Failed to load recipes. Please try again.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('listing-card')).toBeInTheDocument();
  });

  it('loads the next page when the end of the grid comes into view, and by the Load more button', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const api = installFakeApi({
      routes: {
        'GET /api/marketplace/categories': () => json(200, CATEGORIES),
        'GET /api/marketplace/listings': (_b, url) => {
          const cursor = url.searchParams.get('cursor');
          if (!cursor) return json(200, listingPage([makeListing({ id: 'a', title: 'First' })], 'c2', 3));
          if (cursor === 'c2')
            return json(200, listingPage([makeListing({ id: 'b', title: 'Second' })], 'c3', 3));
          return json(200, listingPage([makeListing({ id: 'c', title: 'Third' })], null, 3));
        },
      },
    });
    const u = userEvent.setup();
    renderRoute('/marketplace');
    await screen.findByRole('link', { name: 'First' });
    expect(screen.getByText('3 proven recipes available')).toBeInTheDocument();
    act(() => FakeObserver.instances.at(-1)!.fire());
    expect(await screen.findByRole('link', { name: 'Second' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Third' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('listing-card')).toHaveLength(3);
    expect(paramsOf(api)).toHaveLength(3);
  });

  it('says 1,000+ when the server stopped counting', async () => {
    installFakeApi({
      routes: {
        'GET /api/marketplace/categories': () => json(200, CATEGORIES),
        'GET /api/marketplace/listings': () =>
          json(200, { ...listingPage([makeListing()], 'c2', 1000), totalCapped: true }),
      },
    });
    renderRoute('/marketplace');
    expect(await screen.findByText('1,000+ proven recipes available')).toBeInTheDocument();
  });
});

describe('sharing a card', { timeout: 30_000 }, () => {
  // jsdom has no Web Share API; user-event puts a clipboard of its own on navigator.
  const setShare = (share: unknown) =>
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  afterEach(() => setShare(undefined));

  const renderOne = async () => {
    installFakeApi({
      routes: {
        'GET /api/marketplace/categories': () => json(200, CATEGORIES),
        'GET /api/marketplace/listings': () => json(200, listingPage([makeListing({ id: 'a b' })])),
      },
    });
    renderRoute('/marketplace');
    return screen.findByRole('button', { name: 'Share Weekly Review Ritual' }, { timeout: 10_000 });
  };
  const link = () => `${window.location.origin}/marketplace/recipe/a%20b`;

  it('uses the Web Share API where there is one', async () => {
    const u = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    setShare(share);
    await u.click(await renderOne());
    expect(share).toHaveBeenCalledWith({ title: 'Weekly Review Ritual', url: link() });
    expect(toastError).not.toHaveBeenCalled();
  });

  it('copies the link otherwise, confirming it for 2 seconds', async () => {
    const u = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await u.click(await renderOne());
    expect(writeText).toHaveBeenCalledWith(link());
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Share Weekly Review Ritual' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('says to copy the address by hand when neither works', async () => {
    const u = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await u.click(await renderOne());
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Failed to share recipe. Please try copying the URL manually.'),
    );
  });

  it('stays quiet when the user closes the share sheet', async () => {
    const u = userEvent.setup();
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    setShare(share);
    await u.click(await renderOne());
    expect(share).toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
  });
});
