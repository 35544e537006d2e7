import { parseTimestampText } from '../../db/timestamp-range';
import { AppError } from '../../http/app-error';

/**
 * The keyset position of reviews, comments and replies: the row's timestamp as the database wrote
 * it (microseconds kept: a JS Date would drop them and skip or repeat rows sharing a millisecond)
 * and its id as the tie-breaker, opaque to the browser.
 */
export interface CommunityCursor {
  createdAt: string;
  id: string;
}

export const encodeCommunityCursor = (cursor: CommunityCursor): string =>
  Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');

/** The position a cursor names, or the refusal of `key` for anything else (forged or cut). */
export function decodeCommunityCursor(
  raw: string,
  key: 'review.invalidCursor' | 'comment.invalidCursor',
): CommunityCursor {
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      parseTimestampText(value[0]) !== null &&
      !value[1].includes('\u0000')
    )
      return { createdAt: value[0], id: value[1] };
  } catch {
    // falls through to the refusal
  }
  throw new AppError(key);
}
