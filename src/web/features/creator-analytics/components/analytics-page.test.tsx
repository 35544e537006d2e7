import type { CreatorAnalytics, PayoutRecord } from '@shared/contracts/creator-analytics';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, installFakeApi, json, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsPage } from './analytics-page';

const ANALYTICS = 'GET /api/creator/analytics';
const PAYOUTS = 'GET /api/creator/payouts';

/** 30 days ending 2 December 2026, with sales on three of them. */
function series(): CreatorAnalytics['series'] {
  return Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, 3 + i)).toISOString().slice(0, 10);
    const sold: Record<string, [number, number]> = {
      '2026-11-20': [1000, 1],
      '2026-11-30': [800, 1],
      '2026-12-01': [1500, 2],
    };
    const [earningsCents, sales] = sold[date] ?? [0, 0];
    return { date, earningsCents, sales };
  });
}

const withSales: CreatorAnalytics = {
  summary: {
    totalEarningsCents: 123456,
    monthToDateCents: 1500,
    pendingCents: 2300,
    totalSales: 42,
    nextPayout: { date: '2026-12-07', days: 5 },
    payoutsEnabled: true,
    payoutFrequency: 'weekly',
    autoPayoutEnabled: true,
    payoutMinimumCents: 2500,
    currency: 'USD',
  },
  performance: [
    {
      listingId: 'l1',
      title: 'Weekly Review Ritual',
      status: 'published',
      priceCents: 999,
      views: 200,
      sales: 30,
      revenueCents: 100000,
      ratingAverage: 4.5,
      ratingCount: 12,
      conversionRate: 0.15,
    },
    {
      listingId: 'l2',
      title: 'Old Prompt Pack',
      status: 'deleted',
      priceCents: 499,
      views: 0,
      sales: 12,
      revenueCents: 23456,
      ratingAverage: 0,
      ratingCount: 0,
      conversionRate: null,
    },
  ],
  series: series(),
  generatedAt: '2026-12-02T10:00:00.000Z',
};

const noSales: CreatorAnalytics = {
  ...withSales,
  summary: {
    ...withSales.summary,
    totalEarningsCents: 0,
    monthToDateCents: 0,
    pendingCents: 0,
    totalSales: 0,
    nextPayout: null,
    payoutFrequency: 'manual',
  },
  performance: [],
  series: series().map((p) => ({ ...p, earningsCents: 0, sales: 0 })),
};

const payout = (i: number, status: PayoutRecord['status']): PayoutRecord => ({
  id: `p${i}`,
  amountCents: 2500 + i,
  status,
  createdAt: new Date(Date.UTC(2026, 10, 29 - i)).toISOString(),
  paidAt: status === 'paid' ? new Date(Date.UTC(2026, 10, 29 - i, 1)).toISOString() : null,
  arrivalAt: null,
  providerPayoutId: `po_local_${i}`,
  failureMessage: status === 'failed' ? 'The bank account was closed.' : null,
});

function renderAt(path = '/creator/analytics') {
  const router = createMemoryRouter(
    [
      { path: '/creator/analytics', element: <AnalyticsPage /> },
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
const user = () => userEvent.setup();
const cards = () => within(screen.getByLabelText('Earnings summary'));

afterEach(() => vi.restoreAllMocks());

describe('the creator analytics page', { timeout: 20_000 }, () => {
  it('shows the four cards, the charts and Recipe Performance from the server', async () => {
    installFakeApi({ user: makeUser(), routes: { [ANALYTICS]: () => json(200, withSales) } });
    renderAt();
    expect(screen.getByRole('heading', { name: 'Creator Analytics' })).toBeInTheDocument();
    expect(screen.getByText('Loading analytics...')).toBeInTheDocument();
    expect(await screen.findByText('$1,234.56')).toBeInTheDocument();
    expect(cards().getByText('Total Earnings')).toBeInTheDocument();
    expect(cards().getByText('42 sales in all')).toBeInTheDocument();
    expect(cards().getByText('$15.00')).toBeInTheDocument();
    expect(cards().getByText('$23.00')).toBeInTheDocument();
    expect(cards().getByText('In 5 days')).toBeInTheDocument();
    expect(cards().getByText(/weekly, minimum \$25\.00/)).toBeInTheDocument();

    // The charts: an image each with its title and description, and the figures as a table.
    const earnings = screen.getByRole('img', { name: /Earnings, last 30 days/ });
    expect(earnings).toHaveAccessibleName(expect.stringContaining('$33.00 in the last 30 days'));
    expect(screen.getByRole('img', { name: /Sales, last 30 days/ })).toBeInTheDocument();
    const earningsTable = screen.getByRole('table', { name: 'Earnings, last 30 days' });
    expect(within(earningsTable).getAllByRole('row')).toHaveLength(31);
    expect(within(earningsTable).getByRole('cell', { name: '$15.00' })).toBeInTheDocument();

    // Recipe Performance: the table's rows, a link to each live listing, conversion in percent.
    const table = screen.getByRole('table', { name: 'Recipe Performance' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Weekly Review Ritual' })).toHaveAttribute(
      'href',
      '/marketplace/recipe/l1',
    );
    expect(rows[1]).toHaveTextContent(/200.*30.*\$1,000\.00.*4\.5 \(12\).*15%/);
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(rows[2]).toHaveTextContent(/Old Prompt Pack.*Deleted.*\$234\.56.*No ratings.*–/);
  });

  it("says 'No sales yet' with the way to publish, and no scheduled payout when manual", async () => {
    installFakeApi({ user: makeUser(), routes: { [ANALYTICS]: () => json(200, noSales) } });
    renderAt();
    expect(await screen.findByText('No sales yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publish a recipe' })).toHaveAttribute(
      'href',
      '/marketplace/publish',
    );
    expect(cards().getByText('Manual')).toBeInTheDocument();
    expect(cards().getByText('Payouts are manual: none is scheduled.')).toBeInTheDocument();
    expect(cards().getAllByText('$0.00')).toHaveLength(3);
    expect(screen.getAllByRole('img', { name: /No sales in the last 30 days/ })).toHaveLength(2);
  });

  it('leads a creator whose payouts are not set up to the payment setup', async () => {
    const notReady = { ...withSales, summary: { ...withSales.summary, payoutsEnabled: false } };
    installFakeApi({ user: makeUser(), routes: { [ANALYTICS]: () => json(200, notReady) } });
    renderAt();
    expect(await screen.findByText('Not set up')).toBeInTheDocument();
    expect(cards().getByRole('link', { name: 'Set up payouts' })).toHaveAttribute(
      'href',
      '/creator/onboarding',
    );
    expect(cards().queryByText('In 5 days')).toBeNull();
  });

  it("says 'Failed to load analytics data' and tries again", async () => {
    let fail = true;
    const api = installFakeApi({
      user: makeUser(),
      routes: { [ANALYTICS]: () => (fail ? apiError(500, 'INTERNAL', 'boom') : json(200, withSales)) },
    });
    renderAt();
    expect(
      await screen.findByText('Failed to load analytics data', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$1,234.56')).toBeInTheDocument();
    expect(api.callsTo(ANALYTICS).length).toBeGreaterThanOrEqual(3);
  });

  it('Refresh Data reads the figures again, with progress', async () => {
    let answer = noSales;
    let release: () => void = () => {};
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        [ANALYTICS]: async () => {
          if (answer === withSales) await new Promise<void>((resolve) => (release = resolve));
          return json(200, answer);
        },
      },
    });
    renderAt();
    expect(await screen.findByText('No sales yet')).toBeInTheDocument();
    answer = withSales;
    await user().click(screen.getByRole('button', { name: 'Refresh Data' }));
    const busy = await screen.findByRole('button', { name: 'Refreshing...' });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByText('$1,234.56')).toBeInTheDocument();
    expect(await screen.findByText('Analytics data refreshed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Data' })).toBeEnabled();
    expect(api.callsTo(ANALYTICS)).toHaveLength(2);
  });

  it('Payout History lists the payouts newest first, a page at a time, from ?tab=payouts', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        [ANALYTICS]: () => json(200, withSales),
        [PAYOUTS]: (_body, url) =>
          url.searchParams.get('cursor') === 'next'
            ? json(200, { items: [payout(3, 'failed')], nextCursor: null })
            : json(200, {
                items: [payout(0, 'paid'), payout(1, 'processing'), payout(2, 'pending')],
                nextCursor: 'next',
              }),
      },
    });
    const { router } = renderAt('/creator/analytics?tab=payouts');
    expect(screen.getByRole('tab', { name: 'Payout History' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('$25.00')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/\$25\.00.*paid.*po_local_0.*Paid/),
      expect.stringMatching(/\$25\.01.*po_local_1.*Processing/),
      expect.stringMatching(/\$25\.02.*po_local_2.*Pending/),
    ]);
    await user().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(panel).findByText('The bank account was closed.')).toBeInTheDocument();
    expect(within(panel).getByText('Failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.callsTo(PAYOUTS)).toHaveLength(2);

    // Back to Recipe Performance with the keyboard: the URL follows.
    screen.getByRole('tab', { name: 'Payout History' }).focus();
    await user().keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Recipe Performance' })).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('table', { name: 'Recipe Performance' })).toBeInTheDocument();
  });

  it("says 'Failed to load payout history' on its own, the rest of the page still there", async () => {
    installFakeApi({
      user: makeUser(),
      routes: {
        [ANALYTICS]: () => json(200, withSales),
        [PAYOUTS]: () => apiError(500, 'INTERNAL', 'boom'),
      },
    });
    renderAt();
    await user().click(await screen.findByRole('tab', { name: 'Payout History' }));
    expect(
      await screen.findByText('Failed to load payout history', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('$1,234.56')).toBeInTheDocument();
  });
});
