import type { PurchaseHistoryPage, PurchaseHistoryRecord } from '@shared/contracts/purchase-history';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, keyedApiError, makeUser } from '../../../../test/fake-api';
import { TestProviders } from '../../../../test/render-route';
import { PurchasesSection } from './purchases-section';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const HISTORY = 'GET /api/marketplace/purchase-history';

function record(overrides: Partial<PurchaseHistoryRecord> = {}): PurchaseHistoryRecord {
  const id = overrides.id ?? 'p1';
  return {
    id,
    type: 'recipe',
    recipeId: `l-${id}`,
    recipeName: 'Weekly Review Ritual',
    amount: 499,
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'completed',
    thumbnail: null,
    creatorName: 'Ada Lovelace',
    canRefund: true,
    refundableUntil: '2026-12-20T10:00:00.000Z',
    canDownload: true,
    downloadUrl: `/api/marketplace/listings/l-${id}/download`,
    ...overrides,
  };
}

const subscriptionRow = record({
  id: 'subscription',
  type: 'subscription',
  recipeId: null,
  recipeName: 'Standard Plan',
  amount: 999,
  status: 'active',
  creatorName: 'Recipe Forge',
  canRefund: false,
  refundableUntil: null,
  canDownload: false,
  downloadUrl: null,
});

/**
 * A server that keeps the records and answers like the real one: search over name and creator,
 * the filters, the sorts, pages of `pageSize` and the summary; refunds turn a row `refunded`.
 */
function historyServer(initial: PurchaseHistoryRecord[], pageSize = 50) {
  let items = [...initial];
  const queries: URLSearchParams[] = [];
  const answer = (url: URL): PurchaseHistoryPage => {
    queries.push(url.searchParams);
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const filter = url.searchParams.get('filter') ?? 'all';
    const sort = url.searchParams.get('sort') ?? 'date';
    const matching = items
      .filter((r) => !q || `${r.recipeName} ${r.creatorName}`.toLowerCase().includes(q))
      .filter((r) =>
        filter === 'all'
          ? true
          : filter === 'recipes'
            ? r.type === 'recipe'
            : filter === 'subscriptions'
              ? r.type === 'subscription'
              : filter === 'courses'
                ? false
                : r.status === filter,
      )
      .sort((a, b) =>
        sort === 'price'
          ? b.amount - a.amount
          : sort === 'title'
            ? a.recipeName.localeCompare(b.recipeName)
            : b.createdAt.localeCompare(a.createdAt),
      );
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const page = matching.slice(start, start + pageSize);
    const paid = items.filter((r) => r.type === 'recipe');
    return {
      summary: {
        totalPurchases: paid.length,
        totalSpentCents: paid.filter((r) => r.status !== 'refunded').reduce((n, r) => n + r.amount, 0),
        activeSubscriptions: items.some((r) => r.type === 'subscription' && r.status === 'active') ? 1 : 0,
      },
      items: page,
      nextCursor: start + pageSize < matching.length ? String(start + pageSize) : null,
    };
  };
  const api = installFakeApi({
    user: makeUser(),
    routes: { [HISTORY]: (_b, url) => json(200, answer(url)) },
  });
  for (const r of initial)
    api.on(`POST /api/marketplace/purchases/${r.id}/refund`, () => {
      items = items.map((x) =>
        x.id === r.id
          ? {
              ...x,
              status: 'refunded',
              canRefund: false,
              refundableUntil: null,
              canDownload: false,
              downloadUrl: null,
            }
          : x,
      );
      return json(200, { record: items.find((x) => x.id === r.id) });
    });
  return { api, queries, last: () => queries.at(-1)! };
}

function renderSection() {
  render(
    <TestProviders>
      <MemoryRouter>
        <PurchasesSection />
      </MemoryRouter>
    </TestProviders>,
  );
}

const row = (name: string) => screen.getByRole('listitem', { name });

// Typing with user-event is slow on a busy machine: a generous bound per test.
describe('Purchase History section', { timeout: 20_000 }, () => {
  it('shows skeletons, then the summary and each purchase with badge, creator, date, price and actions', async () => {
    historyServer([
      record(),
      record({
        id: 'p2',
        recipeName: 'Bug Triage',
        creatorName: 'Grace Hopper',
        amount: 1299,
        status: 'refunded',
        canRefund: false,
        refundableUntil: null,
        canDownload: false,
        downloadUrl: null,
        createdAt: '2026-11-10T10:00:00.000Z',
      }),
      record({
        id: 'p3',
        recipeName: 'Old Plan',
        amount: 0,
        canRefund: false,
        refundableUntil: null,
        createdAt: '2026-10-01T10:00:00.000Z',
      }),
      subscriptionRow,
    ]);
    renderSection();
    expect(screen.getAllByTestId('purchase-skeleton')).toHaveLength(6);
    expect(await screen.findByRole('listitem', { name: 'Weekly Review Ritual' })).toBeInTheDocument();

    const cards = screen.getByText('Total Purchases').closest('dl') as HTMLElement;
    expect(within(cards).getByText('3')).toBeInTheDocument();
    // The refunded $12.99 is not spent.
    expect(within(cards).getByText('$4.99')).toBeInTheDocument();
    expect(within(cards).getByText('Active Subscriptions').nextElementSibling).toHaveTextContent('1');

    const first = row('Weekly Review Ritual');
    expect(within(first).getByText('Completed')).toBeInTheDocument();
    expect(within(first).getByText('by Ada Lovelace')).toBeInTheDocument();
    expect(within(first).getByText('$4.99')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Weekly Review Ritual' })).toHaveAttribute(
      'href',
      '/marketplace/recipe/l-p1',
    );
    expect(within(first).getByRole('link', { name: 'Download Weekly Review Ritual' })).toHaveAttribute(
      'href',
      '/api/marketplace/listings/l-p1/download',
    );
    expect(within(first).getByRole('button', { name: 'Refund Weekly Review Ritual' })).toBeInTheDocument();
    expect(within(first).getByText(/^Refundable until/)).toBeInTheDocument();

    const refunded = row('Bug Triage');
    expect(within(refunded).getByText('Refunded')).toBeInTheDocument();
    expect(within(refunded).queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    expect(within(refunded).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();

    const free = row('Old Plan');
    expect(within(free).getByText('Free')).toBeInTheDocument();
    expect(within(free).getByRole('link', { name: 'Download Old Plan' })).toBeInTheDocument();
    expect(within(free).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();

    const plan = row('Standard Plan');
    expect(within(plan).getByText('Active')).toBeInTheDocument();
    expect(within(plan).getByText('$9.99 / month')).toBeInTheDocument();
    expect(within(plan).queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('asks the server for the search, filter and sort, and says when nothing matches', async () => {
    const server = historyServer([record(), record({ id: 'p2', recipeName: 'Bug Triage', amount: 999 })]);
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('listitem', { name: 'Weekly Review Ritual' });

    await user.type(screen.getByPlaceholderText('Search purchases...'), 'triage');
    await waitFor(() => expect(server.last().get('q')).toBe('triage'));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Weekly Review Ritual' })).toBeNull());
    expect(row('Bug Triage')).toBeInTheDocument();

    await user.clear(screen.getByPlaceholderText('Search purchases...'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price');
    await waitFor(() => expect(server.last().get('sort')).toBe('price'));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        expect.stringContaining('Bug Triage'),
        expect.stringContaining('Weekly Review Ritual'),
      ]),
    );

    await user.selectOptions(screen.getByLabelText('Filter'), 'refunded');
    await waitFor(() => expect(server.last().get('filter')).toBe('refunded'));
    expect(await screen.findByText('No purchases match your search or filter.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Filter'), 'courses');
    expect(
      await screen.findByText('Courses are not sold here yet, so there are no course purchases to show.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Filter' })).toHaveValue('courses');
    expect(
      [...(screen.getByLabelText('Filter') as HTMLSelectElement).options].map((o) => o.textContent),
    ).toEqual(['All', 'Recipes', 'Courses', 'Subscriptions', 'Completed', 'Active', 'Refunded']);
  });

  it('loads the next 50 with Load more', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      record({
        id: `p${i}`,
        recipeName: `Recipe ${String(i).padStart(2, '0')}`,
        createdAt: new Date(Date.UTC(2026, 10, 20) - i * 60_000).toISOString(),
      }),
    );
    const server = historyServer(many);
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('listitem', { name: 'Recipe 00' });
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('listitem', { name: 'Recipe 59' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(60);
    expect(server.last().get('cursor')).toBe('50');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('refunds after a confirmation and shows the row refunded', async () => {
    const server = historyServer([record()]);
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Refund Weekly Review Ritual' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund this purchase?' });
    expect(dialog).toHaveTextContent(
      'Weekly Review Ritual ($4.99): the payment goes back to your card and the recipe leaves your library.',
    );
    // Keeping it asks nothing of the server.
    await user.click(within(dialog).getByRole('button', { name: 'Keep purchase' }));
    expect(server.api.callsTo('POST /api/marketplace/purchases/p1/refund')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Refund Weekly Review Ritual' }));
    await user.click(await screen.findByRole('button', { name: 'Refund $4.99' }));
    expect(
      await screen.findByText(
        'Refund requested. The payment goes back to your card and the recipe leaves your library.',
      ),
    ).toBeInTheDocument();
    expect(server.api.callsTo('POST /api/marketplace/purchases/p1/refund')).toEqual([
      { method: 'POST', path: '/api/marketplace/purchases/p1/refund', body: {} },
    ]);
    expect(await within(row('Weekly Review Ritual')).findByText('Refunded')).toBeInTheDocument();
    expect(within(row('Weekly Review Ritual')).queryByRole('button', { name: /Refund/ })).toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the server's reason for a refused refund, and the spec's words for a failure", async () => {
    const server = historyServer([record()]);
    server.api.on('POST /api/marketplace/purchases/p1/refund', () =>
      keyedApiError(400, 'refund.windowPassed', { days: 30 }),
    );
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Refund Weekly Review Ritual' }));
    await user.click(await screen.findByRole('button', { name: 'Refund $4.99' }));
    expect(
      await screen.findByText(
        'The refund window has passed: refunds are available within 30 days of purchase.',
      ),
    ).toBeInTheDocument();

    server.api.on('POST /api/marketplace/purchases/p1/refund', () => keyedApiError(502, 'refund.failed'));
    await user.click(screen.getByRole('button', { name: 'Refund $4.99' }));
    expect(await screen.findByText('Failed to submit refund request. Please try again.')).toBeInTheDocument();
    // The dialog stays open to try again; the row is unchanged.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('says a failed load in place, and Try again loads again', async () => {
    let fail = true;
    installFakeApi({
      user: makeUser(),
      routes: {
        [HISTORY]: () =>
          fail
            ? json(500, { code: 'INTERNAL', message: 'boom' })
            : json(200, {
                summary: { totalPurchases: 1, totalSpentCents: 499, activeSubscriptions: 0 },
                items: [record()],
                nextCursor: null,
              }),
      },
    });
    const user = userEvent.setup();
    renderSection();
    expect(
      await screen.findByText('Failed to load purchase history. Please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Weekly Review Ritual' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load purchase history. Please try again later.')).toBeNull();
  });

  it('tells a refund on its way from an overdue subscription payment', async () => {
    historyServer([
      { ...subscriptionRow, status: 'pending' },
      record({
        status: 'pending',
        canRefund: false,
        refundableUntil: null,
        canDownload: false,
        downloadUrl: null,
      }),
    ]);
    renderSection();
    const plan = await screen.findByRole('listitem', { name: 'Standard Plan' });
    expect(within(plan).getByText('Payment pending')).toBeInTheDocument();
    const asked = row('Weekly Review Ritual');
    expect(within(asked).getByText('Refund pending')).toBeInTheDocument();
    expect(
      within(asked).getByText(
        'Refund requested. The recipe stays in your library until the payment provider confirms the refund.',
      ),
    ).toBeInTheDocument();
  });

  it('says when a subscription has ended', async () => {
    historyServer([{ ...subscriptionRow, status: 'completed' }]);
    renderSection();
    const plan = await screen.findByRole('listitem', { name: 'Standard Plan' });
    expect(within(plan).getByText('Ended')).toBeInTheDocument();
  });

  it('invites to the marketplace when nothing was bought', async () => {
    historyServer([]);
    renderSection();
    expect(await screen.findByText('No purchases yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
    expect(screen.queryByPlaceholderText('Search purchases...')).not.toBeInTheDocument();
  });
});
