import type { MetricsDashboard, MetricsPeriod } from '@shared/contracts/metrics-dashboard';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, installFakeApi, json, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminMetricsPage } from './admin-metrics-page';
import { LegacyMetricsPage } from './legacy-metrics-page';
import { MetricsTestPage } from './metrics-test-page';
import { MyMetricsPage } from './my-metrics-page';

const MINE = 'GET /api/metrics/me';
const EVERYONE = 'GET /api/admin/metrics';

const empty: Omit<MetricsPeriod, 'start'> = {
  generations: 0,
  successes: 0,
  errors: 0,
  cancelled: 0,
  successRate: null,
  tokensIn: 0,
  tokensOut: 0,
  p50TotalMs: null,
  p95TotalMs: null,
  p50FirstTokenMs: null,
  p95FirstTokenMs: null,
  feedbackGood: 0,
  feedbackBad: 0,
  feedbackRatio: null,
  qualityScore: null,
};

const hour = (h: number) => `2026-11-27T${String(h).padStart(2, '0')}:00:00.000Z`;

/** Today until 03:00 UTC: nothing at 00:00, two generations at 01:00, eight at 03:00. */
function today(overrides: Partial<MetricsDashboard> = {}): MetricsDashboard {
  const series: MetricsPeriod[] = [
    { start: hour(0), ...empty },
    {
      start: hour(1),
      ...empty,
      generations: 2,
      successes: 1,
      errors: 1,
      successRate: 0.5,
      tokensIn: 100,
      tokensOut: 400,
      p50TotalMs: 750,
      p95TotalMs: 2000,
    },
    { start: hour(2), ...empty },
    {
      start: hour(3),
      ...empty,
      generations: 8,
      successes: 8,
      successRate: 1,
      tokensIn: 800,
      tokensOut: 3200,
      p50TotalMs: 1500,
      p95TotalMs: 5000,
      feedbackGood: 3,
      feedbackBad: 1,
      feedbackRatio: 0.75,
      qualityScore: 0.8125,
    },
  ];
  return {
    timeframe: 'today',
    scope: 'own',
    granularity: 'hour',
    from: hour(0),
    to: hour(4),
    totals: {
      ...empty,
      generations: 10,
      successes: 9,
      errors: 1,
      successRate: 0.9,
      tokensIn: 900,
      tokensOut: 3600,
      p50TotalMs: 1500,
      p95TotalMs: 5000,
      p50FirstTokenMs: 300,
      p95FirstTokenMs: 750,
      feedbackGood: 3,
      feedbackBad: 1,
      feedbackRatio: 0.75,
      qualityScore: 0.8125,
      actions: { save: 2, copy: 1 },
    },
    series,
    failureCauses: [{ errorClass: 'timeout', count: 1 }],
    generatedAt: '2026-11-27T03:30:00.000Z',
    ...overrides,
  };
}

function renderAt(path: string, element: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0]!, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
const user = () => userEvent.setup();

afterEach(() => vi.restoreAllMocks());

describe('the metrics dashboard', { timeout: 20_000 }, () => {
  it("shows the user's totals as cards, percentages for 0–1 values, charts and failure causes", async () => {
    const timeframes: string[] = [];
    installFakeApi({
      user: makeUser(),
      routes: {
        [MINE]: (_body, url) => {
          timeframes.push(url.searchParams.get('timeframe') ?? '');
          return json(200, today());
        },
      },
    });
    renderAt('/metrics', <MyMetricsPage />);
    expect(await screen.findByRole('heading', { name: 'Metrics' })).toBeInTheDocument();
    expect(screen.getByText(/Times are in UTC/)).toBeInTheDocument();
    const cards = within(await screen.findByLabelText('Totals'));
    expect(cards.getByText('10')).toBeInTheDocument();
    expect(cards.getByText('9 succeeded · 1 failed · 0 cancelled')).toBeInTheDocument();
    expect(cards.getByText('90%')).toBeInTheDocument();
    expect(cards.getByText('75%')).toBeInTheDocument();
    expect(cards.getByText('81.3%')).toBeInTheDocument();
    expect(cards.getByText('1.5 sec / 5 sec')).toBeInTheDocument();
    expect(cards.getByText('900 in · 3,600 out')).toBeInTheDocument();
    expect(timeframes).toEqual(['today']);

    // Charts: an image each, the periods as UTC hours, the figures in a hidden table.
    const generations = screen.getByRole('img', { name: /^Generations/ });
    expect(generations).toHaveAccessibleName(expect.stringContaining('10 in all; the most, 8, at 03:00.'));
    const rates = screen.getByRole('table', { name: 'Success rate' });
    expect(within(rates).getAllByRole('row')).toHaveLength(5);
    expect(within(rates).getByRole('row', { name: '01:00 50%' })).toBeInTheDocument();
    expect(within(rates).getByRole('row', { name: '00:00 –' })).toBeInTheDocument();
    const latency = screen.getByRole('table', { name: /Total time/ });
    expect(within(latency).getByRole('row', { name: '03:00 1.5 sec 5 sec' })).toBeInTheDocument();

    const causes = screen.getByRole('region', { name: 'Top failure causes' });
    expect(within(causes).getByText('Timed out')).toBeInTheDocument();
    expect(within(causes).getByText('1 failure')).toBeInTheDocument();
    const actions = screen.getByRole('region', { name: 'What happened to the replies' });
    expect(within(actions).getByText('Saved')).toBeInTheDocument();
  });

  it('asks the server for the chosen timeframe and keeps it in the address', async () => {
    const timeframes: string[] = [];
    installFakeApi({
      user: makeUser(),
      routes: {
        [MINE]: (_body, url) => {
          const timeframe = url.searchParams.get('timeframe') ?? '';
          timeframes.push(timeframe);
          return json(200, today({ timeframe: timeframe as MetricsDashboard['timeframe'] }));
        },
      },
    });
    const router = renderAt('/metrics', <MyMetricsPage />);
    const group = await screen.findByRole('group', { name: 'Timeframe' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Today', 'This Week', 'This Month', 'This Year']);
    expect(within(group).getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByLabelText('Totals');
    await user().click(within(group).getByRole('button', { name: 'This Year' }));
    await waitFor(() => expect(timeframes).toEqual(['today', 'year']));
    expect(within(group).getByRole('button', { name: 'This Year' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?timeframe=year');
  });

  it("says 'No generations yet in this period' when there are none", async () => {
    const none = today();
    none.totals = { ...none.totals, ...empty, actions: {} };
    none.series = none.series.map((p) => ({ ...p, ...empty }));
    none.failureCauses = [];
    installFakeApi({ user: makeUser(), routes: { [MINE]: () => json(200, none) } });
    renderAt('/metrics', <MyMetricsPage />);
    expect(await screen.findByText('No generations yet in this period')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a chat' })).toHaveAttribute('href', '/chat');
    expect(screen.queryByLabelText('Totals')).toBeNull();
  });

  it("shows 'Failed to fetch metrics data' and reads again on Retry", async () => {
    let fail = true;
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        [MINE]: () => (fail ? apiError(500, 'INTERNAL', 'Something went wrong.') : json(200, today())),
      },
    });
    renderAt('/metrics', <MyMetricsPage />);
    expect(await screen.findByText('Failed to fetch metrics data')).toBeInTheDocument();
    fail = false;
    await user().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Totals')).toBeInTheDocument();
    expect(api.callsTo(MINE).length).toBeGreaterThanOrEqual(3);
  });

  it("shows signed-out visitors 'Authentication Required' with a way to sign in", async () => {
    const api = installFakeApi({ user: null });
    renderAt('/metrics', <MyMetricsPage />);
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to view your metrics.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(api.callsTo(MINE)).toHaveLength(0);
  });

  it("reads everyone's figures on /admin/metrics", async () => {
    const api = installFakeApi({
      user: makeUser({ isAdmin: true }),
      routes: { [EVERYONE]: () => json(200, today({ scope: 'everyone' })) },
    });
    renderAt('/admin/metrics', <AdminMetricsPage />);
    expect(await screen.findByRole('heading', { name: 'Admin Metrics' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Totals')).toBeInTheDocument();
    expect(api.callsTo(EVERYONE)).toHaveLength(1);
    expect(api.callsTo(MINE)).toHaveLength(0);
  });
});

describe('the legacy metrics table', { timeout: 20_000 }, () => {
  it('lists the periods with generations, newest first, at most 50', async () => {
    const days = Array.from({ length: 60 }, (_, i) => ({
      start: new Date(Date.UTC(2026, 8, 1 + i)).toISOString(),
      ...empty,
      generations: i + 1,
      successes: i + 1,
      successRate: 1,
    }));
    const year = today({
      timeframe: 'year',
      granularity: 'day',
      series: [{ start: '2026-08-31T00:00:00.000Z', ...empty }, ...days],
    });
    installFakeApi({ user: makeUser(), routes: { [MINE]: () => json(200, year) } });
    renderAt('/legacy-metrics?timeframe=year', <LegacyMetricsPage />);
    const table = await screen.findByRole('table', { name: 'Generation metrics per period, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(51);
    expect(rows[1]).toHaveTextContent(/^Oct 30\s*60\s*100%/);
    expect(rows[50]).toHaveTextContent(/^Sep 11\s*11/);
  });
});

describe('the metrics test page', { timeout: 30_000 }, () => {
  it('makes a real generation, then a copy, and shows what each recorded', async () => {
    let totals = today().totals;
    const api = installFakeApi({
      user: makeUser(),
      routes: {
        [MINE]: () => json(200, today({ totals })),
        'POST /api/chats': () => {
          // The recorder's batch lands a moment later: the next read of the totals has it.
          setTimeout(() => {
            totals = { ...totals, generations: 11, successes: 10, tokensIn: 950, tokensOut: 3900 };
          }, 50);
          return json(201, {
            chat: { id: 'c1' },
            userMessage: { id: 'm1' },
            assistantMessage: {
              id: 'm2',
              content: '# Weekly Review\n\n## Goal',
              status: 'complete',
              error: null,
            },
            usage: {},
          });
        },
        'POST /api/metrics/actions': () => {
          totals = { ...totals, actions: { ...totals.actions, copy: 2 } };
          return new Response(null, { status: 204 });
        },
      },
    });
    renderAt('/metrics-test', <MetricsTestPage />);
    expect(await screen.findByRole('heading', { name: 'Metrics Test' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the reply' })).toBeDisabled();
    const prompt = screen.getByLabelText('Prompt');
    await user().clear(prompt);
    await user().type(prompt, 'A recipe for a retro');
    await user().click(screen.getByRole('button', { name: 'Run test generation' }));

    expect(await screen.findByText('Reply complete.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the chat' })).toHaveAttribute('href', '/chat/c1');
    expect(api.callsTo('POST /api/chats')[0]!.body).toEqual({
      content: 'A recipe for a retro',
      stream: false,
    });
    const generation = within(screen.getByRole('region', { name: 'Test generation' }));
    expect(
      await generation.findByText("Recorded in today's figures:", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(generation.getByText('Tokens out').nextSibling).toHaveTextContent('+300');
    expect(generation.getByText('Generations').nextSibling).toHaveTextContent('+1');

    await user().click(screen.getByRole('button', { name: 'Copy the reply' }));
    const interaction = within(screen.getByRole('region', { name: 'Interaction tracking' }));
    expect(
      await interaction.findByText("Recorded in today's figures:", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(interaction.getByText('Copied').nextSibling).toHaveTextContent('+1');
    expect(api.callsTo('POST /api/metrics/actions')[0]!.body).toEqual({ messageId: 'm2', action: 'copy' });
  });

  it("shows the server's words when the generation is refused", async () => {
    installFakeApi({
      user: makeUser(),
      routes: {
        [MINE]: () => json(200, today()),
        'POST /api/chats': () =>
          apiError(429, 'RATE_LIMITED', 'You have used your free generations this month.'),
      },
    });
    renderAt('/metrics-test', <MetricsTestPage />);
    await user().click(await screen.findByRole('button', { name: 'Run test generation' }));
    expect(await screen.findByText('You have used your free generations this month.')).toBeInTheDocument();
  });
});
