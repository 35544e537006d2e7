import { describe, expect, it } from 'vitest';
import { createLoginAttempts, LOGIN_ATTEMPTS_KEY } from './login-attempts';

const MINUTE = 60_000;

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('browser-side login attempt counter', () => {
  it('locks after 5 failures for 5 minutes, then opens again', () => {
    const c = clock();
    const attempts = createLoginAttempts(window.localStorage, c.now);
    for (let i = 1; i <= 4; i++) {
      expect(attempts.recordFailure()).toBe(false);
      expect(attempts.isLocked()).toBe(false);
    }
    expect(attempts.recordFailure()).toBe(true);
    expect(attempts.isLocked()).toBe(true);
    c.advance(5 * MINUTE - 1);
    expect(attempts.isLocked()).toBe(true);
    c.advance(1);
    expect(attempts.isLocked()).toBe(false);
    // A fresh window starts counting from one.
    expect(attempts.recordFailure()).toBe(false);
  });

  it('forgets failures older than the 5-minute window', () => {
    const c = clock();
    const attempts = createLoginAttempts(window.localStorage, c.now);
    for (let i = 0; i < 4; i++) attempts.recordFailure();
    c.advance(5 * MINUTE + 1);
    expect(attempts.recordFailure()).toBe(false);
    expect(attempts.isLocked()).toBe(false);
  });

  it('resets on success and survives a new instance (kept in localStorage)', () => {
    const c = clock();
    const first = createLoginAttempts(window.localStorage, c.now);
    for (let i = 0; i < 5; i++) first.recordFailure();
    expect(createLoginAttempts(window.localStorage, c.now).isLocked()).toBe(true);
    first.reset();
    expect(window.localStorage.getItem(LOGIN_ATTEMPTS_KEY)).toBeNull();
    expect(createLoginAttempts(window.localStorage, c.now).isLocked()).toBe(false);
  });

  it('treats unreadable stored data as no failures', () => {
    window.localStorage.setItem(LOGIN_ATTEMPTS_KEY, '{not json');
    expect(createLoginAttempts(window.localStorage).isLocked()).toBe(false);
  });
});
