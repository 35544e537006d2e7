import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluationSessions } from '../../db/schema';
import { signUp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MAX_WRONG_CODES } from './evaluation-access';

/**
 * Evaluation access (platform.md §4 Evaluation access, §8 'Invalid authorization code',
 * 'Authentication Required', §9 session 24 hours): codes, admins, expiry, logout, the rate limit.
 */
const DEV_CODE = 'dev-code-93-alpha';
const STAKE_CODE = 'stake-code-93-beta';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      EVALUATION_ACCESS_CODES: `${DEV_CODE}:developer,${STAKE_CODE}:stakeholder`,
      ADMIN_EMAILS: 'eval-admin@example.com',
    },
    jobs: false,
  });
});
afterAll(() => t.close());

const message = (res: { json(): unknown }) => (res.json() as { message: string }).message;

describe('evaluation access', () => {
  it('refuses the harness without a code: not authorized, runs answer Authentication Required', async () => {
    const visitor = t.session('10.93.0.1');
    const access = await visitor.get('/api/evaluation/access');
    expect(access.statusCode).toBe(200);
    expect(access.json()).toEqual({ authorized: false, role: null, expiresAt: null, viaAdmin: false });
    for (const url of [
      '/api/evaluation/runs',
      '/api/evaluation/runs/some-id',
      '/api/evaluation/runs/some-id/events',
    ]) {
      const res = await visitor.get(url);
      expect(res.statusCode).toBe(401);
      expect(message(res)).toBe('Authentication Required');
    }
    const start = await visitor.post('/api/evaluation/runs', { caseCount: 10 });
    expect(start.statusCode).toBe(401);
  });

  it('refuses a wrong code with the spec words and opens nothing', async () => {
    const visitor = t.session('10.93.0.2');
    const res = await visitor.post('/api/evaluation/access', { code: 'not-the-code' });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('Invalid authorization code');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await visitor.get('/api/evaluation/runs')).statusCode).toBe(401);
    // A code is not a prefix match, nor another case.
    expect((await visitor.post('/api/evaluation/access', { code: DEV_CODE.slice(0, -1) })).statusCode).toBe(
      400,
    );
    expect((await visitor.post('/api/evaluation/access', { code: DEV_CODE.toUpperCase() })).statusCode).toBe(
      400,
    );
  });

  it('opens a 24-hour session with a valid code, with its role; logout clears it', async () => {
    const visitor = t.session('10.93.0.3');
    const before = Date.now();
    const res = await visitor.post('/api/evaluation/access', { code: STAKE_CODE });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { authorized: boolean; role: string; expiresAt: string };
    expect(body).toMatchObject({ authorized: true, role: 'stakeholder', viaAdmin: false });
    const hours = (Date.parse(body.expiresAt) - before) / 3600_000;
    expect(hours).toBeGreaterThan(23.99);
    expect(hours).toBeLessThan(24.01);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=86400/);
    // The server keeps only the token's hash.
    const token = /rf_evaluation=([^;]+)/.exec(cookie)![1]!;
    const stored = await t.database.db.select().from(evaluationSessions);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);

    expect((await visitor.get('/api/evaluation/access')).json()).toMatchObject({
      authorized: true,
      role: 'stakeholder',
    });
    expect((await visitor.get('/api/evaluation/runs')).statusCode).toBe(200);

    expect((await visitor.delete('/api/evaluation/access')).statusCode).toBe(204);
    expect((await visitor.get('/api/evaluation/access')).json()).toMatchObject({ authorized: false });
    // The old token is dead on the server too, not only forgotten by this browser.
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/evaluation/runs',
      headers: { cookie: `rf_evaluation=${token}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const visitor = t.session('10.93.0.4');
    await visitor.post('/api/evaluation/access', { code: DEV_CODE });
    expect((await visitor.get('/api/evaluation/runs')).statusCode).toBe(200);
    await t.database.db
      .update(evaluationSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(evaluationSessions.role, 'developer'));
    const res = await visitor.get('/api/evaluation/runs');
    expect(res.statusCode).toBe(401);
    expect(message(res)).toBe('Authentication Required');
    expect((await visitor.get('/api/evaluation/access')).json()).toMatchObject({ authorized: false });
  });

  it('lets a signed-in admin in as role admin without a code, and no other account', async () => {
    const admin = await signUp(t, 'eval-admin@example.com', { ip: '10.93.1.1' });
    expect((await admin.session.get('/api/evaluation/access')).json()).toEqual({
      authorized: true,
      role: 'admin',
      expiresAt: null,
      viaAdmin: true,
    });
    expect((await admin.session.get('/api/evaluation/runs')).statusCode).toBe(200);

    const member = await signUp(t, 'eval-member@example.com', { ip: '10.93.1.2' });
    expect((await member.session.get('/api/evaluation/access')).json()).toMatchObject({ authorized: false });
    expect((await member.session.get('/api/evaluation/runs')).statusCode).toBe(401);
  });

  it('limits wrong codes per address: then even the right code waits, other addresses do not', async () => {
    const guesser = t.session('10.93.2.1');
    for (let i = 0; i < MAX_WRONG_CODES; i++)
      expect((await guesser.post('/api/evaluation/access', { code: `guess-${i}-xxxx` })).statusCode).toBe(
        400,
      );
    const limited = await guesser.post('/api/evaluation/access', { code: DEV_CODE });
    expect(limited.statusCode).toBe(429);
    expect(message(limited)).toBe(
      'Too many wrong authorization codes. Please wait 15 minutes and try again.',
    );
    expect(limited.headers['retry-after']).toBe('900');
    expect((await guesser.get('/api/evaluation/access')).json()).toMatchObject({ authorized: false });

    const other = t.session('10.93.2.2');
    expect((await other.post('/api/evaluation/access', { code: DEV_CODE })).statusCode).toBe(200);
  });

  it('refuses an empty or oversized code as invalid input', async () => {
    const visitor = t.session('10.93.0.5');
    expect((await visitor.post('/api/evaluation/access', { code: '' })).statusCode).toBe(400);
    expect((await visitor.post('/api/evaluation/access', { code: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await visitor.post('/api/evaluation/access', {})).statusCode).toBe(400);
  });
});
