import type { LightMyRequestResponse } from 'fastify';
import { signUp as signUpUser } from '../../test/accounts';
import type { HttpSession } from '../../test/http-session';
import type { TestApp } from '../../test/test-app';
import { userTopic } from '../../realtime/user-channel';

/** Shared set-up of the recipes and folders API tests: signed-in users and every HTTP verb. */

export const ORIGIN = 'http://localhost:3996';

export interface TestUser {
  id: string;
  session: HttpSession;
  events: Array<{ type: string; [key: string]: unknown }>;
}

/** A verified user (test/accounts.ts's signUp) whose live events the test collects. */
export async function signUp(t: TestApp, email: string): Promise<TestUser> {
  const { id, session } = await signUpUser(t, email);
  const events: TestUser['events'] = [];
  t.bus.subscribe(userTopic(id), (data) => events.push(data as TestUser['events'][number]));
  return { id, session, events };
}

/** PUT, PATCH and DELETE too (HttpSession speaks GET and POST), with the same cookies and headers. */
export function call(
  t: TestApp,
  who: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin', cookie: who.session.cookieHeader },
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });
}

export const RECIPE_CONTENT = `Recipe Title: Weekly Content Plan
Goal: Publish one useful article every week without burning out.
Principles:
- Batch similar work
Steps:
1. Pick a topic
2. Outline it
3. Write and publish`;

/** Waits until `check` passes (live events arrive through the bus, a little after the reply). */
export async function eventually(check: () => boolean, timeoutMs = 2_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
