import { describe, expect, it } from 'vitest';
import { clockReading, cookieNames, sessionCookieName, sessionTimesOf } from './auth-facts';

describe('the auth test pages keep nothing secret', () => {
  it("takes only the session's times out of better-auth's answer, never its token", () => {
    const answer = {
      session: {
        id: 's1',
        token: 'tok-SECRET',
        userId: 'u1',
        expiresAt: '2026-12-01T10:00:00.000Z',
        createdAt: '2026-11-24T10:00:00.000Z',
        ipAddress: '10.0.0.1',
      },
      user: { id: 'u1', email: 'ada@example.com' },
    };
    const times = sessionTimesOf(answer);
    expect(times).toEqual({ expiresAt: '2026-12-01T10:00:00.000Z', createdAt: '2026-11-24T10:00:00.000Z' });
    expect(JSON.stringify(times)).not.toContain('tok-SECRET');
    expect(sessionTimesOf(null)).toBeNull();
    expect(sessionTimesOf({ session: { expiresAt: 'not a date' } })).toEqual({
      expiresAt: null,
      createdAt: null,
    });
  });

  it('names cookies without their values', () => {
    expect(cookieNames('rf-theme=dark; rf-language=de;  other=secret-value=x; rf-theme=dark')).toEqual([
      'other',
      'rf-language',
      'rf-theme',
    ]);
    expect(cookieNames('')).toEqual([]);
    expect(sessionCookieName('http:')).toBe('rf.session_token');
    expect(sessionCookieName('https:')).toBe('__Secure-rf.session_token');
  });

  it("reads the server's clock from its Date header against the answer's midpoint", () => {
    const sent = Date.parse('2026-11-29T07:00:00.000Z');
    const reading = clockReading('Sun, 29 Nov 2026 07:00:05 GMT', sent, sent + 1000);
    expect(reading.client.toISOString()).toBe('2026-11-29T07:00:00.500Z');
    expect(reading.server?.toISOString()).toBe('2026-11-29T07:00:05.000Z');
    expect(reading.skewSeconds).toBe(5);
    expect(clockReading(null, sent, sent).skewSeconds).toBeNull();
  });
});
