import { parseTimestampText } from './timestamp-range';

/**
 * The keyset position of a list ordered by (timestamp, id): the row's timestamp as the database
 * wrote it (microseconds kept: a JS Date would drop them and skip or repeat rows sharing a
 * millisecond) and its id as the tie-breaker, opaque to the browser.
 */
export interface TimeIdCursor {
  createdAt: string;
  id: string;
}

export const encodeTimeIdCursor = (cursor: TimeIdCursor): string =>
  Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');

/** The position a cursor names, or null for anything else (forged or cut): the caller refuses it. */
export function decodeTimeIdCursor(raw: string): TimeIdCursor | null {
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      parseTimestampText(value[0]) !== null &&
      value[1].length <= 100 &&
      !value[1].includes('\u0000')
    )
      return { createdAt: value[0], id: value[1] };
  } catch {
    // not a cursor of ours
  }
  return null;
}
