import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './http/error-handler';
import { loggerOptions } from './logger';
import { createTestDatabase, type TestDatabase } from './test/test-database';

/** Error logs never carry what people typed into a query (security review, finding 10). */
const TYPED = 'Grandma Rosa secret soup';
let database: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db.execute(sql`create table typed_names (name text primary key)`);
  await db.execute(sql`insert into typed_names values (${TYPED})`);
  // The app's logger options, writing into `lines` instead of stdout.
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = Fastify({ logger: { ...(loggerOptions({ LOG_LEVEL: 'info' }) as object), stream } });
  registerErrorHandler(app);
  app.get('/bad-cast', async () => db.execute(sql`select ${TYPED}::int`));
  app.get('/duplicate', async () => db.execute(sql`insert into typed_names values (${TYPED})`));
  app.get('/wrapped', async () => {
    try {
      return await db.execute(sql`select ${TYPED}::int`);
    } catch (error) {
      throw new Error('saving the recipe failed', { cause: error });
    }
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const loggedFailure = async (url: string) => {
  lines.length = 0;
  expect((await app.inject(url)).statusCode).toBe(500);
  const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
  expect(failure, lines.join('')).toBeDefined();
  return { err: failure.err, text: lines.join('') };
};

describe('a failed query in the error log', () => {
  it('is its statement and PostgreSQL code, without the parameters or the message quoting them', async () => {
    const { err, text } = await loggedFailure('/bad-cast');
    expect(err).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query (22P02)',
      query: 'select $1::int',
      code: '22P02',
    });
    expect(err.stack).toMatch(/^\s+at /);
    expect(text).not.toContain('Grandma');
  });

  it('names the constraint of a duplicate, not the duplicated value', async () => {
    const { err, text } = await loggedFailure('/duplicate');
    expect(err).toMatchObject({ code: '23505', constraint: 'typed_names_pkey' });
    expect(err.query).toMatch(/^insert into typed_names values \(\$1\)$/);
    expect(text).not.toContain('Grandma');
  });

  it('is written safely when it is the cause of another error, which keeps its own message', async () => {
    const { err, text } = await loggedFailure('/wrapped');
    expect(err).toMatchObject({
      message: 'saving the recipe failed',
      cause: { type: 'DrizzleQueryError', query: 'select $1::int', code: '22P02' },
    });
    expect(text).not.toContain('Grandma');
  });
});
