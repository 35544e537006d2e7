import { createHash } from 'node:crypto';
import { AppError } from '../../http/app-error';

/**
 * The opaque cursor of a browse page: which sort it belongs to, a digest of the filter it was made
 * for (search, category, viewer), the total counted on the first page (so later pages do not count
 * again) and the sort's keyset position. Anything else, or a cursor made for another filter, is a
 * clear 400 rather than a page of something else or a database error.
 */
export type KeyValue = string | number | null;

export interface BrowseCursor {
  /** The sort (or sort phase) the keys belong to. */
  kind: string;
  filter: string;
  total: number;
  keys: KeyValue[];
}

/**
 * What each kind's keys must be: 's' a string id, 'n' a finite number (a double column), 'i' an
 * integer a 4-byte column holds; '?' also allows null.
 */
export type KeyShape = readonly ('s' | 'n' | 'i' | 's?' | 'n?')[];

const INT4_MAX = 2 ** 31 - 1;

/** A short digest of what the page was asked for; a cursor only continues the same listing. */
export function filterDigest(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 12);
}

export function encodeBrowseCursor(cursor: BrowseCursor): string {
  return Buffer.from(JSON.stringify([cursor.kind, cursor.filter, cursor.total, ...cursor.keys])).toString(
    'base64url',
  );
}

const validKey = (value: unknown, shape: KeyShape[number]): boolean => {
  if (value === null) return shape.endsWith('?');
  if (shape.startsWith('s'))
    return typeof value === 'string' && value.length <= 64 && !value.includes('\u0000');
  if (shape === 'i') return Number.isInteger(value) && Math.abs(value as number) <= INT4_MAX;
  return typeof value === 'number' && Number.isFinite(value);
};

/** The cursor's position, if it was made for this filter and is one of `shapes`; else a 400. */
export function decodeBrowseCursor(
  raw: string,
  filter: string,
  shapes: Record<string, KeyShape>,
): BrowseCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('browse.invalidCursor');
  }
  if (!Array.isArray(value) || value.length < 3) throw new AppError('browse.invalidCursor');
  const [kind, digest, total, ...keys] = value as unknown[];
  const shape = typeof kind === 'string' && Object.hasOwn(shapes, kind) ? shapes[kind] : undefined;
  if (
    !shape ||
    digest !== filter ||
    typeof total !== 'number' ||
    !Number.isSafeInteger(total) ||
    total < 0 ||
    keys.length !== shape.length ||
    !keys.every((key, i) => validKey(key, shape[i]!))
  )
    throw new AppError('browse.invalidCursor');
  return { kind: kind as string, filter, total, keys: keys as KeyValue[] };
}
