import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export type GenerationOutcome = 'success' | 'cancelled' | 'error';

/**
 * One generation (a chat reply, a regeneration, a gallery generate, an evaluation case), measured
 * by the server as it ran (issue 22 §1): who, which provider and model, time to first token, total
 * time, tokens in and out, the outcome and its error class, retries. Written in batches so the
 * stream never waits on it. `messageId` ties the user's later actions to it.
 */
export const generationMetrics = pgTable(
  'generation_metrics',
  {
    id: text('id').primaryKey(),
    /** Null for anonymous visitors and evaluation runs. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** chat | regenerate | gallery | evaluation | trial */
    source: text('source').notNull(),
    chatId: text('chat_id'),
    messageId: text('message_id'),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Null when no token came (an error before the first, a cancel before it). */
    firstTokenMs: integer('first_token_ms'),
    totalMs: integer('total_ms').notNull(),
    tokensIn: integer('tokens_in').notNull().default(0),
    tokensOut: integer('tokens_out').notNull().default(0),
    outcome: text('outcome').$type<GenerationOutcome>().notNull(),
    /** A short class of the failure (timeout, rate_limited, provider_error, too_long, …); null on success. */
    errorClass: text('error_class'),
    retries: smallint('retries').notNull().default(0),
    /** The structural quality score (0–1) of the recipe it wrote, when it wrote one. */
    qualityScore: doublePrecision('quality_score'),
    createdAt,
  },
  (t) => [
    index('generation_metrics_started_idx').on(t.startedAt.desc().nullsFirst()),
    index('generation_metrics_user_started_idx').on(t.userId, t.startedAt.desc().nullsFirst()),
    index('generation_metrics_message_idx').on(t.messageId),
  ],
);

export type GenerationActionType =
  | 'feedback_good'
  | 'feedback_bad'
  | 'regenerate'
  | 'edit'
  | 'convert'
  | 'save'
  | 'copy'
  | 'export'
  | 'share'
  | 'publish';

/** What a user did later with a generation's reply (platform.md §7 interaction recording). */
export const generationActions = pgTable(
  'generation_actions',
  {
    id: text('id').primaryKey(),
    messageId: text('message_id').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').$type<GenerationActionType>().notNull(),
    createdAt,
  },
  (t) => [
    index('generation_actions_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('generation_actions_message_idx').on(t.messageId),
  ],
);

/**
 * Hourly rollups of generation_metrics and generation_actions, per user and for everyone
 * (`scope` = a user id, or '*'), kept up to date as batches are written, so a dashboard over a
 * year reads a few thousand rows, not a million. Latencies as histograms over the fixed bucket
 * bounds of `src/shared/metrics/latency-buckets.ts` (p50/p95 are read from them).
 */
export const generationRollups = pgTable(
  'generation_rollups',
  {
    scope: text('scope').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    generations: integer('generations').notNull().default(0),
    successes: integer('successes').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
    tokensIn: integer('tokens_in').notNull().default(0),
    tokensOut: integer('tokens_out').notNull().default(0),
    totalMsBuckets: integer('total_ms_buckets')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    firstTokenMsBuckets: integer('first_token_ms_buckets')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    feedbackGood: integer('feedback_good').notNull().default(0),
    feedbackBad: integer('feedback_bad').notNull().default(0),
    /** Other later actions, by type: { save: 3, copy: 1, … }. */
    actions: jsonb('actions').$type<Record<string, number>>().notNull().default({}),
    qualitySum: doublePrecision('quality_sum').notNull().default(0),
    qualityCount: integer('quality_count').notNull().default(0),
    /** Failures by error class: { timeout: 2, … }. */
    errorClasses: jsonb('error_classes').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.scope, t.hour] })],
);

export type EvaluationPhase =
  | 'idle'
  | 'generating_tests'
  | 'generating_solutions'
  | 'evaluating'
  | 'analyzing'
  | 'complete'
  | 'failed';

/**
 * An evaluation run (platform.md §3 Evaluation report, §4 run phases): a durable job moves it
 * through the phases; `report` holds the finished report. Who started it: an admin's user id, or
 * the role of an access-code session.
 */
export const evaluationRuns = pgTable(
  'evaluation_runs',
  {
    id: text('id').primaryKey(),
    startedByUserId: text('started_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    startedByRole: text('started_by_role').notNull(),
    caseCount: integer('case_count').notNull(),
    phase: text('phase').$type<EvaluationPhase>().notNull().default('generating_tests'),
    progress: integer('progress').notNull().default(0),
    /** Where the cases came from: the model, or the built-in bank. */
    caseSource: text('case_source'),
    judge: text('judge'),
    error: text('error'),
    report: jsonb('report'),
    overallScore: doublePrecision('overall_score'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [index('evaluation_runs_created_idx').on(t.createdAt.desc().nullsFirst())],
);

/** One test case of a run (platform.md §3 Evaluation test case), its recipe and its scores. */
export const evaluationCases = pgTable(
  'evaluation_cases',
  {
    id: text('id').primaryKey(),
    runId: text('run_id')
      .notNull()
      .references(() => evaluationRuns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    category: text('category').notNull(),
    complexity: text('complexity').notNull(),
    ambiguityLevel: text('ambiguity_level').notNull(),
    prompt: text('prompt').notNull(),
    constraints: text('constraints').array().notNull().default(sql`'{}'::text[]`),
    recipe: text('recipe'),
    /** solving | solved | failed | judged */
    status: text('status').notNull().default('pending'),
    /** Deterministic structural checks: per criterion 0–5 with the checks behind them. */
    structuralScores: jsonb('structural_scores'),
    /** The model judge's per-criterion 0–5 and reasons, when a model judged it. */
    judgeScores: jsonb('judge_scores'),
    /** Why the model judge did not judge it (no model, garbage answer, timeout). */
    unjudgedReason: text('unjudged_reason'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    createdAt,
    updatedAt,
  },
  (t) => [index('evaluation_cases_run_idx').on(t.runId, t.position)],
);

/**
 * An evaluation access session (platform.md §4 Evaluation access: 24 hours) opened by a valid code
 * or by an admin; the browser holds only the token, the server its hash.
 */
export const evaluationSessions = pgTable('evaluation_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  role: text('role').notNull(),
  userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt,
});

/** Code attempts, per address, for the rate limit on wrong codes. */
export const evaluationAccessAttempts = pgTable(
  'evaluation_access_attempts',
  {
    id: text('id').primaryKey(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt,
  },
  (t) => [index('evaluation_access_attempts_ip_idx').on(t.ip, t.createdAt)],
);

/**
 * Improvement actions (platform.md §3 Improvement action) derived from a run's weakest areas,
 * kept per owner (a user id, or an access session's role) so completion survives reloads.
 */
export const improvementActions = pgTable(
  'improvement_actions',
  {
    id: text('id').primaryKey(),
    runId: text('run_id')
      .notNull()
      .references(() => evaluationRuns.id, { onDelete: 'cascade' }),
    ownerKey: text('owner_key').notNull(),
    priority: text('priority').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    expectedImpact: text('expected_impact').notNull(),
    targetMetrics: text('target_metrics').array().notNull().default(sql`'{}'::text[]`),
    implementationSteps: text('implementation_steps').array().notNull().default(sql`'{}'::text[]`),
    completed: boolean('completed').notNull().default(false),
    createdAt,
    updatedAt,
  },
  (t) => [index('improvement_actions_owner_run_idx').on(t.ownerKey, t.runId)],
);

/** Every admin action (issue 22 §4), shown on the panel: who did what to which thing, and why. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: text('id').primaryKey(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt,
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt.desc().nullsFirst())],
);
