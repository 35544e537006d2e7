import { DrizzleQueryError } from 'drizzle-orm';

/**
 * How an error is written to the log (pino's `err`), down its chain of causes. A failed query is
 * written as its statement and PostgreSQL's error code, never its parameters: they carry what
 * people typed (messages, titles, e-mail addresses), and so do the database's own message and
 * detail ('invalid input syntax for type integer: "<the value>"', 'Key (email)=(<the address>)').
 * Drizzle's message repeats the parameters too, and a stack starts with its message, so neither
 * is kept for those errors. Every other error keeps its message and stack.
 */
export function serializeErrorForLog(err: Error): LoggedError {
  // pino hands over whatever was logged as `err`; anything but an Error is written as it is.
  return err instanceof Error ? describe(err, new Set()) : (err as unknown as LoggedError);
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** PostgreSQL error fields that name things in the schema, never values. */
const SCHEMA_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint'];

type Fields = Record<string, unknown>;

/** A PostgreSQL error, from PGlite or node-postgres: a five-character SQLSTATE and a severity. */
const isDatabaseError = (err: unknown): err is Error & Fields => {
  const fields = err as Fields;
  return (
    err instanceof Error &&
    typeof fields.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(fields.code) &&
    typeof fields.severity === 'string'
  );
};

const schemaFields = (err: Fields): Fields =>
  Object.fromEntries(SCHEMA_FIELDS.filter((key) => err[key] != null).map((key) => [key, err[key]]));

/** The stack's frames without the message lines above them. */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

function describe(err: Error, seen: Set<Error>): LoggedError {
  seen.add(err);
  if (err instanceof DrizzleQueryError) {
    const database = isDatabaseError(err.cause) ? err.cause : undefined;
    return {
      type: 'DrizzleQueryError',
      message: `Failed query${database ? ` (${database.code})` : ''}`,
      query: err.query,
      ...(database ? schemaFields(database) : {}),
      stack: framesOf(err.stack),
      ...(err.cause && !database ? { cause: describeValue(err.cause, seen) } : {}),
    };
  }
  if (isDatabaseError(err)) {
    return {
      type: 'DatabaseError',
      message: `Database error ${err.code}`,
      ...(typeof err.query === 'string' ? { query: err.query } : {}),
      ...schemaFields(err),
      stack: framesOf(err.stack),
    };
  }
  const out: LoggedError = {
    type: err.constructor?.name || err.name,
    message: err.message,
    stack: err.stack ?? '',
  };
  for (const [key, value] of Object.entries(err))
    if (key !== 'cause' && !(key in out)) out[key] = describeValue(value, seen);
  if (err.cause !== undefined) out.cause = describeValue(err.cause, seen);
  return out;
}

const describeValue = (value: unknown, seen: Set<Error>): unknown => {
  if (!(value instanceof Error)) return value;
  return seen.has(value) ? '[circular]' : describe(value, seen);
};
