import type { ErrorEntries } from './error-entry';

/**
 * Refusals of the evaluation harness's access and runs (platform.md §8 "Creator and evaluation"
 * word for word where it quotes them: 'Invalid authorization code', 'Authentication Required',
 * 'Unknown error occurred').
 */
export const EVALUATION_ERRORS = {
  'evaluation.invalidCode': { code: 'BAD_REQUEST', text: 'Invalid authorization code' },
  /** No evaluation session (none, expired, logged out) and not a signed-in admin. */
  'evaluation.authRequired': { code: 'UNAUTHORIZED', text: 'Authentication Required' },
  'evaluation.tooManyAttempts': {
    code: 'RATE_LIMITED',
    text: 'Too many wrong authorization codes. Please wait {{minutes}} minutes and try again.',
  },
  'evaluation.runInProgress': {
    code: 'CONFLICT',
    text: 'An evaluation is already running. Wait for it to finish before starting another.',
  },
  'evaluation.runNotFound': { code: 'NOT_FOUND', text: 'Evaluation run not found' },
  /** A run that failed with nothing better to say (stored on the run, shown by the dashboard). */
  'evaluation.unknownError': { code: 'INTERNAL', text: 'Unknown error occurred' },
} as const satisfies ErrorEntries;
