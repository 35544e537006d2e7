import { z } from 'zod';

/**
 * The one rule every contract shares: no string anywhere in the input holds U+0000. PostgreSQL
 * text cannot store it, so without this check it reaches the database and fails there as a 500.
 * Input is parsed through `safeParseInput` (the server's route validation, its own body checks
 * and imports do), so a new field or route needs nothing of its own.
 */
export const NUL_MESSAGE = 'Must not contain a NUL character (U+0000).';

/**
 * Parsed JSON and parsed query strings and params: Fastify's are objects of a null-prototype
 * class, so any object's own fields count. Binary data holds no strings and can be large.
 */
const hasFields = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

/** Where the first string holding a NUL is (a key counts too), or null when there is none. */
export function findNul(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, i]);
      if (found) return found;
    }
  } else if (hasFields(value)) {
    for (const [key, item] of Object.entries(value)) {
      // The message names the key; it should not carry the NUL itself.
      if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\u0000')];
      const found = findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** `schema.safeParse(data)`, failing first on a NUL with an issue at its path. */
export function safeParseInput<S extends z.ZodType>(
  schema: S,
  data: unknown,
): z.ZodSafeParseResult<z.output<S>> {
  const path = findNul(data);
  if (path) {
    const issue = { code: 'custom' as const, path, message: NUL_MESSAGE, input: data };
    // The error's type parameter only types format(); the issue list is what callers read.
    return { success: false, error: new z.ZodError([issue]) as z.ZodError<z.output<S>> };
  }
  return schema.safeParse(data);
}
