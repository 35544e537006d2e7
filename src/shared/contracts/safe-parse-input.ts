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

/**
 * Where the first string holding a NUL is (a key counts too), or null when there is none. Walked
 * with a queue, not recursion: a hostile body nested thousands deep must not overflow the stack.
 */
export function findNul(value: unknown): PropertyKey[] | null {
  type Node = { value: unknown; key: PropertyKey | null; parent: Node | null };
  const pathOf = (node: Node, last?: PropertyKey) => {
    const path: PropertyKey[] = last === undefined ? [] : [last];
    for (let at: Node | null = node; at && at.key !== null; at = at.parent) path.unshift(at.key);
    return path;
  };
  const queue: Node[] = [{ value, key: null, parent: null }];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]!;
    const current = node.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(node);
    } else if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++)
        queue.push({ value: current[index], key: index, parent: node });
    } else if (hasFields(current)) {
      for (const [key, item] of Object.entries(current)) {
        // The message names the key; it should not carry the NUL itself.
        if (key.includes('\u0000')) return pathOf(node, key.replaceAll('\u0000', '\\u0000'));
        queue.push({ value: item, key, parent: node });
      }
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
