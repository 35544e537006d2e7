import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNamespace, setLanguage } from '@web/lib/i18n';
import { installFakeApi, json, keyedApiError, makeUser } from '@web/test/fake-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN,
  DEVELOPER,
  FakeEventSource,
  HISTORY,
  NOBODY,
  renderDashboard,
  report,
  runSummary,
} from '../test/evaluation-test-kit';

const ACCESS = 'GET /api/evaluation/access';
const ENTER = 'POST /api/evaluation/access';
const LEAVE = 'DELETE /api/evaluation/access';
const RUNS = 'GET /api/evaluation/runs';
const START = 'POST /api/evaluation/runs';

const user = () => userEvent.setup();
const progressBar = () => screen.getByRole('progressbar', { name: /Evaluating 10 test cases/ });

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the evaluation gate', { timeout: 20_000 }, () => {
  it("shows 'Restricted Access', refuses a wrong code with the server's words, lets a right one in and logs out", async () => {
    let access: object = NOBODY;
    const api = installFakeApi({
      routes: {
        [ACCESS]: () => json(200, access),
        [ENTER]: (body) => {
          if ((body as { code: string }).code !== 'open-sesame')
            return keyedApiError(400, 'evaluation.invalidCode');
          access = DEVELOPER;
          return json(200, DEVELOPER);
        },
        [LEAVE]: () => {
          access = NOBODY;
          return new Response(null, { status: 204 });
        },
        [RUNS]: () => json(200, { runs: [] }),
      },
    });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Restricted Access' })).toBeInTheDocument();
    expect(api.callsTo(RUNS)).toHaveLength(0);

    // Enter submits.
    const field = screen.getByLabelText('Authorization code');
    await user().type(field, 'guess{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid authorization code');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(ENTER)[0]?.body).toEqual({ code: 'guess' });
    expect(screen.queryByRole('region', { name: 'Internal access' })).not.toBeInTheDocument();

    // Typing again clears the refusal; the button submits too.
    await user().clear(field);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user().type(field, 'open-sesame');
    await user().click(screen.getByRole('button', { name: 'Unlock Dashboard' }));

    const banner = await screen.findByRole('region', { name: 'Internal access' });
    expect(banner).toHaveTextContent('Role: Developer');
    expect(banner).toHaveTextContent(/Session ends/);
    expect(await screen.findByRole('heading', { name: 'New Evaluation' })).toBeInTheDocument();

    await user().click(within(banner).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Restricted Access' })).toBeInTheDocument();
    expect(api.callsTo(LEAVE)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Internal access' })).not.toBeInTheDocument();
  });

  it('lets an admin straight through, with the admin role and no session to log out of', async () => {
    installFakeApi({
      user: makeUser({ isAdmin: true }),
      routes: { [ACCESS]: () => json(200, ADMIN), [RUNS]: () => json(200, { runs: [] }) },
    });
    renderDashboard();
    const banner = await screen.findByRole('region', { name: 'Internal access' });
    expect(banner).toHaveTextContent('Role: Admin');
    expect(banner).toHaveTextContent('Access through your admin account');
    expect(within(banner).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Authorization code')).not.toBeInTheDocument();
  });

  it("says 'Authentication Required' when the session has ended under the dashboard", async () => {
    let access: object = DEVELOPER;
    installFakeApi({
      routes: {
        [ACCESS]: () => json(200, access),
        [RUNS]: () => {
          access = NOBODY;
          return keyedApiError(401, 'evaluation.authRequired');
        },
      },
    });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Restricted Access' })).toBeInTheDocument();
    expect(screen.getByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText(/Your evaluation session has ended/)).toBeInTheDocument();
  });

  it("speaks the reader's language, the server's refusal included", async () => {
    installFakeApi({
      routes: {
        [ACCESS]: () => json(200, NOBODY),
        [ENTER]: () => keyedApiError(400, 'evaluation.invalidCode'),
      },
    });
    await act(async () => {
      await Promise.all([loadNamespace('de', 'evaluation'), loadNamespace('de', 'errors')]);
      await setLanguage('de');
    });
    try {
      renderDashboard();
      expect(await screen.findByRole('heading', { name: 'Zugriff beschränkt' })).toBeInTheDocument();
      await user().type(screen.getByLabelText('Autorisierungscode'), 'x{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent('Ungültiger Autorisierungscode');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('says when too many wrong codes were tried', async () => {
    installFakeApi({
      routes: {
        [ACCESS]: () => json(200, NOBODY),
        [ENTER]: () => keyedApiError(429, 'evaluation.tooManyAttempts', { minutes: 15 }),
      },
    });
    renderDashboard();
    await user().type(await screen.findByLabelText('Authorization code'), 'x{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong authorization codes. Please wait 15 minutes and try again.',
    );
  });
});

describe('a run', { timeout: 20_000 }, () => {
  it('starts with the chosen count and follows the phases live to the report', async () => {
    let runs: object[] = [];
    const api = installFakeApi({
      routes: {
        [ACCESS]: () => json(200, DEVELOPER),
        [RUNS]: () => json(200, { runs }),
        [START]: (body) => {
          const run = runSummary({
            phase: 'generating_tests',
            progress: 0,
            caseCount: (body as { caseCount: number }).caseCount,
            casesSolved: 0,
            casesJudged: 0,
            overallScore: null,
            finishedAt: null,
          });
          runs = [run];
          return json(201, run);
        },
        'GET /api/evaluation/runs/run1/report': () => json(200, { run: runSummary(), report: report() }),
        'GET /api/evaluation/history': () => json(200, HISTORY),
      },
    });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'New Evaluation' })).toBeInTheDocument();
    // §9: 20 unless chosen.
    expect(screen.getByRole('radio', { name: '20 cases' })).toBeChecked();
    await user().click(screen.getByRole('radio', { name: '10 cases' }));
    await user().click(screen.getByRole('button', { name: 'Start Evaluation' }));
    expect(api.callsTo(START)[0]?.body).toEqual({ caseCount: 10 });

    // Live over SSE from the run's events endpoint.
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe('/api/evaluation/runs/run1/events');
    expect(progressBar()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getAllByText('Generating test cases').length).toBeGreaterThan(0);

    const move = (phase: string, progress: number, more: object = {}) =>
      act(() =>
        source.emit('progress', {
          type: 'progress',
          run: runSummary({ phase: phase as never, progress, overallScore: null, finishedAt: null, ...more }),
        }),
      );
    move('generating_solutions', 32, { casesSolved: 4, casesJudged: 0 });
    expect(progressBar()).toHaveAttribute('aria-valuenow', '32');
    expect(progressBar()).toHaveAttribute('aria-valuetext', '32%: Generating solutions');
    expect(screen.getByText('32%')).toBeInTheDocument();
    expect(screen.getByText('4 of 10 recipes written')).toBeInTheDocument();
    expect(
      screen.getByText(/Test cases from the built-in bank · Scored by the structural checks only/),
    ).toBeInTheDocument();

    move('evaluating', 60, { casesSolved: 10, casesJudged: 4 });
    expect(progressBar()).toHaveAttribute('aria-valuetext', '60%: Evaluating');
    expect(screen.getByText('4 of 10 recipes judged')).toBeInTheDocument();
    const phases = screen.getByRole('list', { name: 'Phases of the run' });
    expect(within(phases).getByText('Evaluating').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(phases).getByText('Generating solutions').closest('li')).toHaveTextContent('done');

    move('analyzing', 75);
    expect(progressBar()).toHaveAttribute('aria-valuetext', '75%: Analyzing results');

    // The end: the list is read again (complete now) and the report replaces the progress.
    runs = [runSummary()];
    act(() => source.emit('end', { type: 'end', run: runSummary() }));
    expect(source.closed).toBe(true);
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /Evaluating/ })).not.toBeInTheDocument();

    // New Evaluation resets to idle.
    await user().click(screen.getByRole('button', { name: 'New Evaluation' }));
    expect(await screen.findByRole('button', { name: 'Start Evaluation' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('picks up the running run after a reload', async () => {
    installFakeApi({
      routes: {
        [ACCESS]: () => json(200, DEVELOPER),
        [RUNS]: () =>
          json(200, {
            runs: [
              runSummary({
                id: 'run2',
                phase: 'evaluating',
                progress: 55,
                casesJudged: 2,
                overallScore: null,
                finishedAt: null,
              }),
              runSummary(),
            ],
          }),
      },
    });
    renderDashboard();
    expect(await screen.findByRole('progressbar', { name: /Evaluating 10 test cases/ })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
    await waitFor(() =>
      expect(FakeEventSource.instances.at(-1)?.url).toBe('/api/evaluation/runs/run2/events'),
    );
    expect(screen.queryByRole('button', { name: 'Start Evaluation' })).not.toBeInTheDocument();
    // The recent list shows it running, and the run before it with its score.
    const recent = screen.getByRole('heading', { name: 'Recent evaluations' }).parentElement!;
    expect(recent).toHaveTextContent('Running · 55%');
    expect(recent).toHaveTextContent('4.2 · Excellent');
  });

  it('says when the live connection drops, and reconnects on demand', async () => {
    installFakeApi({
      routes: {
        [ACCESS]: () => json(200, DEVELOPER),
        [RUNS]: () =>
          json(200, { runs: [runSummary({ phase: 'evaluating', progress: 50, overallScore: null })] }),
      },
    });
    renderDashboard();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.instances[0]!.fail(false));
    expect(await screen.findByText('The live connection dropped. Reconnecting…')).toBeInTheDocument();
    act(() =>
      FakeEventSource.instances[0]!.emit('progress', {
        type: 'progress',
        run: runSummary({ phase: 'evaluating', progress: 60, overallScore: null }),
      }),
    );
    expect(screen.queryByText(/The live connection dropped/)).not.toBeInTheDocument();
    expect(progressBar()).toHaveAttribute('aria-valuenow', '60');

    act(() => FakeEventSource.instances[0]!.fail(true));
    expect(await screen.findByText(/Live progress stopped/)).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(FakeEventSource.instances[1]!.url).toBe('/api/evaluation/runs/run1/events');
    expect(screen.queryByText(/Live progress stopped/)).not.toBeInTheDocument();
  });

  it('goes back to the gate when the session ends while following a run', async () => {
    let access: object = DEVELOPER;
    installFakeApi({
      routes: {
        [ACCESS]: () => json(200, access),
        [RUNS]: () =>
          json(200, { runs: [runSummary({ phase: 'evaluating', progress: 50, overallScore: null })] }),
      },
    });
    renderDashboard();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    access = NOBODY;
    act(() =>
      FakeEventSource.instances[0]!.emit('error', {
        type: 'error',
        code: 'UNAUTHORIZED',
        message: 'Authentication Required',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Restricted Access' })).toBeInTheDocument();
    expect(screen.getByText('Authentication Required')).toBeInTheDocument();
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
  });

  it("returns to idle with the error ('Unknown error occurred' when the run says nothing better)", async () => {
    let runs: object[] = [
      runSummary({ phase: 'evaluating', progress: 50, overallScore: null, finishedAt: null }),
    ];
    installFakeApi({ routes: { [ACCESS]: () => json(200, DEVELOPER), [RUNS]: () => json(200, { runs }) } });
    renderDashboard();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const failed = runSummary({ phase: 'failed', progress: 50, error: null, overallScore: null });
    runs = [failed];
    act(() => FakeEventSource.instances[0]!.emit('end', { type: 'end', run: failed }));
    expect(await screen.findByText('Unknown error occurred')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start Evaluation' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The evaluation of 10 test cases failed');

    await user().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Unknown error occurred')).not.toBeInTheDocument();
  });

  it("shows a failed run's own message", async () => {
    installFakeApi({
      routes: {
        [ACCESS]: () => json(200, DEVELOPER),
        [RUNS]: () =>
          json(200, {
            runs: [
              runSummary({ phase: 'failed', error: 'The model refused the request.', overallScore: null }),
            ],
          }),
      },
    });
    renderDashboard();
    expect(await screen.findByText('The model refused the request.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Evaluation' })).toBeInTheDocument();
  });

  it("tells a refused start in the server's words", async () => {
    installFakeApi({
      routes: {
        [ACCESS]: () => json(200, DEVELOPER),
        [RUNS]: () => json(200, { runs: [] }),
        [START]: () => keyedApiError(404, 'evaluation.runNotFound'),
      },
    });
    renderDashboard();
    await user().click(await screen.findByRole('button', { name: 'Start Evaluation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Evaluation run not found');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not start the evaluation');
  });
});
