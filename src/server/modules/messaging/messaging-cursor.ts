import { decodeTimeIdCursor, encodeTimeIdCursor } from '../../db/keyset-cursor';
import { AppError } from '../../http/app-error';

/**
 * A keyset position in the inbox (last message time, conversation id) or a thread (created time,
 * message id), in the shared (timestamp, id) cursor form (db/keyset-cursor.ts): the time as the
 * database wrote it, microseconds kept, and the id as the tie-breaker.
 */
export interface MessagingCursor {
  at: string;
  id: string;
}

export const encodeMessagingCursor = (cursor: MessagingCursor): string =>
  encodeTimeIdCursor({ createdAt: cursor.at, id: cursor.id });

/** The position a cursor names (null when none is given), or 'messaging.invalidCursor' for a forged or cut one. */
export function decodeMessagingCursor(raw: string | undefined): MessagingCursor | null {
  if (raw === undefined || raw === '') return null;
  const cursor = decodeTimeIdCursor(raw);
  if (!cursor || cursor.id.length === 0 || cursor.id.length > 64)
    throw new AppError('messaging.invalidCursor');
  return { at: cursor.createdAt, id: cursor.id };
}
