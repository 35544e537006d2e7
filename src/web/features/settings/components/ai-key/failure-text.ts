import { ApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';

/**
 * A failure in the reader's words: the server's keyed error through errorText, else (no answer
 * at all, an answer without a key) this card's own sentence rather than an English one.
 */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.key ? errorText(error) || fallback : fallback;
}
