import type { EvaluationCase, EvaluationRunSummary } from '@shared/contracts/evaluation';
import type {
  EvaluationHistory,
  EvaluationReport,
  ImprovementAction,
  ImprovementList,
  StructuralScores,
} from '@shared/contracts/evaluation-report';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@web/features/theme/theme-provider';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { EvaluationPage } from '../components/evaluation-page';

/**
 * The dashboard at /internal/evaluation with the providers it uses (a fake API installed first).
 * Not the whole route tree (test/render-route.tsx): the page stands alone, so its tests do not
 * load every other feature's screens.
 */
export function renderDashboard(path = '/internal/evaluation') {
  const router = createMemoryRouter([{ path: '/internal/evaluation', element: <EvaluationPage /> }], {
    initialEntries: [path],
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { router };
}

/**
 * EventSource as the browser has it, driven by the test: `emit` sends a named event with JSON
 * data, `fail` the browser's own connection error.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, Array<(event: Event) => void>>();
  readyState = FakeEventSource.OPEN;
  closed = false;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  fail(fatal: boolean) {
    this.readyState = fatal ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

export const DEVELOPER = {
  authorized: true,
  role: 'developer' as const,
  expiresAt: '2026-11-28T09:00:00.000Z',
  viaAdmin: false,
};
export const ADMIN = { authorized: true, role: 'admin' as const, expiresAt: null, viaAdmin: true };
export const NOBODY = { authorized: false, role: null, expiresAt: null, viaAdmin: false };

export function runSummary(overrides: Partial<EvaluationRunSummary> = {}): EvaluationRunSummary {
  return {
    id: 'run1',
    phase: 'complete',
    progress: 100,
    caseCount: 10,
    casesSolved: 10,
    casesJudged: 10,
    caseSource: 'bank',
    judge: null,
    error: null,
    overallScore: 4.2,
    startedByRole: 'developer',
    createdAt: '2026-11-27T08:00:00.000Z',
    finishedAt: '2026-11-27T08:05:00.000Z',
    ...overrides,
  };
}

const CRITERIA = {
  structural_adherence: 4.6,
  computational_completeness: 4.1,
  practical_executability: 3.7,
  clarity_effectiveness: 4.4,
  reasoning_driven_algorithm: 3.2,
  robustness_error_handling: 2.4,
};

export function report(overrides: Partial<EvaluationReport> = {}): EvaluationReport {
  return {
    evaluationId: 'run1',
    timestamp: '2026-11-27T08:05:00.000Z',
    totalTestCases: 10,
    judgedCases: 0,
    failedCases: 1,
    overallScore: 4.2,
    band: 'green',
    rating: 'excellent',
    averageScores: CRITERIA,
    structuralAverageScores: CRITERIA,
    judgeAverageScores: null,
    categoryPerformance: [
      { key: 'software_engineering', caseCount: 2, averageScore: 4.5, band: 'green', rating: 'excellent' },
      { key: 'daily_tasks', caseCount: 2, averageScore: 2.5, band: 'red', rating: 'needs_improvement' },
    ],
    complexityPerformance: [
      { key: 'simple', caseCount: 3, averageScore: 3.6, band: 'yellow', rating: 'good' },
      { key: 'expert', caseCount: 2, averageScore: 3.1, band: 'yellow', rating: 'satisfactory' },
    ],
    ambiguityPerformance: [
      { key: 'clear', caseCount: 4, averageScore: 4, band: 'green', rating: 'excellent' },
    ],
    strengthAreas: [{ kind: 'criterion', key: 'structural_adherence', score: 4.6 }],
    weaknessAreas: [
      { kind: 'criterion', key: 'robustness_error_handling', score: 2.4 },
      { kind: 'category', key: 'daily_tasks', score: 2.5, caseCount: 2 },
    ],
    recommendations: [
      {
        kind: 'criterion',
        criterion: 'robustness_error_handling',
        score: 2.4,
        check: 'verificationStep',
        failedCases: 7,
        totalCases: 10,
      },
      { kind: 'failedCases', failedCases: 1, totalCases: 10 },
      { kind: 'unjudged', reason: 'no_model', unjudgedCases: 10, totalCases: 10 },
    ],
    ...overrides,
  };
}

export const HISTORY: EvaluationHistory = {
  runs: [
    {
      id: 'run1',
      createdAt: '2026-11-27T08:00:00.000Z',
      finishedAt: '2026-11-27T08:05:00.000Z',
      phase: 'complete',
      caseCount: 10,
      overallScore: 4.2,
      band: 'green',
      rating: 'excellent',
    },
    {
      id: 'run0',
      createdAt: '2026-11-26T08:00:00.000Z',
      finishedAt: '2026-11-26T08:05:00.000Z',
      phase: 'complete',
      caseCount: 20,
      overallScore: 3.4,
      band: 'yellow',
      rating: 'satisfactory',
    },
  ],
  trend: {
    points: [
      { runId: 'run0', createdAt: '2026-11-26T08:00:00.000Z', overallScore: 3.4 },
      { runId: 'run1', createdAt: '2026-11-27T08:00:00.000Z', overallScore: 4.2 },
    ],
    change: 0.8,
    direction: 'up',
  },
};

function structural(score: number, verificationPassed: boolean): StructuralScores {
  const criterion = (checks: StructuralScores['criteria']['structural_adherence']['checks']) => ({
    score,
    checks,
  });
  return {
    criteria: {
      structural_adherence: criterion([
        { id: 'sectionsPresent', met: 1, passed: true, params: { missing: '', count: 5, total: 5 } },
      ]),
      computational_completeness: criterion([{ id: 'stepsNumbered', met: 1, passed: true, params: {} }]),
      practical_executability: criterion([{ id: 'stepsActionable', met: 0.75, passed: false, params: {} }]),
      clarity_effectiveness: criterion([{ id: 'titlePresent', met: 1, passed: true, params: {} }]),
      reasoning_driven_algorithm: criterion([{ id: 'principlesDistinct', met: 1, passed: true, params: {} }]),
      robustness_error_handling: criterion([
        { id: 'verificationStep', met: verificationPassed ? 1 : 0, passed: verificationPassed, params: {} },
      ]),
    },
    overall: score,
  };
}

export const CASES: EvaluationCase[] = [
  {
    id: 'c1',
    position: 0,
    category: 'software_engineering',
    complexity: 'moderate',
    ambiguityLevel: 'clear',
    prompt: 'Plan a zero-downtime migration of a users table to a new schema.',
    constraints: ['PostgreSQL 15', 'No more than 5 seconds of write lock'],
    recipe:
      '# Zero-downtime migration\n\n## Goal\nMove the table safely.\n\n## Steps\n1. **Create** the new table.',
    status: 'judged',
    structuralScores: structural(4, true),
    judgeScores: {
      model: 'gemini-2.5-flash',
      criteria: {
        structural_adherence: { score: 5, reason: 'Every section is there.' },
        computational_completeness: { score: 4, reason: 'Backfill batches are sized.' },
        practical_executability: { score: 4, reason: 'Commands can be run as written.' },
        clarity_effectiveness: { score: 4, reason: 'Short, clear steps.' },
        reasoning_driven_algorithm: { score: 4, reason: 'Principles drive the order.' },
        robustness_error_handling: { score: 3, reason: 'No rollback if the backfill fails.' },
      },
      overall: 4,
      summary: 'A solid plan that lacks a rollback.',
    },
    unjudgedReason: null,
    error: null,
    durationMs: 1200,
  },
  {
    id: 'c2',
    position: 1,
    category: 'daily_tasks',
    complexity: 'simple',
    ambiguityLevel: 'highly_ambiguous',
    prompt: 'Help me get on top of things this week.',
    constraints: [],
    recipe: '# Weekly reset\n\n## Steps\n1. List your tasks.',
    status: 'judged',
    structuralScores: structural(2.5, false),
    judgeScores: null,
    unjudgedReason: 'invalid_answer',
    error: null,
    durationMs: 900,
  },
  {
    id: 'c3',
    position: 2,
    category: 'technical_optimization',
    complexity: 'expert',
    ambiguityLevel: 'slightly_ambiguous',
    prompt: 'Speed up a nightly ETL job.',
    constraints: [],
    recipe: null,
    status: 'failed',
    structuralScores: null,
    judgeScores: null,
    unjudgedReason: 'no_recipe',
    error: 'The generator answered nothing.',
    durationMs: null,
  },
];

export function action(
  overrides: Partial<ImprovementAction> & Pick<ImprovementAction, 'id'>,
): ImprovementAction {
  return {
    runId: 'run1',
    priority: 'high',
    category: 'constraint_handling',
    description: 'robustness_error_handling.description',
    expectedImpact: 'robustness_error_handling.impact',
    targetMetrics: ['robustness_error_handling'],
    implementationSteps: [1, 2, 3, 4].map((n) => `robustness_error_handling.step${n}`),
    params: { area: 'robustness_error_handling', score: 2.4, target: 4 },
    timeline: 'week1_2',
    completed: false,
    ...overrides,
  };
}

export function improvementList(actions: ImprovementAction[]): ImprovementList {
  return { actions, completedCount: actions.filter((a) => a.completed).length };
}

export const ACTIONS: ImprovementAction[] = [
  action({ id: 'a1' }),
  action({
    id: 'a2',
    priority: 'medium',
    category: 'model_fine_tuning',
    description: 'reasoning_driven_algorithm.description',
    expectedImpact: 'reasoning_driven_algorithm.impact',
    targetMetrics: ['reasoning_driven_algorithm'],
    implementationSteps: [1, 2, 3, 4].map((n) => `reasoning_driven_algorithm.step${n}`),
    params: { area: 'reasoning_driven_algorithm', score: 3.2, target: 4 },
    timeline: 'week3_4',
  }),
  action({
    id: 'a3',
    priority: 'low',
    category: 'knowledge_base_enhancement',
    description: 'category.description',
    expectedImpact: 'category.impact',
    targetMetrics: ['robustness_error_handling', 'reasoning_driven_algorithm'],
    implementationSteps: [1, 2, 3, 4].map((n) => `category.step${n}`),
    params: { area: 'daily_tasks', score: 3.6, target: 4.1 },
    timeline: 'week5_plus',
    completed: true,
  }),
];
