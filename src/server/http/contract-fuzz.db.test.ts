import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EndpointDefinition, fillPath } from '@shared/contracts/endpoint';
import { ERROR_CODES } from '@shared/contracts/errors';
import { ERROR_KEYS, englishText, type KeyedError } from '@shared/errors/error-table';
import { safeParseInput } from '@shared/contracts/safe-parse-input';
import { signUp } from '../test/accounts';
import type { HttpSession } from '../test/http-session';
import { type OwnedResources, ownedParams, seedOwnedResources } from '../test/owned-resources';
import { arbitraryFor, hostileJson } from '../test/schema-arbitrary';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Contract fuzzing, from the endpoint definitions: every endpoint the app registered is called
 * with bodies, queries and path parameters derived from its own schemas (valid ones, and hostile
 * ones: wrong types, nulls, huge and odd unicode strings, `__proto__` keys, deep nesting). Whatever
 * arrives, the server answers below 500, every error is `{ code, message, key, params? }` with no internals, and
 * a request its schemas refuse changes nothing in the database. Endpoints added later join in.
 * FUZZ_ONLY=<part of a path> narrows a run; FUZZ_TIMES=1 prints each endpoint's time.
 */
const ORIGIN = 'http://localhost:3981';
const VALID_RUNS = 8;
const HOSTILE_RUNS = 16;
let t: TestApp;
let owner: HttpSession;
let resources: OwnedResources;
let ownerCount = 0;
let account: HttpSession | null = null;

/**
 * The account endpoints act on the caller's own session (signing out, revoking, deleting): they
 * are called with a throwaway account, made again whenever a call ended the last one.
 */
async function ensureAccount(): Promise<HttpSession> {
  if (account && (await account.get('/api/me')).statusCode === 200) return account;
  ownerCount++;
  account = (await signUp(t, `fuzz-account-${ownerCount}@example.com`, { ip: `10.78.0.${ownerCount % 250}` }))
    .session;
  return account;
}
const actsOnSession = (definition: EndpointDefinition) => definition.path.startsWith('/api/auth/');

/** A signed-in, verified owner with one of each resource (a new one if a call ended the last). */
async function ensureOwner() {
  if (owner && (await owner.get('/api/me')).statusCode === 200) return;
  ownerCount++;
  owner = (await signUp(t, `fuzz-owner-${ownerCount}@example.com`, { ip: `10.77.0.${ownerCount}` })).session;
  resources = await seedOwnedResources(owner, `FUZZ${ownerCount}`);
}

beforeAll(async () => {
  // No job runner: its background work (tags, covers) would change rows between two fingerprints.
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN, FREE_GENERATIONS: '100000' }, jobs: false });
  await ensureOwner();
}, 120_000);
afterAll(() => t.close());

/** Waits for replies that earlier valid sends started: they write in the background meanwhile. */
async function settle() {
  for (let waited = 0; t.app.generations.size > 0; waited += 20) {
    if (waited > 20_000) throw new Error('replies were still being written after 20 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // The generation metrics are written in batches a second later: written now, not mid-comparison.
  await t.app.metrics.flush();
}

/** The public tables, read once: migrations ran before the first request, and no request adds one. */
let fingerprintQuery: string | undefined;

/**
 * One checksum per table ("table:md5"): a request that changed any row changes its table's. One
 * statement for all tables: a query per table made the fingerprints most of this suite's time.
 */
async function databaseFingerprint(): Promise<string[]> {
  if (!fingerprintQuery) {
    const tables = (await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )) as unknown as { rows: Array<{ table_name: string }> };
    fingerprintQuery = tables.rows
      .map(
        ({ table_name: table }) =>
          `select '${table}' as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as sum from "${table}" x`,
      )
      .join(' union all ');
  }
  const result = (await t.database.db.execute(sql.raw(fingerprintQuery))) as unknown as {
    rows: Array<{ name: string; sum: string }>;
  };
  return result.rows.map((row) => `${row.name}:${row.sum}`);
}

/** Fields of the spec's own failure shape (platform.md §2 shared chat: success, title, messages, error). */
const SPEC_ERROR_FIELDS = ['success', 'title', 'messages', 'error'];

const INTERNALS =
  /\bat \S+ \(|node_modules|\bselect\b.*\bfrom\b|\binsert into\b|drizzle|ZodError|TypeError|ReferenceError|stack/i;

function expectWellFormed(res: { statusCode: number; body: string }, what: string) {
  expect(res.statusCode, `${what} -> ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode < 400) return;
  const body = JSON.parse(res.body) as Record<string, unknown>;
  // The shared-chat page's answer keeps the spec's fields beside them; nothing else may appear.
  const extra = Object.keys(body).filter(
    (key) => !['code', 'message', 'key', 'params', ...SPEC_ERROR_FIELDS].includes(key),
  );
  expect(extra, what).toEqual([]);
  expect(ERROR_CODES, what).toContain(body.code);
  expect(ERROR_KEYS, what).toContain(body.key);
  const params = body.params as Record<string, unknown> | undefined;
  if (params !== undefined)
    expect(
      Object.values(params).every((value) => typeof value === 'string' || typeof value === 'number'),
      what,
    ).toBe(true);
  expect(typeof body.message === 'string' && body.message.length > 0, what).toBe(true);
  // The message is the key's English text with these parameters: nothing rides along in it.
  expect(body.message, what).toBe(
    englishText({ key: String(body.key), params: params as KeyedError['params'] }),
  );
  expect(res.body, what).not.toMatch(INTERNALS);
}

/** Whether the definition's own schemas accept this request (as the server will judge it). */
function accepted(
  definition: EndpointDefinition,
  request: { params: unknown; query: unknown; body: unknown },
) {
  const checks: Array<[unknown, unknown]> = [
    [definition.params, request.params],
    [definition.query, request.query ?? {}],
    [definition.multipart ? undefined : definition.body, request.body],
  ];
  return checks.every(([schema, value]) => !schema || safeParseInput(schema as never, value).success);
}

/** A query as the server receives it: every value a string. */
function queryStrings(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>))
    if (value !== undefined) out[key] = typeof value === 'string' ? value : JSON.stringify(value);
  return out;
}

/** Who calls: the owner, or for the account endpoints a throwaway account (made before any fingerprint). */
const callerFor = async (definition: EndpointDefinition) =>
  actsOnSession(definition) ? ensureAccount() : owner;

async function call(
  definition: EndpointDefinition,
  caller: HttpSession,
  request: { params: Record<string, string>; query?: Record<string, string>; rawBody?: string },
) {
  const search = new URLSearchParams(request.query ?? {});
  const url = fillPath(definition.path, request.params) + (search.size ? `?${search}` : '');
  const hasBody = definition.method !== 'GET' && definition.method !== 'DELETE';
  return t.app.inject({
    method: definition.method,
    url,
    remoteAddress: '10.77.1.1',
    headers: {
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      cookie: caller.cookieHeader,
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: request.rawBody ?? '{}' } : {}),
  });
}

/** A stream opened by a valid request would never end: those are only called with bad input. */
const endless = (definition: EndpointDefinition) => definition.response.kind === 'events';

describe('contract fuzzing of every endpoint', () => {
  it('has endpoints to fuzz', () => {
    expect(t.app.endpoints.definitions.length).toBeGreaterThan(0);
  });

  it(
    'answers every valid and hostile request below 500, errors as { code, message, key, params }, refusals changing nothing',
    async () => {
      for (const definition of t.app.endpoints.definitions) {
        const name = `${definition.method} ${definition.path}`;
        if (process.env.FUZZ_ONLY && !name.includes(process.env.FUZZ_ONLY)) continue;
        const started = Date.now();
        const bodyArbitrary =
          definition.body && !definition.multipart ? arbitraryFor(definition.body) : fc.constant({});
        const queryArbitrary = definition.query ? arbitraryFor(definition.query) : fc.constant({});
        const paramsArbitrary = definition.params ? arbitraryFor(definition.params) : fc.constant({});

        if (!endless(definition)) {
          await ensureOwner();
          await fc.assert(
            fc.asyncProperty(bodyArbitrary, queryArbitrary, async (body, query) => {
              await ensureOwner();
              const params = ownedParams(definition.path, definition.owns, resources);
              const res = await call(definition, await callerFor(definition), {
                params,
                query: queryStrings(query),
                rawBody: JSON.stringify(body),
              });
              expectWellFormed(res, `${name} valid-shaped`);
            }),
            { numRuns: VALID_RUNS },
          );
        }

        await ensureOwner();
        await fc.assert(
          fc.asyncProperty(
            hostileJson(bodyArbitrary),
            fc.oneof(queryArbitrary, hostileQuery(queryArbitrary)),
            fc.oneof(fc.constant(null), paramsArbitrary, fc.string({ unit: 'binary', maxLength: 80 })),
            async (rawBody, query, rawParams) => {
              await ensureOwner();
              const owned = ownedParams(definition.path, definition.owns, resources);
              const params =
                rawParams && typeof rawParams === 'object'
                  ? { ...owned, ...stringValues(rawParams) }
                  : typeof rawParams === 'string' && Object.keys(owned).length
                    ? Object.fromEntries(Object.keys(owned).map((key) => [key, rawParams || 'x']))
                    : owned;
              let body: unknown;
              try {
                body = JSON.parse(rawBody);
              } catch {
                body = Symbol('malformed');
              }
              // A body counts only where the endpoint reads one (a GET or a body-less POST ignores it).
              const readsBody = Boolean(
                definition.body && !definition.multipart && definition.method !== 'GET',
              );
              const refused =
                (readsBody && typeof body === 'symbol') ||
                !accepted(definition, {
                  params,
                  query: queryStrings(query),
                  body: readsBody ? body : undefined,
                });
              // A stream the server accepts would not end: streams get only what they must refuse.
              if (endless(definition) && !refused) return;
              // The caller first: making a new throwaway account must not count as the request's write.
              const caller = await callerFor(definition);
              // Only a refused body is checked for writes (below), so only then is a fingerprint taken.
              const checksWrites = refused && readsBody;
              if (checksWrites) await settle();
              const before = checksWrites ? await databaseFingerprint() : [];
              const res = await call(definition, caller, { params, query: queryStrings(query), rawBody });
              expectWellFormed(res, `${name} hostile`);
              if (checksWrites) {
                expect(res.statusCode, `${name} refused body`).toBeGreaterThanOrEqual(400);
                const after = await databaseFingerprint();
                const changed = after
                  .filter((part) => !before.includes(part))
                  .map((part) => part.split(':')[0]);
                expect(
                  changed,
                  `${name} wrote on a refused request (${res.statusCode} ${res.body.slice(0, 120)})`,
                ).toEqual([]);
              }
            },
          ),
          { numRuns: HOSTILE_RUNS },
        );
        if (process.env.FUZZ_TIMES) console.log(`FUZZTIME ${name} ${Date.now() - started} ms`);
      }
    },
    Number(process.env.FUZZ_TIMEOUT_MS ?? 600_000),
  );
});

function stringValues(value: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, typeof v === 'string' && v ? v : 'x']),
  );
}

function hostileQuery(valid: fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      valid,
      fc.oneof(fc.constant('\u0000'), fc.constant('9'.repeat(400)), fc.string({ unit: 'binary' })),
      fc.nat(),
    )
    .map(([value, odd, index]) => {
      const object = value && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : {};
      const keys = Object.keys(object);
      object[keys.length ? keys[index % keys.length]! : 'extra'] = odd;
      return object;
    });
}
