import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { Allowance } from './allowance.service';

/** The one place generations are counted: reserve, refund once, own keys free, limits worded. */
let t: TestApp;
let allowance: Allowance;
let userId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3979' } });
  allowance = new Allowance(t.database.db, 2);
  ({ id: userId } = await signUp(t, 'allowance@example.com'));
});
afterAll(() => t.close());

describe('the allowance', () => {
  it('counts a user’s generations, refuses past the limit with the Free plan’s words, and gives one back once', async () => {
    const first = await allowance.reserve({ userId });
    expect(first.usage).toEqual({ plan: 'free', used: 1, limit: 2 });
    expect(first.chargedMonth).toMatch(/^\d{4}-\d{2}$/);
    await allowance.reserve({ userId });
    await expect(allowance.reserve({ userId })).rejects.toMatchObject({
      code: 'LIMIT_REACHED',
      key: 'allowance.limitReached',
      params: { limit: 2 },
    });
    await first.refund();
    await first.refund();
    expect(await allowance.usage({ userId })).toEqual({ plan: 'free', used: 1, limit: 2 });
  });

  it('counts nothing for a request paid with the user’s own key', async () => {
    const before = await allowance.usage({ userId });
    const paid = await allowance.reserve({ userId, ownKey: true });
    expect(paid.chargedMonth).toBeNull();
    await paid.refund();
    expect(await allowance.usage({ userId })).toEqual(before);
  });

  it('counts a visitor per session and per address, with the visitor’s words at the limit', async () => {
    const visitor = { sessionId: 's-1', ip: '10.5.0.1' };
    await allowance.reserve({ anonymous: visitor });
    const second = await allowance.reserve({ anonymous: visitor });
    expect(second.usage).toEqual({ plan: 'anonymous', used: 2, limit: 2 });
    // A new session from the same address is still the same visitor.
    await expect(
      allowance.reserve({ anonymous: { sessionId: 's-2', ip: '10.5.0.1' } }),
    ).rejects.toMatchObject({
      code: 'LIMIT_REACHED',
      key: 'allowance.limitReachedAnonymous',
      params: { limit: 2 },
    });
    await second.refund();
    await second.refund();
    expect((await allowance.usage({ anonymous: visitor })).used).toBe(1);
  });
});
