import { z } from 'zod';
import {
  EVALUATION_AMBIGUITY_LEVELS,
  EVALUATION_CATEGORIES,
  EVALUATION_COMPLEXITIES,
  EVALUATION_CRITERIA,
  type EvaluationCriterion,
  evaluationCriterionSchema,
  evaluationRunSummarySchema,
} from './evaluation';
import { idSchema } from './recipes';

/**
 * Scores, the evaluation report, its history and improvement actions (platform.md §3 Evaluation
 * report and Improvement action, §4 Improvement actions, §9 Evaluation). Every text the dashboard
 * shows from here travels as an id or key with its figures (a check's id, a recommendation's kind,
 * an improvement's template key); the web words them in the reader's language.
 */

/** §9: scores out of 5.0. Colours: green at 4 or more, yellow at 3 or more, red below. */
export const SCORE_MAX = 5;
export const SCORE_BANDS = ['green', 'yellow', 'red'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];
/** §9 rating words: Excellent at 4 or more, Good at 3.5, Satisfactory at 3, else Needs Improvement. */
export const SCORE_RATINGS = ['excellent', 'good', 'satisfactory', 'needs_improvement'] as const;
export type ScoreRating = (typeof SCORE_RATINGS)[number];
/** §9: the trend covers the last 5 runs; the recent list 5. */
export const EVALUATION_TREND_LENGTH = 5;

export function scoreBand(score: number): ScoreBand {
  if (score >= 4) return 'green';
  if (score >= 3) return 'yellow';
  return 'red';
}

export function scoreRating(score: number): ScoreRating {
  if (score >= 4) return 'excellent';
  if (score >= 3.5) return 'good';
  if (score >= 3) return 'satisfactory';
  return 'needs_improvement';
}

const score = z.number().min(0).max(SCORE_MAX);

/**
 * The deterministic checks behind the structural scores (scoring/structural-checks.ts), by id:
 * the web words each one (`checks.<id>`), with `params` for its figures.
 */
export const STRUCTURAL_CHECK_IDS = [
  'sectionsPresent',
  'sectionsOrdered',
  'titlePresent',
  'goalStated',
  'stepsPresent',
  'stepsNumbered',
  'operationsListed',
  'stepsActionable',
  'stepsConcrete',
  'noPlaceholders',
  'stepsReadable',
  'noRepeatedSteps',
  'principlesPresent',
  'principlesDistinct',
  'stepsFollowGoal',
  'errorHandling',
  'verificationStep',
  'constraintsAddressed',
] as const;
export const structuralCheckIdSchema = z.enum(STRUCTURAL_CHECK_IDS);
export type StructuralCheckId = z.infer<typeof structuralCheckIdSchema>;

export const structuralCheckSchema = z.object({
  id: structuralCheckIdSchema,
  /** The share of the check met, 0–1 (a check of every step counts the steps that pass). */
  met: z.number().min(0).max(1),
  passed: z.boolean(),
  /** Its figures: counts, the missing section names, the placeholder found. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type StructuralCheck = z.infer<typeof structuralCheckSchema>;

const perCriterion = <T extends z.ZodType>(schema: T) =>
  z.object(Object.fromEntries(EVALUATION_CRITERIA.map((c) => [c, schema])) as Record<EvaluationCriterion, T>);

/** A case's structural scores: per criterion 0–5 with the checks behind it. */
export const structuralScoresSchema = z.object({
  criteria: perCriterion(z.object({ score, checks: z.array(structuralCheckSchema) })),
  overall: score,
});
export type StructuralScores = z.infer<typeof structuralScoresSchema>;

/** A case's scores from the model judge: per criterion 0–5 with the judge's reason. */
export const judgeScoresSchema = z.object({
  /** The judging model's id. */
  model: z.string(),
  criteria: perCriterion(z.object({ score, reason: z.string() })),
  overall: score,
  summary: z.string().nullable(),
});
export type JudgeScores = z.infer<typeof judgeScoresSchema>;

/** Why the model judge did not judge a case (the web words each). */
export const UNJUDGED_REASONS = [
  /** No model is configured (the offline composer writes recipes but cannot judge). */
  'no_model',
  /** The case has no recipe to judge (the generator failed). */
  'no_recipe',
  /** The model answered nothing. */
  'no_answer',
  /** The model's answer was not the JSON the rubric asks for. */
  'invalid_answer',
  'timeout',
  /** The model's provider failed (refused, unreachable). */
  'model_error',
] as const;
export const unjudgedReasonSchema = z.enum(UNJUDGED_REASONS);
export type UnjudgedReason = z.infer<typeof unjudgedReasonSchema>;

/** What scoreCase answers: both scorers' results and the case's overall (the judge's when it judged). */
export const caseScoresSchema = z.object({
  structural: structuralScoresSchema,
  judge: judgeScoresSchema.nullable(),
  unjudgedReason: unjudgedReasonSchema.nullable(),
  overall: score,
  overallFrom: z.enum(['judge', 'structural']),
});
export type CaseScores = z.infer<typeof caseScoresSchema>;

export const REPORT_DIMENSIONS = ['category', 'complexity', 'ambiguity'] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

/** One group of cases (a category, complexity or ambiguity level) and how it scored. */
export const groupPerformanceSchema = z.object({
  key: z.string(),
  caseCount: z.number().int().nonnegative(),
  averageScore: score,
  band: z.enum(SCORE_BANDS),
  rating: z.enum(SCORE_RATINGS),
});
export type GroupPerformance = z.infer<typeof groupPerformanceSchema>;

/** A strength or weakness: a criterion, or a group of one dimension, with its average. */
export const reportAreaSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('criterion'), key: evaluationCriterionSchema, score }),
  z.object({ kind: z.enum(REPORT_DIMENSIONS), key: z.string(), score, caseCount: z.number().int() }),
]);
export type ReportArea = z.infer<typeof reportAreaSchema>;

/** A recommendation read off the data: what failed, how often, where. */
export const recommendationSchema = z.discriminatedUnion('kind', [
  /** A weak criterion and its most often failed check. */
  z.object({
    kind: z.literal('criterion'),
    criterion: evaluationCriterionSchema,
    score,
    check: structuralCheckIdSchema.nullable(),
    failedCases: z.number().int().nonnegative(),
    totalCases: z.number().int().nonnegative(),
  }),
  /** A weak category, complexity or ambiguity level. */
  z.object({
    kind: z.literal('group'),
    dimension: z.enum(REPORT_DIMENSIONS),
    key: z.string(),
    score,
    caseCount: z.number().int().nonnegative(),
  }),
  /** Cases the generator could not solve. */
  z.object({ kind: z.literal('failedCases'), failedCases: z.number().int(), totalCases: z.number().int() }),
  /** Cases the model judge did not judge, with the commonest reason. */
  z.object({
    kind: z.literal('unjudged'),
    reason: unjudgedReasonSchema,
    unjudgedCases: z.number().int(),
    totalCases: z.number().int(),
  }),
]);
export type Recommendation = z.infer<typeof recommendationSchema>;

const perCriterionScore = perCriterion(score);

/** §3 Evaluation report, with §9's colour and rating word for the overall score. */
export const evaluationReportSchema = z.object({
  evaluationId: z.string(),
  /** ISO time the report was made. */
  timestamp: z.string(),
  totalTestCases: z.number().int().nonnegative(),
  judgedCases: z.number().int().nonnegative(),
  failedCases: z.number().int().nonnegative(),
  overallScore: score,
  band: z.enum(SCORE_BANDS),
  rating: z.enum(SCORE_RATINGS),
  /** Per criterion: the judge's score where it judged a case, else the structural one. */
  averageScores: perCriterionScore,
  structuralAverageScores: perCriterionScore,
  /** Over the judged cases only; null when the judge judged none. */
  judgeAverageScores: perCriterionScore.nullable(),
  categoryPerformance: z.array(groupPerformanceSchema.extend({ key: z.enum(EVALUATION_CATEGORIES) })),
  complexityPerformance: z.array(groupPerformanceSchema.extend({ key: z.enum(EVALUATION_COMPLEXITIES) })),
  ambiguityPerformance: z.array(groupPerformanceSchema.extend({ key: z.enum(EVALUATION_AMBIGUITY_LEVELS) })),
  strengthAreas: z.array(reportAreaSchema),
  weaknessAreas: z.array(reportAreaSchema),
  recommendations: z.array(recommendationSchema),
});
export type EvaluationReport = z.infer<typeof evaluationReportSchema>;

export const evaluationReportResponseSchema = z.object({
  run: evaluationRunSummarySchema,
  report: evaluationReportSchema,
});

export const EXPORT_FORMATS = ['md', 'json'] as const;
export const exportReportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, "Choose 'md' or 'json'.").default('md'),
});

/** §9: the history keeps the last 10 runs; the trend compares the last 5 finished ones. */
export const evaluationHistorySchema = z.object({
  runs: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      finishedAt: z.string().nullable(),
      phase: evaluationRunSummarySchema.shape.phase,
      caseCount: z.number().int(),
      overallScore: score.nullable(),
      band: z.enum(SCORE_BANDS).nullable(),
      rating: z.enum(SCORE_RATINGS).nullable(),
    }),
  ),
  trend: z.object({
    /** Overall scores of the last 5 finished runs, oldest first. */
    points: z.array(z.object({ runId: z.string(), createdAt: z.string(), overallScore: score })),
    /** The newest minus the oldest of them; null with fewer than 2. */
    change: z.number().nullable(),
    direction: z.enum(['up', 'down', 'flat']).nullable(),
  }),
});
export type EvaluationHistory = z.infer<typeof evaluationHistorySchema>;

/** §3 Improvement action: priorities and categories. */
export const IMPROVEMENT_PRIORITIES = ['high', 'medium', 'low'] as const;
export const IMPROVEMENT_CATEGORIES = [
  'model_fine_tuning',
  'prompt_engineering',
  'knowledge_base_enhancement',
  'constraint_handling',
  'structural_formatting',
  'clarity_optimization',
] as const;
/** §9 improvement timeline: high Week 1-2, medium Week 3-4, low Week 5+. */
export const IMPROVEMENT_TIMELINE = { high: 'week1_2', medium: 'week3_4', low: 'week5_plus' } as const;

/**
 * An improvement action, derived from one weak area of a run. Its texts are template keys the web
 * words with `params`: `description` and `expectedImpact` (`improvements.<key>`), each of
 * `implementationSteps`; `targetMetrics` are criterion ids.
 */
export const improvementActionSchema = z.object({
  id: z.string(),
  runId: z.string(),
  priority: z.enum(IMPROVEMENT_PRIORITIES),
  category: z.enum(IMPROVEMENT_CATEGORIES),
  description: z.string(),
  expectedImpact: z.string(),
  targetMetrics: z.array(evaluationCriterionSchema),
  implementationSteps: z.array(z.string()),
  /** The figures the texts name: the area, its score now and the score aimed at. */
  params: z.object({ area: z.string(), score, target: score }),
  timeline: z.enum(['week1_2', 'week3_4', 'week5_plus']),
  completed: z.boolean(),
});
export type ImprovementAction = z.infer<typeof improvementActionSchema>;

export const improvementListSchema = z.object({
  actions: z.array(improvementActionSchema),
  completedCount: z.number().int().nonnegative(),
});
export type ImprovementList = z.infer<typeof improvementListSchema>;

export const improvementParams = z.object({ id: idSchema });
export const updateImprovementSchema = z.strictObject({
  completed: z.boolean('Send completed: true or false.'),
});
export const bulkImprovementSchema = z.strictObject({
  action: z.enum(['markAllComplete', 'resetProgress'], "Choose 'markAllComplete' or 'resetProgress'."),
});
