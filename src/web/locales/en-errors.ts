import { ERROR_TABLE } from '@shared/errors/error-table';

type TableKey = keyof typeof ERROR_TABLE;
type Domain<K extends string> = K extends `${infer D}.${string}` ? D : never;

/**
 * The texts of the server's errors in one language: one text per key of the error table
 * (shared/errors), grouped by the key's domain (`auth.lockedOut` is `auth: { lockedOut }`), with
 * the same `{{name}}` placeholders and `_one` / `_other` plural pairs. A language's catalogue is
 * typed with it, so a key added to the table and missing from a language fails the type check.
 */
export type ErrorCatalogue = {
  [D in Domain<TableKey>]: { [K in TableKey as K extends `${D}.${infer Name}` ? Name : never]: string };
};

/** English is the table's own text, so the two never drift apart. */
function fromTable(): ErrorCatalogue {
  const catalogue: Record<string, Record<string, string>> = {};
  for (const [key, entry] of Object.entries(ERROR_TABLE)) {
    const dot = key.indexOf('.');
    const domain = key.slice(0, dot);
    catalogue[domain] ??= {};
    catalogue[domain][key.slice(dot + 1)] = entry.text;
  }
  return catalogue as ErrorCatalogue;
}

export const enErrors: ErrorCatalogue = fromTable();
