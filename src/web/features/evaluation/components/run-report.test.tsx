import type { ImprovementAction } from '@shared/contracts/evaluation-report';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, keyedApiError } from '@web/test/fake-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIONS,
  CASES,
  DEVELOPER,
  FakeEventSource,
  HISTORY,
  improvementList,
  renderDashboard,
  report,
  runSummary,
} from '../test/evaluation-test-kit';

const user = () => userEvent.setup();

/** A finished run's dashboard: its report, cases, history and improvement actions. */
function reportServer(options: { actions?: ImprovementAction[] } = {}) {
  let actions = options.actions ?? ACTIONS;
  const api = installFakeApi({
    routes: {
      'GET /api/evaluation/access': () => json(200, DEVELOPER),
      'GET /api/evaluation/runs': () => json(200, { runs: [runSummary()] }),
      'GET /api/evaluation/runs/run1/report': () => json(200, { run: runSummary(), report: report() }),
      'GET /api/evaluation/runs/run1': () => json(200, { run: runSummary(), cases: CASES }),
      'GET /api/evaluation/history': () => json(200, HISTORY),
      'GET /api/evaluation/runs/run1/improvements': () => json(200, improvementList(actions)),
      'PATCH /api/evaluation/improvements/a1': (body) => {
        actions = actions.map((a) => (a.id === 'a1' ? { ...a, ...(body as object) } : a));
        return json(
          200,
          actions.find((a) => a.id === 'a1'),
        );
      },
      'PATCH /api/evaluation/improvements/a2': () => keyedApiError(404, 'evaluation.improvementNotFound'),
      'POST /api/evaluation/runs/run1/improvements/bulk': (body) => {
        const completed = (body as { action: string }).action === 'markAllComplete';
        actions = actions.map((a) => ({ ...a, completed }));
        return json(200, improvementList(actions));
      },
    },
  });
  return api;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the report', { timeout: 20_000 }, () => {
  it('Overview: the overall score with its colour and rating, the criteria, strengths, weaknesses, recommendations and the trend', async () => {
    reportServer();
    renderDashboard();
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    const overview = panel();
    const overall = within(overview).getByRole('heading', { name: 'Overall score' }).parentElement!;
    expect(overall).toHaveTextContent('4.2 / 5.0');
    expect(within(overall).getByText('Excellent')).toBeInTheDocument();
    expect(within(overall).getByText('4.2')).toHaveClass('text-success');
    expect(overall).toHaveTextContent('10 test cases · 0 judged by the model · 1 without a recipe');

    // The six criteria in §9's bands: green 4.6, yellow 3.2, red 2.4; the structural average beside.
    const criteria = within(overview).getByRole('heading', { name: 'Scores by criterion' }).parentElement!;
    expect(within(criteria).getByText('Structural adherence')).toBeInTheDocument();
    expect(within(criteria).getByText('4.6 / 5.0')).toHaveClass('text-success');
    expect(within(criteria).getByText('3.2 / 5.0')).toHaveClass('text-warning');
    expect(within(criteria).getByText('2.4 / 5.0')).toHaveClass('text-danger');
    expect(within(criteria).getByText('Needs Improvement')).toBeInTheDocument();
    expect(within(criteria).getByText('Satisfactory')).toBeInTheDocument();
    expect(within(criteria).getByText('Good')).toBeInTheDocument();
    expect(within(criteria).getAllByText('Structural checks 2.4')).toHaveLength(1);

    const strengths = within(overview).getByRole('heading', { name: 'Strengths' }).parentElement!;
    expect(strengths).toHaveTextContent('Structural adherence4.6');
    const weaknesses = within(overview).getByRole('heading', { name: 'Weaknesses' }).parentElement!;
    expect(weaknesses).toHaveTextContent('Robustness and error handling2.4');
    expect(weaknesses).toHaveTextContent('Category: Daily tasks2.5');
    const recommendations = within(overview).getByRole('heading', { name: 'Recommendations' }).parentElement!;
    expect(recommendations).toHaveTextContent(
      'Raise Robustness and error handling (average 2.4): the check “A step checks the result” fell short in 7 of 10 cases.',
    );
    expect(recommendations).toHaveTextContent('The generator wrote no recipe for 1 of 10 cases');
    expect(recommendations).toHaveTextContent('did not judge 10 of 10 cases (no judge model is configured)');

    // History of the last runs and the trend of the last 5 finished.
    expect(
      await within(overview).findByRole('img', { name: /Overall score of the last 2 finished runs/ }),
    ).toBeInTheDocument();
    expect(within(overview).getByText('Last 2 finished runs: up +0.8')).toBeInTheDocument();
    const history = within(overview).getByRole('table', { name: 'The last 2 evaluations' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(within(history).getByText('3.4 · Satisfactory')).toBeInTheDocument();
  });

  it('Test Cases: every prompt with its tags, the recipe on demand, both scorers or why the judge did not judge', async () => {
    reportServer();
    renderDashboard();
    await user().click(await screen.findByRole('tab', { name: 'Test Cases' }));
    const list = await screen.findByRole('list', { name: '3 test cases' });
    const [first, second, third] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);

    expect(first).toHaveTextContent('Plan a zero-downtime migration of a users table to a new schema.');
    expect(
      within(first!).getByRole('list', { name: 'Category, complexity and ambiguity' }),
    ).toHaveTextContent('Software engineeringModerateClear');
    expect(within(first!).getByText('No more than 5 seconds of write lock')).toBeInTheDocument();
    const scores = within(first!).getByRole('table', { name: 'Scores per criterion' });
    expect(
      within(scores).getByRole('columnheader', { name: 'Model judge (gemini-2.5-flash)' }),
    ).toBeInTheDocument();
    expect(within(scores).getByText('No rollback if the backfill fails.')).toBeInTheDocument();
    expect(within(first!).getByText('A solid plan that lacks a rollback.')).toBeInTheDocument();

    // The recipe is collapsed, then rendered as markdown.
    const recipeButton = within(first!).getByRole('button', { name: 'Generated recipe' });
    expect(recipeButton).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(first!).queryByRole('heading', { name: 'Zero-downtime migration' }),
    ).not.toBeInTheDocument();
    await user().click(recipeButton);
    expect(recipeButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(first!).getByRole('heading', { name: 'Zero-downtime migration' })).toBeInTheDocument();
    expect(within(first!).getByText('Create').tagName).toBe('STRONG');

    // The checks behind the structural scores, each met share as a percentage.
    await user().click(within(second!).getByRole('button', { name: 'Structural checks behind the scores' }));
    expect(within(second!).getByText('A step checks the result').parentElement).toHaveTextContent(
      '(not met)',
    );
    expect(within(second!).getByText('75%')).toBeInTheDocument();
    expect(second).toHaveTextContent("Unjudged · the model's answer was not valid scores");
    expect(within(second!).queryByRole('columnheader', { name: /Model judge/ })).not.toBeInTheDocument();

    expect(within(third!).getByRole('alert')).toHaveTextContent(
      'No recipe was writtenThe generator answered nothing.',
    );
    expect(within(third!).queryByRole('button', { name: 'Generated recipe' })).not.toBeInTheDocument();
  });

  it('Analytics: per category, complexity and ambiguity level with their case counts', async () => {
    reportServer();
    renderDashboard();
    await user().click(await screen.findByRole('tab', { name: 'Analytics' }));
    const byCategory = screen.getByRole('list', { name: 'By category' });
    expect(byCategory).toHaveTextContent('Software engineering4.5 / 5.0Excellent2 cases');
    expect(within(byCategory).getByText('2.5 / 5.0', { exact: false })).toHaveClass('text-danger');
    expect(screen.getByRole('list', { name: 'By complexity' })).toHaveTextContent(
      'Expert3.1 / 5.0Satisfactory2 cases',
    );
    expect(screen.getByRole('list', { name: 'By ambiguity level' })).toHaveTextContent(
      'Clear4.0 / 5.0Excellent4 cases',
    );
  });

  it('moves between the tabs with the arrow keys and keeps the tab in the address', async () => {
    reportServer();
    const { router } = renderDashboard();
    (await screen.findByRole('tab', { name: 'Overview' })).focus();
    await user().keyboard('{ArrowRight}');
    expect(tab('Test Cases')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Test Cases')).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=cases');
    await user().keyboard('{End}');
    expect(tab('Improvements')).toHaveAttribute('aria-selected', 'true');
    await user().keyboard('{Home}');
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('');
  });

  it('Export Summary links the Markdown and JSON downloads of the run', async () => {
    reportServer();
    renderDashboard();
    await user().click(await screen.findByRole('button', { name: 'Export Summary' }));
    const markdown = await screen.findByRole('menuitem', { name: 'Markdown (.md)' });
    expect(markdown).toHaveAttribute('href', '/api/evaluation/runs/run1/export?format=md');
    expect(markdown).toHaveAttribute('download');
    expect(screen.getByRole('menuitem', { name: 'JSON (.json)' })).toHaveAttribute(
      'href',
      '/api/evaluation/runs/run1/export?format=json',
    );
  });
});

describe('the improvement actions', { timeout: 20_000 }, () => {
  const cards = () => within(screen.getByRole('tabpanel')).getAllByRole('checkbox');

  it('toggles one complete on the server, expands and collapses steps, filters, and runs the bulk actions', async () => {
    const api = reportServer();
    renderDashboard('/internal/evaluation?tab=improvements');
    expect(await screen.findByText('1 of 3 actions complete')).toBeInTheDocument();
    const high = screen.getByRole('checkbox', {
      name: 'Handle errors and constraints: Robustness and error handling averages 2.4',
    });
    expect(high).not.toBeChecked();
    expect(screen.getByText(/Robustness and error handling rises from 2.4 to 4.0/)).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Strengthen recipes for “Daily tasks” prompts (average 3.6)' }),
    ).toBeChecked();

    // Toggle complete, saved on the server.
    await user().click(high);
    expect(high).toBeChecked();
    expect(api.callsTo('PATCH /api/evaluation/improvements/a1')[0]?.body).toEqual({ completed: true });
    expect(await screen.findByText('2 of 3 actions complete')).toBeInTheDocument();

    // A refused toggle goes back, with the reason.
    const medium = screen.getByRole('checkbox', { name: /Ground the steps in reasoning/ });
    await user().click(medium);
    expect(await screen.findByText('Improvement action not found')).toBeInTheDocument();
    await waitFor(() => expect(medium).not.toBeChecked());

    // Steps: one card, then all, then none.
    const steps = screen.getAllByRole('button', { name: 'Show 4 implementation steps' });
    expect(steps).toHaveLength(3);
    await user().click(steps[0]!);
    expect(screen.getByText('End each recipe with a step that checks the result.')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Expand All' }));
    expect(screen.getAllByRole('button', { name: 'Hide 4 implementation steps' })).toHaveLength(3);
    expect(
      screen.getByText(
        'Read the lowest-scoring “Daily tasks” cases under Test Cases and note what they miss.',
      ),
    ).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Collapse All' }));
    expect(screen.queryByText('End each recipe with a step that checks the result.')).not.toBeInTheDocument();

    // Show High Priority filters the cards (the timeline still shows every priority).
    const filter = screen.getByRole('button', { name: 'Show High Priority' });
    await user().click(filter);
    expect(filter).toHaveAttribute('aria-pressed', 'true');
    expect(cards()).toHaveLength(1);
    await user().click(filter);
    expect(cards()).toHaveLength(3);

    // The timeline by priority (§9).
    const timeline = screen.getByRole('heading', { name: 'Improvement timeline' }).parentElement!;
    expect(timeline).toHaveTextContent('Week 1-2High priority');
    expect(timeline).toHaveTextContent('Week 3-4Medium priority');
    expect(timeline).toHaveTextContent('Week 5+Low priority');

    await user().click(screen.getByRole('button', { name: 'Mark All Complete' }));
    expect(await screen.findByText('3 of 3 actions complete')).toBeInTheDocument();
    expect(api.callsTo('POST /api/evaluation/runs/run1/improvements/bulk').at(-1)?.body).toEqual({
      action: 'markAllComplete',
    });
    for (const box of cards()) expect(box).toBeChecked();
    expect(screen.getByRole('button', { name: 'Mark All Complete' })).toBeDisabled();

    await user().click(screen.getByRole('button', { name: 'Reset Progress' }));
    expect(await screen.findByText('0 of 3 actions complete')).toBeInTheDocument();
    expect(api.callsTo('POST /api/evaluation/runs/run1/improvements/bulk').at(-1)?.body).toEqual({
      action: 'resetProgress',
    });
    for (const box of cards()) expect(box).not.toBeChecked();
  });

  it('says when no area needed an action', async () => {
    reportServer({ actions: [] });
    renderDashboard('/internal/evaluation?tab=improvements');
    expect(await screen.findByText(/No improvement actions/)).toBeInTheDocument();
  });
});
