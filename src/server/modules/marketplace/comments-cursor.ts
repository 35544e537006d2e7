import { decodeTimeIdCursor, encodeTimeIdCursor, type TimeIdCursor } from '../../db/keyset-cursor';
import { AppError } from '../../http/app-error';

/** The keyset position of reviews, comments and replies: (created_at, id), opaque to the browser. */
export type CommunityCursor = TimeIdCursor;

export const encodeCommunityCursor = encodeTimeIdCursor;

/** The position a cursor names, or the refusal of `key` for anything else (forged or cut). */
export function decodeCommunityCursor(
  raw: string,
  key: 'review.invalidCursor' | 'comment.invalidCursor',
): CommunityCursor {
  const cursor = decodeTimeIdCursor(raw);
  if (!cursor) throw new AppError(key);
  return cursor;
}
