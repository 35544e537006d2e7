import type { ListingDetail } from '@shared/contracts/marketplace';
import type { ListingRun, RunEvent } from '@shared/contracts/marketplace-trial';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_PROMPT_EVENT } from '@web/lib/auth-prompt';
import { type FakeApi, installFakeApi, json, keyedApiError, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import { describe, expect, it, vi } from 'vitest';
import { TrialPanel } from './trial-panel';

const LISTING: ListingDetail = {
  id: 'l1',
  title: 'Weekly Review Ritual',
  description: 'Close every week calmly.',
  priceCents: 499,
  category: 'productivity',
  tags: [],
  imageUrl: null,
  creatorId: 'creator',
  creatorName: 'Cora',
  ratingAverage: 0,
  ratingCount: 0,
  purchaseCount: 0,
  publishedAt: '2026-11-01T00:00:00.000Z',
  status: 'published',
  version: 1,
  access: 'none',
  preview: 'Close every week…',
  outline: [],
};

const MINE = 'GET /api/marketplace/listings/l1/trials/mine';
const TRY = 'POST /api/marketplace/listings/l1/trials';
const SAMPLES = 'GET /api/marketplace/listings/l1/samples';
const RUNS = 'GET /api/marketplace/listings/l1/runs';

const run = (over: Partial<ListingRun> = {}): ListingRun => ({
  id: 'run1',
  listingId: 'l1',
  kind: 'trial',
  input: 'my messy week',
  output: '',
  status: 'running',
  errorKey: null,
  isPublic: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const usage = { plan: 'free' as const, used: 1, limit: 3 };

/** A streamed answer: the events as the server writes them. */
const sse = (events: RunEvent[]) =>
  new Response(events.map((e) => `event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`).join(''), {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });

function renderPanel(listing: ListingDetail = LISTING) {
  render(
    <TestProviders>
      <TrialPanel listing={listing} />
    </TestProviders>,
  );
  return userEvent.setup();
}

function signedIn(routes: Record<string, (body: unknown) => Response> = {}): FakeApi {
  return installFakeApi({
    user: makeUser(),
    config: { aiProvider: 'gemini' },
    routes: {
      [MINE]: () => json(200, { run: null }),
      [SAMPLES]: () => json(200, { samples: [] }),
      ...routes,
    },
  });
}

describe('TrialPanel', { timeout: 20_000 }, () => {
  it('asks a signed-out visitor to sign in, and still shows the public samples', async () => {
    installFakeApi({
      user: null,
      routes: {
        [SAMPLES]: () =>
          json(200, {
            samples: [
              {
                id: 's1',
                input: 'A hectic sprint week',
                output: '## Review\n- **Wins**: shipped',
                createdAt: '2026-11-02T00:00:00Z',
              },
              {
                id: 's2',
                input: 'A quiet holiday week',
                output: 'Rested.',
                createdAt: '2026-11-01T00:00:00Z',
              },
            ],
          }),
      },
    });
    const opened = vi.fn();
    window.addEventListener(AUTH_PROMPT_EVENT, opened);
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Sign in to try it' }));
    expect(opened).toHaveBeenCalledOnce();
    window.removeEventListener(AUTH_PROMPT_EVENT, opened);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    const samples = await screen.findByRole('region', { name: 'Sample runs' });
    expect(within(samples).getAllByRole('group')).toHaveLength(2);
    expect(within(samples).getAllByText('A quiet holiday week').length).toBeGreaterThan(0);
    // The first is open, with its result rendered as markdown; the others are collapsed.
    expect(within(samples).getByText('Wins')).toBeVisible();
    expect(within(samples).getByText('Rested.')).not.toBeVisible();
  });

  it('runs the try once: the input with its counter, the streamed result, then the used state', async () => {
    const api = signedIn({
      [TRY]: () =>
        sse([
          { type: 'start', run: run(), usage },
          { type: 'delta', offset: 0, text: '## Your week\n' },
          { type: 'delta', offset: 13, text: '1. **Inbox** zero' },
          { type: 'done', run: run({ status: 'done', output: '## Your week\n1. **Inbox** zero' }), usage },
        ]),
    });
    const user = renderPanel();
    const input = await screen.findByRole('textbox', { name: 'Your input' });
    const button = screen.getByRole('button', { name: 'Try it once' });
    expect(button).toBeDisabled();
    await user.type(input, '  my messy week ');
    expect(screen.getByText('16 / 4,000')).toBeInTheDocument();
    await user.click(button);

    expect(await screen.findByText('You have used your free try')).toBeInTheDocument();
    expect(api.callsTo(TRY)[0]!.body).toEqual({ input: 'my messy week' });
    const result = screen.getByRole('region', { name: 'Result' });
    expect(result).toHaveAttribute('aria-live', 'polite');
    expect(within(result).getByRole('heading', { name: 'Your week' })).toBeInTheDocument();
    expect(within(result).getByText('Inbox').tagName).toBe('STRONG');
    expect(screen.getByText('my messy week')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try it once' })).not.toBeInTheDocument();
  });

  it('shows a stored try as used, with its result', async () => {
    signedIn({ [MINE]: () => json(200, { run: run({ status: 'done', output: 'Stored **result**' }) }) });
    renderPanel();
    expect(await screen.findByText('You have used your free try')).toBeInTheDocument();
    expect(screen.getByText('result').tagName).toBe('STRONG');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('words a refusal from the errors catalogue; the allowance used up shows the usage', async () => {
    signedIn({ [TRY]: () => keyedApiError(429, 'allowance.limitReached', { limit: 3 }) });
    const user = renderPanel();
    await user.type(await screen.findByRole('textbox', { name: 'Your input' }), 'one more');
    await user.click(screen.getByRole('button', { name: 'Try it once' }));
    expect(
      await screen.findByText(
        "You've used all 3 free recipe generations for this month. Upgrade to the Standard plan for unlimited recipes.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('3 of 3 generations used this month.')).toBeInTheDocument();
    // Nothing was used: the form stays.
    expect(screen.getByRole('button', { name: 'Try it once' })).toBeEnabled();
  });

  it('a failed run keeps the try and says so', async () => {
    signedIn({
      [TRY]: () =>
        sse([
          { type: 'start', run: run(), usage },
          { type: 'error', code: 'GENERATION_FAILED', key: 'generation.failed', message: 'x' },
          {
            type: 'done',
            run: run({ status: 'failed', errorKey: 'generation.failed' }),
            usage: { ...usage, used: 0 },
          },
        ]),
    });
    const user = renderPanel();
    await user.type(await screen.findByRole('textbox', { name: 'Your input' }), 'please');
    await user.click(screen.getByRole('button', { name: 'Try it once' }));
    expect(
      await screen.findByText('Your free try is still available, and nothing was counted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try it once' })).toBeInTheDocument();
  });

  it('tells an unverified account why it cannot try yet', async () => {
    signedIn({ [MINE]: () => keyedApiError(403, 'auth.verificationRequired') });
    renderPanel();
    expect(await screen.findByText('Please verify your email address to continue.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says so when the server has no AI model (the offline composer answers)', async () => {
    installFakeApi({
      user: makeUser(),
      config: { aiProvider: 'offline' },
      routes: { [MINE]: () => json(200, { run: null }), [SAMPLES]: () => json(200, { samples: [] }) },
    });
    renderPanel();
    expect(await screen.findByText(/No AI model is set up on this server/)).toBeInTheDocument();
  });

  it('is not there for owners or free listings', async () => {
    signedIn();
    render(
      <TestProviders>
        <div data-testid="slot">
          <TrialPanel listing={{ ...LISTING, access: 'owner' }} />
          <TrialPanel listing={{ ...LISTING, priceCents: 0 }} />
        </div>
      </TestProviders>,
    );
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
  });

  it('gives the creator the sample runs manager: three public at most', async () => {
    const creatorRun = (id: string, isPublic: boolean) =>
      run({ id, kind: 'creator', status: 'done', isPublic, input: `input ${id}`, output: `output ${id}` });
    const api = signedIn({
      [RUNS]: () =>
        json(200, {
          runs: [creatorRun('a', true), creatorRun('b', true), creatorRun('c', true), creatorRun('d', false)],
        }),
      'PATCH /api/marketplace/listings/l1/runs/a': () => json(200, creatorRun('a', false)),
    });
    const user = renderPanel({ ...LISTING, access: 'creator' });
    const manager = await screen.findByRole('region', { name: 'Sample runs' });
    expect(await within(manager).findByText('3 of 3 public')).toBeInTheDocument();
    expect(within(manager).getByRole('textbox', { name: 'Sample input' })).toBeInTheDocument();

    const switches = within(manager).getAllByRole('switch', { hidden: true });
    expect(switches).toHaveLength(4);
    expect(switches[3]).toBeDisabled();
    await user.click(within(manager).getByText('input a'));
    await user.click(switches[0]!);
    expect(api.callsTo('PATCH /api/marketplace/listings/l1/runs/a')[0]!.body).toEqual({ isPublic: false });
    expect(await within(manager).findByText('2 of 3 public')).toBeInTheDocument();
    expect(switches[3]).toBeEnabled();
  });
});
