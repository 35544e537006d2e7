import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/contracts/auth';
import { user } from '../db/schema';
import { signUp } from '../test/accounts';
import type { HttpSession } from '../test/http-session';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * platform.md §2 keeps the gallery, the Recipe Manager and the chat history for verified e-mail
 * addresses; the server refuses an unverified account there too, not only the browser.
 */
const ORIGIN = 'http://localhost:3992';
const SOME_ID = '00000000-0000-4000-8000-000000000000';
let t: TestApp;
let unverified: HttpSession;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  unverified = (await signUp(t, 'new@example.com', { verified: false })).session;
});
afterAll(() => t.close());

const call = (session: HttpSession, method: string, url: string, body?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin', cookie: session.cookieHeader },
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });

const VERIFIED_ONLY: Array<[string, string, unknown?]> = [
  ['GET', '/api/chat-history'],
  ['POST', '/api/recipes/generate', { prompt: 'a weekly meal plan' }],
  ['POST', '/api/recipes/from-message', { messageId: SOME_ID }],
  ['GET', '/api/recipes'],
  ['POST', '/api/recipes', { title: 'Plan', content: 'Goal: plan the week' }],
  ['GET', '/api/recipes/search?q=plan'],
  ['GET', `/api/recipes/${SOME_ID}`],
  ['PATCH', `/api/recipes/${SOME_ID}`, { title: 'Other' }],
  ['DELETE', `/api/recipes/${SOME_ID}`],
  ['GET', `/api/recipes/${SOME_ID}/download?format=md`],
  ['GET', `/api/recipes/${SOME_ID}/image`],
  ['GET', '/api/recipes/export'],
  ['POST', '/api/recipes/import'],
  ['GET', '/api/folders'],
  ['POST', '/api/folders', { name: 'Work' }],
  ['PATCH', `/api/folders/${SOME_ID}`, { name: 'Home' }],
  ['DELETE', `/api/folders/${SOME_ID}`],
];

describe('an account whose e-mail is not verified', () => {
  it.each(VERIFIED_ONLY)('is refused %s %s with a message asking to verify', async (method, url, body) => {
    const res = await call(unverified, method, url, body);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: AUTH_MESSAGES.verificationRequired });
  });

  it('uses up nothing of the free allowance on the refused generation', async () => {
    await call(unverified, 'POST', '/api/recipes/generate', { prompt: 'another plan' });
    expect((await unverified.get('/api/usage')).json().used).toBe(0);
  });

  it('still chats (platform.md §2: the chat asks only for a signed-in user)', async () => {
    const res = await unverified.post('/api/chats', { content: 'A plan for my week', stream: false });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('gets in once verified', async () => {
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, 'new@example.com'));
    expect((await call(unverified, 'GET', '/api/chat-history')).statusCode).toBe(200);
    expect((await call(unverified, 'GET', '/api/recipes')).statusCode).toBe(200);
    const generated = await call(unverified, 'POST', '/api/recipes/generate', {
      prompt: 'a weekly meal plan',
    });
    expect(generated.statusCode, generated.body).toBe(201);
  });
});
