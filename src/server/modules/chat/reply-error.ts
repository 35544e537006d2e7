import type { StreamEvent } from '@shared/contracts/chat';
import { ERROR_TABLE, isErrorKey, type PlainErrorKey, renderErrorText } from '@shared/errors/error-table';
import type { AppError } from '../../http/app-error';

/**
 * Why a reply failed, as `messages.error` stores it: the key of the error table, so the web can
 * word it in the reader's language. Rows written before keys hold the English text itself; they
 * are shown as they are, and recognised as their key where the text is still the table's.
 */
export type ReplyErrorKey = Extract<PlainErrorKey, `generation.${string}`>;

const KEY_BY_TEXT = new Map<string, ReplyErrorKey>(
  Object.entries(ERROR_TABLE)
    .filter(([key]) => key.startsWith('generation.'))
    .map(([key, entry]) => [entry.text, key as ReplyErrorKey]),
);

const isReplyErrorKey = (stored: string): stored is ReplyErrorKey =>
  stored.startsWith('generation.') && isErrorKey(stored);

/** The stored value as a message shows it: the English text and, when known, its key. */
export function presentReplyError(stored: string | null): {
  error: string | null;
  errorKey: ReplyErrorKey | null;
} {
  if (!stored) return { error: null, errorKey: null };
  if (isReplyErrorKey(stored)) return { error: renderErrorText(stored), errorKey: stored };
  return { error: stored, errorKey: KEY_BY_TEXT.get(stored) ?? null };
}

/** The stream's `error` event for a failed reply (its code stays GENERATION_FAILED). */
export function replyErrorEvent(stored: string): Extract<StreamEvent, { type: 'error' }> {
  const { error, errorKey } = presentReplyError(stored);
  return {
    type: 'error',
    code: 'GENERATION_FAILED',
    key: errorKey ?? 'generation.failed',
    message: error ?? renderErrorText('generation.failed'),
  };
}

/** An error told on a stream that is already open (a lost connection, an ended session). */
export function errorEvent(error: AppError): Extract<StreamEvent, { type: 'error' }> {
  return {
    type: 'error',
    code: error.code,
    key: error.key,
    ...(error.params ? { params: error.params } : {}),
    message: error.message,
  };
}
