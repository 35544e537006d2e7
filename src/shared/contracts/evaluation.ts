import { z } from 'zod';
import { idSchema } from './recipes';

/**
 * The evaluation harness (platform.md §2 Evaluation dashboard, §3 Evaluation test case, §4
 * Evaluation run phases and Evaluation access, §9 Evaluation): who may use it, the runs, their
 * cases and the live progress. The report, export, history and improvement actions are in
 * evaluation-report.ts.
 */

/** §3 Evaluation test case: the six categories, four complexities and three ambiguity levels. */
export const EVALUATION_CATEGORIES = [
  'software_engineering',
  'daily_tasks',
  'scientific_processes',
  'strategic_planning',
  'creative_problem_solving',
  'technical_optimization',
] as const;
export const EVALUATION_COMPLEXITIES = ['simple', 'moderate', 'complex', 'expert'] as const;
export const EVALUATION_AMBIGUITY_LEVELS = ['clear', 'slightly_ambiguous', 'highly_ambiguous'] as const;

export const evaluationCategorySchema = z.enum(EVALUATION_CATEGORIES);
export const evaluationComplexitySchema = z.enum(EVALUATION_COMPLEXITIES);
export const evaluationAmbiguitySchema = z.enum(EVALUATION_AMBIGUITY_LEVELS);
export type EvaluationCategory = z.infer<typeof evaluationCategorySchema>;
export type EvaluationComplexity = z.infer<typeof evaluationComplexitySchema>;
export type EvaluationAmbiguity = z.infer<typeof evaluationAmbiguitySchema>;

/** §3 Evaluation report: the six criteria every case is judged on (0–5 each). */
export const EVALUATION_CRITERIA = [
  'structural_adherence',
  'computational_completeness',
  'practical_executability',
  'clarity_effectiveness',
  'reasoning_driven_algorithm',
  'robustness_error_handling',
] as const;
export const evaluationCriterionSchema = z.enum(EVALUATION_CRITERIA);
export type EvaluationCriterion = z.infer<typeof evaluationCriterionSchema>;

/** §9: a run has 10, 20, 30 or 50 test cases, 20 unless chosen. */
export const EVALUATION_CASE_COUNTS = [10, 20, 30, 50] as const;
export const DEFAULT_EVALUATION_CASE_COUNT = 20;
/** §9: an access session lasts 24 hours. */
export const EVALUATION_SESSION_HOURS = 24;
/** §9: the history keeps the last 10 runs. */
export const EVALUATION_HISTORY_LIMIT = 10;

/** §6 Evaluation dashboard roles (shown in the header; no permission difference). */
export const evaluationRoleSchema = z.enum(['developer', 'admin', 'stakeholder']);
export type EvaluationRole = z.infer<typeof evaluationRoleSchema>;

/** Who the caller is to the harness: not authorized, or a role until `expiresAt`. */
export const evaluationAccessSchema = z.object({
  authorized: z.boolean(),
  role: evaluationRoleSchema.nullable(),
  /** ISO time the session ends (24 hours after it opened); null when not authorized. */
  expiresAt: z.string().nullable(),
  /** Granted because the signed-in user is an admin (ADMIN_EMAILS), not by a code. */
  viaAdmin: z.boolean(),
});
export type EvaluationAccess = z.infer<typeof evaluationAccessSchema>;

export const evaluationAccessCodeSchema = z.strictObject({
  code: z.string().trim().min(1, 'Enter the authorization code.').max(200, 'At most 200 characters.'),
});
export type EvaluationAccessCode = z.infer<typeof evaluationAccessCodeSchema>;

/** §4 Evaluation run phases; 'failed' is a run that ended with an error (the screen returns to idle). */
export const EVALUATION_PHASES = [
  'idle',
  'generating_tests',
  'generating_solutions',
  'evaluating',
  'analyzing',
  'complete',
  'failed',
] as const;
export const evaluationPhaseSchema = z.enum(EVALUATION_PHASES);
export type EvaluationPhaseName = z.infer<typeof evaluationPhaseSchema>;

/** §4: the percentage each phase starts at. */
export const PHASE_START_PERCENT = {
  idle: 0,
  generating_tests: 0,
  generating_solutions: 20,
  evaluating: 50,
  analyzing: 75,
  complete: 100,
} as const;

export const startEvaluationRunSchema = z.strictObject({
  caseCount: z
    .number('Choose 10, 20, 30 or 50 test cases.')
    .int('Choose 10, 20, 30 or 50 test cases.')
    .refine(
      (n) => (EVALUATION_CASE_COUNTS as readonly number[]).includes(n),
      'Choose 10, 20, 30 or 50 test cases.',
    ),
});
export type StartEvaluationRun = z.infer<typeof startEvaluationRunSchema>;

export const evaluationRunParams = z.object({ id: idSchema });

/** Where a run's cases came from: written by the configured model, or drawn from the built-in bank. */
export const caseSourceSchema = z.enum(['model', 'bank']);

export const evaluationRunSummarySchema = z.object({
  id: z.string(),
  phase: evaluationPhaseSchema,
  /** 0–100 (§4's phase percentages, with progress within a phase per case). */
  progress: z.number().int().min(0).max(100),
  caseCount: z.number().int(),
  /** Cases solved so far (generating_solutions) or judged (evaluating and after). */
  casesSolved: z.number().int(),
  casesJudged: z.number().int(),
  caseSource: caseSourceSchema.nullable(),
  /** The judging model's id, or null when only the structural checks judged. */
  judge: z.string().nullable(),
  /** Why the run failed ('Unknown error occurred' when nothing better is known). */
  error: z.string().nullable(),
  /** 0–5 once complete. */
  overallScore: z.number().nullable(),
  startedByRole: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type EvaluationRunSummary = z.infer<typeof evaluationRunSummarySchema>;

/** pending → solving → solved → judged; failed when the generator could not write a recipe. */
export const evaluationCaseStatusSchema = z.enum(['pending', 'solving', 'solved', 'judged', 'failed']);

export const evaluationCaseSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  category: evaluationCategorySchema,
  complexity: evaluationComplexitySchema,
  ambiguityLevel: evaluationAmbiguitySchema,
  prompt: z.string(),
  constraints: z.array(z.string()),
  recipe: z.string().nullable(),
  status: evaluationCaseStatusSchema,
  /** The deterministic checks' scores as the scorer stored them (evaluation-report.ts types them). */
  structuralScores: z.unknown().nullable(),
  /** The model judge's scores and reasons, when a model judged the case. */
  judgeScores: z.unknown().nullable(),
  unjudgedReason: z.string().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int().nullable(),
});
export type EvaluationCase = z.infer<typeof evaluationCaseSchema>;

export const evaluationRunDetailSchema = z.object({
  run: evaluationRunSummarySchema,
  cases: z.array(evaluationCaseSchema),
});
export type EvaluationRunDetail = z.infer<typeof evaluationRunDetailSchema>;

export const evaluationRunListSchema = z.object({ runs: z.array(evaluationRunSummarySchema) });

/**
 * The run's live progress (GET /api/evaluation/runs/:id/events): `progress` whenever it moves (the
 * first at once, so a reload picks up where the run is), `end` once it is complete or failed.
 */
export const evaluationRunEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), run: evaluationRunSummarySchema }),
  z.object({ type: z.literal('end'), run: evaluationRunSummarySchema }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type EvaluationRunEvent = z.infer<typeof evaluationRunEventSchema>;
