import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { clientConfigSchema } from '@shared/contracts/client-config';
import { readinessSchema } from '@shared/contracts/health';
import { JSON_BODY_LIMIT } from './app';
import { expectedMigrationCount } from './db/client';
import { AppError } from './http/app-error';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      GEMINI_API_KEY: 'gemini-secret-key',
      AUTH_SECRET: 'x'.repeat(40),
      STRIPE_SECRET_KEY: 'sk_test_secret',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
    },
    // Routes that exercise the shared request handling; real modules use the same mechanisms.
    extend(app) {
      app.post(
        '/api/_t/echo',
        { schema: { body: z.object({ title: z.string().min(1).max(10) }) } },
        async (req) => req.body,
      );
      app.get(
        '/api/_t/page',
        { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
        async (req) => req.query,
      );
      app.get('/api/_t/boom', async () => {
        throw new Error('database password is hunter2 at /srv/secret.ts:12');
      });
      app.get('/api/_t/keyed', async () => {
        throw new AppError('allowance.limitReached', { limit: 3 });
      });
      app.get('/api/_t/plain', async () => {
        throw new AppError('chat.replyInProgress');
      });
      app.get('/api/_t/big', async () => ({
        items: Array.from({ length: 500 }, (_, i) => `item number ${i}`),
      }));
    },
  });
});
afterAll(() => t.close());

const expectApiError = (body: string, code: string) => {
  const parsed = apiErrorSchema.parse(JSON.parse(body));
  expect(parsed.code).toBe(code);
  expect(parsed.message.length).toBeGreaterThan(5);
  return parsed;
};

describe('health', () => {
  it('answers liveness', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready once every migration is applied', async () => {
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    const body = readinessSchema.parse(res.json());
    expect(body.migrations).toBe(expectedMigrationCount());
    expect(body.database).toBe(t.database.kind);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('client config', () => {
  it('tells the browser what it may know and no secret', async () => {
    const res = await t.app.inject('/api/config');
    expect(res.statusCode).toBe(200);
    const config = clientConfigSchema.parse(res.json());
    expect(config).toMatchObject({
      aiProvider: 'gemini',
      payments: 'stripe',
      googleSignIn: false,
      freeGenerations: 3,
    });
    expect(res.body).not.toMatch(/gemini-secret-key|sk_test_secret|whsec_test_secret|xxxxxxxx/);
  });
});

describe('bad input', () => {
  it('answers unknown API routes with NOT_FOUND', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expectApiError(res.body, 'NOT_FOUND');
  });

  it('answers malformed JSON with MALFORMED_JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_t/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": "unterminated',
    });
    expect(res.statusCode).toBe(400);
    expectApiError(res.body, 'MALFORMED_JSON');
  });

  it('answers an empty JSON body with MALFORMED_JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_t/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expectApiError(res.body, 'MALFORMED_JSON');
  });

  it('answers bodies over the limit with PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_t/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'a'.repeat(JSON_BODY_LIMIT + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expectApiError(res.body, 'PAYLOAD_TOO_LARGE');
  });

  it('answers a wrong content type with UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_t/echo',
      headers: { 'content-type': 'application/x-yaml' },
      payload: 'title: hi',
    });
    expect(res.statusCode).toBe(415);
    expectApiError(res.body, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('validates bodies with zod and names the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_t/echo',
      payload: { title: 'far too long a title' },
    });
    expect(res.statusCode).toBe(400);
    const error = expectApiError(res.body, 'VALIDATION_ERROR');
    expect(error.message).toContain('title');
    expect(error).toMatchObject({
      key: 'request.invalid',
      params: { details: expect.stringContaining('title') },
    });
    const ok = await t.app.inject({ method: 'POST', url: '/api/_t/echo', payload: { title: 'fine' } });
    expect(ok.json()).toEqual({ title: 'fine' });
  });

  it('validates query parameters', async () => {
    const bad = await t.app.inject('/api/_t/page?page=zero');
    expect(bad.statusCode).toBe(400);
    expect(expectApiError(bad.body, 'VALIDATION_ERROR').message).toContain('page');
    const good = await t.app.inject('/api/_t/page?page=2');
    expect(good.json()).toEqual({ page: 2 });
  });

  it('never leaks internal causes', async () => {
    const res = await t.app.inject('/api/_t/boom');
    expect(res.statusCode).toBe(500);
    const error = expectApiError(res.body, 'INTERNAL');
    expect(res.body).not.toMatch(/hunter2|secret\.ts|stack|at /);
    expect(error.message).toBe('Something went wrong on our side. Please try again.');
  });

  it('answers a thrown key with its category, its parameters and its English text', async () => {
    const res = await t.app.inject('/api/_t/keyed');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: 'LIMIT_REACHED',
      key: 'allowance.limitReached',
      params: { limit: 3 },
      message:
        "You've used all 3 free recipe generations for this month. Upgrade to the Standard plan for unlimited recipes.",
    });
    const plain = await t.app.inject('/api/_t/plain');
    expect(plain.statusCode).toBe(409);
    // A key without placeholders carries no params.
    expect(plain.json()).toEqual({
      code: 'CONFLICT',
      key: 'chat.replyInProgress',
      message: 'A reply is still being written. Wait for it or stop it first.',
    });
  });

  it('survives a bad URL', async () => {
    const res = await t.app.inject('/api/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expectApiError(res.body, 'BAD_REQUEST');
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });
});

describe('headers', () => {
  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await t.app.inject('/healthz');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // One framing policy: the older header must not allow what the CSP forbids.
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('compresses large responses when the client accepts it', async () => {
    const res = await t.app.inject({ url: '/api/_t/big', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
