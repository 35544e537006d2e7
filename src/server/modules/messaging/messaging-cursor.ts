import { parseTimestampText } from '../../db/timestamp-range';
import { AppError } from '../../http/app-error';

/**
 * A keyset position in the inbox (last message time, conversation id) or a thread (created time,
 * message id): the time as the database wrote it (microseconds kept: a JS Date would drop them
 * and skip or repeat rows sharing a millisecond) and the id as the tie-breaker, opaque to the
 * browser.
 */
export interface MessagingCursor {
  at: string;
  id: string;
}

export const encodeMessagingCursor = (cursor: MessagingCursor): string =>
  Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');

/** The position a cursor names, or 'messaging.invalidCursor' for anything else (forged or cut). */
export function decodeMessagingCursor(raw: string | undefined): MessagingCursor | null {
  if (raw === undefined || raw === '') return null;
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      value[1].length > 0 &&
      value[1].length <= 64 &&
      parseTimestampText(value[0]) !== null &&
      !value[1].includes('\u0000')
    )
      return { at: value[0], id: value[1] };
  } catch {
    // falls through to the refusal
  }
  throw new AppError('messaging.invalidCursor');
}
