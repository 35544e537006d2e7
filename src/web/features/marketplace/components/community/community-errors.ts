import { ApiRequestError } from '@web/lib/api-client';

/**
 * What a failed review or comment action tells the reader: the server's own refusal when it has
 * one of ours (reviewed twice, too fast, deleted meanwhile, signed out: already in the reader's
 * language), otherwise the spec's fallback words.
 */
export function refusalOr(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError) || !error.key) return fallback;
  const ours =
    /^(review|comment)\./.test(error.key) ||
    error.key.startsWith('auth.signIn') ||
    error.key === 'request.invalid';
  return ours ? error.message : fallback;
}
