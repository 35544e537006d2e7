import type { ErrorCode } from '../contracts/errors';

/**
 * One entry of the error table: its category (`code`, which gives the HTTP status) and its
 * English text, with `{{name}}` placeholders for its parameters (the web's translator uses the
 * same syntax, so a catalogue entry is a drop-in replacement for this text).
 */
export interface ErrorEntry {
  code: ErrorCode;
  text: string;
}
export type ErrorEntries = Record<string, ErrorEntry>;

/** The names of the `{{name}}` placeholders of a text, as a union of string literal types. */
export type Placeholders<S extends string> = S extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
