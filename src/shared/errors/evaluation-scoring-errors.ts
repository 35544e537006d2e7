import type { ErrorEntries } from './error-entry';

/**
 * Refusals of the evaluation report, export and improvement actions (issue 22 §3). A run that
 * does not exist is evaluation.runNotFound (evaluation-errors.ts).
 */
export const EVALUATION_SCORING_ERRORS = {
  'evaluation.reportNotReady': {
    code: 'CONFLICT',
    text: 'This evaluation has not finished yet: its report is ready once it is complete.',
  },
  'evaluation.reportFailed': {
    code: 'CONFLICT',
    text: 'This evaluation failed before its report was made: start a new evaluation.',
  },
  /** Another owner's action, or none of that id, reads the same. */
  'evaluation.improvementNotFound': { code: 'NOT_FOUND', text: 'Improvement action not found' },
} as const satisfies ErrorEntries;
