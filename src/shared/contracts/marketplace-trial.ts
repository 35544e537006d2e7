import { z } from 'zod';
import { ERROR_KEYS } from '../errors/error-table';
import { usageSchema } from './chat';
import { idSchema } from './recipes';

/**
 * Try before you buy (issue 20 §10): a signed-in visitor runs a paid listing once on their own
 * input. The server runs the hidden recipe as the model's instructions and streams the result
 * only, cut wherever it repeats the recipe; the recipe itself never travels. The creator makes
 * runs of their own and shows up to three of them as public samples.
 */

/** The longest input a run takes (a paragraph or two of the visitor's material). */
export const TRIAL_INPUT_MAX = 4000;
/** Public samples a listing shows at most. */
export const MAX_PUBLIC_SAMPLES = 3;

export const runInputSchema = z.strictObject({
  input: z
    .string()
    .trim()
    .min(1, 'Write something for the recipe to work on.')
    .max(TRIAL_INPUT_MAX, `At most ${TRIAL_INPUT_MAX} characters.`),
});
export type RunInput = z.infer<typeof runInputSchema>;

export const runParams = z.object({ id: idSchema, runId: idSchema });

/** 'stopped': Stop was pressed; the text so far is kept and the run counts. */
export const runStatusSchema = z.enum(['running', 'done', 'stopped', 'failed']);
export type RunStatus = z.infer<typeof runStatusSchema>;

/** A run as its runner sees it: their input and the (guarded) result. */
export const listingRunSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  kind: z.enum(['trial', 'creator']),
  input: z.string(),
  output: z.string(),
  status: runStatusSchema,
  /** Why it failed, as a key of the error table. */
  errorKey: z.enum(ERROR_KEYS).nullable(),
  isPublic: z.boolean(),
  createdAt: z.string(),
});
export type ListingRun = z.infer<typeof listingRunSchema>;

export const myTrialSchema = z.object({ run: listingRunSchema.nullable() });
export type MyTrial = z.infer<typeof myTrialSchema>;

export const creatorRunsSchema = z.object({ runs: z.array(listingRunSchema) });
export type CreatorRuns = z.infer<typeof creatorRunsSchema>;

export const runVisibilitySchema = z.strictObject({ isPublic: z.boolean() });

/** A public sample as anyone sees it: the creator's input and its result, nothing else. */
export const sampleRunSchema = z.object({
  id: z.string(),
  input: z.string(),
  output: z.string(),
  createdAt: z.string(),
});
export type SampleRun = z.infer<typeof sampleRunSchema>;
export const samplesSchema = z.object({ samples: z.array(sampleRunSchema) });
export type Samples = z.infer<typeof samplesSchema>;

/**
 * A run's stream: `start` with the stored run and the allowance after it was taken, the result
 * as `delta`s (offsets into the result), `reset` when a retry after a lost connection starts the
 * result again, `retry` while it waits to, `error` when it fails, and `done` with the stored run.
 */
export const runEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), run: listingRunSchema, usage: usageSchema }),
  z.object({ type: z.literal('delta'), offset: z.number().int(), text: z.string() }),
  z.object({ type: z.literal('reset') }),
  z.object({ type: z.literal('retry'), attempt: z.number().int(), max: z.number().int() }),
  z.object({
    type: z.literal('error'),
    code: z.string(),
    key: z.enum(ERROR_KEYS),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    message: z.string(),
  }),
  z.object({ type: z.literal('done'), run: listingRunSchema, usage: usageSchema }),
]);
export type RunEvent = z.infer<typeof runEventSchema>;
