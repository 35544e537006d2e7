import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/contracts/auth';
import type { StreamEvent } from '@shared/contracts/chat';
import type { UserEvent } from '@shared/contracts/user-events';
import { session } from '../db/schema';
import { signUp } from '../test/accounts';
import type { HttpSession } from '../test/http-session';
import { openSse } from '../test/sse-client';
import { createTestApp, type TestApp } from '../test/test-app';

/** Event streams over real HTTP end with their session: revoked anywhere, or expired. */
const ORIGIN = 'http://localhost:3996';
let t: TestApp;
let url: string;

/**
 * The periodic check starts with the first watched stream; 4 s (15 s in production) is longer
 * than a revocation may take, so only the bus notice can end that stream in time, and short
 * enough for the expiry test, which relies on it to see the expiry moved in the database.
 */
const CHECK_MS = 4_000;

beforeAll(async () => {
  // A model that starts a reply and never finishes it, so a reader follows it as long as we like.
  t = await createTestApp({
    fakeModel: { behaviour: { hangAfterChunks: 1 } },
    env: { PUBLIC_URL: ORIGIN, FREE_GENERATIONS: '1000' },
    sessionCheckMs: CHECK_MS,
  });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Two devices signed in to one account. */
async function twoDevices(email: string) {
  const { session: a } = await signUp(t, email, { ip: '10.0.1.1', verified: false });
  const b = t.session('10.0.1.2');
  expect((await b.post('/api/auth/sign-in/email', { email, password: 'secret-pass' })).statusCode).toBe(200);
  return { a, b };
}

const userEvents = (device: HttpSession) =>
  openSse<UserEvent>(`${url}/api/events`, { headers: { cookie: device.cookieHeader } });

/** Whether the stream ends within `ms`. */
const endsWithin = (stream: { ended: Promise<void> }, ms: number) =>
  Promise.race([
    stream.ended.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe('event streams and their sessions', () => {
  it('ends a stream as soon as another device signs out of all devices', async () => {
    const { a, b } = await twoDevices('revoked@example.com');
    const stream = await userEvents(a);
    expect(stream.status).toBe(200);
    expect(await endsWithin(stream, 300)).toBe(false);
    expect((await b.post('/api/auth/revoke-sessions')).statusCode).toBe(200);
    const started = Date.now();
    expect(await endsWithin(stream, 1_000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect((await userEvents(a)).status).toBe(401);
  });

  it('tells the reader of a reply that the session ended, and ends the reply stream', async () => {
    const { a, b } = await twoDevices('reader@example.com');
    const sent = await a.post('/api/chats', { content: 'plan my week' });
    expect(sent.statusCode, sent.body).toBe(201);
    const messageId = sent.json().assistantMessage.id as string;
    const reply = await openSse<StreamEvent>(`${url}/api/messages/${messageId}/stream`, {
      headers: { cookie: a.cookieHeader },
    });
    await reply.until((e) => e.type === 'snapshot');
    expect((await b.post('/api/auth/revoke-sessions')).statusCode).toBe(200);
    expect(await endsWithin(reply, 1_000)).toBe(true);
    expect(reply.events.at(-1)).toEqual({
      type: 'error',
      code: 'UNAUTHORIZED',
      key: 'auth.signInRequired',
      message: AUTH_MESSAGES.signInRequired,
    });
  });

  it('ends a stream when its session expires, and leaves the other sessions streaming', async () => {
    const { a, b } = await twoDevices('expiring@example.com');
    const streamA = await userEvents(a);
    const streamB = await userEvents(b);
    const idA = (await a.get('/api/auth/get-session')).json().session.id as string;
    const expiresAt = new Date(Date.now() + 1_000);
    await t.database.db.update(session).set({ expiresAt }).where(eq(session.id, idA));
    expect(await endsWithin(streamA, CHECK_MS + 2_000)).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt.getTime());
    expect(await endsWithin(streamB, 500)).toBe(false);
    await streamB.close();
  });
});
