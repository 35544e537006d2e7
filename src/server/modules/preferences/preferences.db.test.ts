import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  DATE_FORMATS,
  DEFAULT_USER_PREFERENCES,
  LANGUAGES,
  TIME_ZONES,
  type UserPreferences,
} from '@shared/contracts/preferences';
import { userPreferences } from '../../db/schema';
import { userTopic } from '../../realtime/user-channel';
import { signUp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

const ORIGIN = 'http://localhost:3971';
let t: TestApp;
let cookie: string;
let otherCookie: string;
const events: Array<{ type: string }> = [];

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, jobs: false });
  const ada = await signUp(t, 'ada-preferences@example.com');
  cookie = ada.cookie;
  otherCookie = (await signUp(t, 'bob-preferences@example.com')).cookie;
  t.bus.subscribe(userTopic(ada.id), (data) => events.push(data as { type: string }));
});
afterAll(async () => t.close());

function call(method: 'GET' | 'PATCH' | 'POST', url: string, body?: unknown, as = cookie) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin', cookie: as },
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });
}
const patch = (body: unknown) => call('PATCH', '/api/preferences', body);
const read = async () => (await call('GET', '/api/preferences')).json() as UserPreferences;
const ok = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UserPreferences;
};
const announced = async (count: number) => {
  for (let waited = 0; events.filter((e) => e.type === 'preferences.updated').length < count; waited += 10) {
    if (waited > 2_000) throw new Error('no preferences.updated event');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('GET /api/preferences', () => {
  it("answers platform.md §3's defaults to a user who never changed anything, storing nothing", async () => {
    const res = await call('GET', '/api/preferences');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(ok(res)).toEqual({
      theme: 'dark',
      language: 'en',
      timezone: 'UTC',
      dateFormat: 'MM/DD/YYYY',
      timeFormat: '12h',
      currency: 'USD',
      measurementUnit: 'metric',
      autoSave: true,
      showTutorials: true,
      compactMode: false,
      animationsEnabled: true,
      soundEnabled: false,
      presenterStyle: 'card',
      presenterMode: 'cards',
    });
    expect(await t.database.db.select().from(userPreferences)).toEqual([]);
  });

  it('answers, until something is saved, the language and theme chosen on the device (cookies, else the browser’s language)', async () => {
    const carol = (await signUp(t, 'carol-preferences@example.com')).cookie;
    const get = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: '/api/preferences',
        headers: {
          origin: ORIGIN,
          'sec-fetch-site': 'same-origin',
          cookie: `${carol}; ${headers.cookie ?? ''}`,
          ...(headers['accept-language'] ? { 'accept-language': headers['accept-language'] } : {}),
        },
      });
    expect(ok(await get({ cookie: 'rf-language=ja', 'accept-language': 'de-DE,de;q=0.9' })).language).toBe(
      'ja',
    );
    expect(ok(await get({ 'accept-language': 'de-DE,de;q=0.9' })).language).toBe('de');
    expect(ok(await get({ 'accept-language': 'nl-NL' })).language).toBe('en');
    expect(ok(await get({ cookie: 'rf-theme=light' })).theme).toBe('light');
    expect(ok(await get({ cookie: 'rf-theme=neon' })).theme).toBe('dark');
    // Once saved, the saved choices win over the request's.
    expect((await call('PATCH', '/api/preferences', { language: 'ko' }, carol)).statusCode).toBe(200);
    expect(ok(await get({ cookie: 'rf-language=ja; rf-theme=light' }))).toMatchObject({
      language: 'ko',
      theme: 'dark',
    });
  });

  it('offers the option lists of platform.md §9', () => {
    expect(LANGUAGES).toEqual(['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'ko', 'zh']);
    expect(CURRENCIES).toEqual(['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'CNY']);
    expect(DATE_FORMATS).toEqual(['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'DD MMM YYYY']);
    expect(TIME_ZONES).toHaveLength(10);
    expect(TIME_ZONES).toContain('UTC');
    // Each is a zone the runtime knows, so dates format in it.
    for (const zone of TIME_ZONES)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
  });

  it('refuses a visitor and an unverified account', async () => {
    expect((await call('GET', '/api/preferences', undefined, '')).statusCode).toBe(401);
    const unverified = await signUp(t, 'unverified-preferences@example.com', { verified: false });
    expect((await call('GET', '/api/preferences', undefined, unverified.cookie)).statusCode).toBe(403);
  });
});

describe('PATCH /api/preferences', () => {
  it('saves each setting on its own, keeping the others, and announces it on the user channel', async () => {
    const changes: Partial<UserPreferences>[] = [
      { theme: 'light' },
      { theme: 'void' },
      { theme: 'system' },
      { language: 'ja' },
      { timezone: 'Asia/Tokyo' },
      { dateFormat: 'DD MMM YYYY' },
      { timeFormat: '24h' },
      { currency: 'EUR' },
      { measurementUnit: 'imperial' },
      { autoSave: false },
      { showTutorials: false },
      { compactMode: true },
      { animationsEnabled: false },
      { soundEnabled: true },
      // The recipe presenter's remembered view (issue 24).
      { presenterStyle: 'terminal' },
      { presenterMode: 'story' },
    ];
    let expected: UserPreferences = { ...DEFAULT_USER_PREFERENCES };
    events.length = 0;
    for (const change of changes) {
      expected = { ...expected, ...change };
      expect(ok(await patch(change)), JSON.stringify(change)).toEqual(expected);
      expect(await read()).toEqual(expected);
    }
    await announced(changes.length);
  });

  it('saves several at once, and keeps each user to their own', async () => {
    const saved = ok(await patch({ language: 'de', currency: 'CHF', timezone: 'Europe/Paris' }));
    expect(saved).toMatchObject({
      language: 'de',
      currency: 'CHF',
      timezone: 'Europe/Paris',
      theme: 'system',
    });
    const bob = ok(await call('GET', '/api/preferences', undefined, otherCookie));
    expect(bob).toEqual(DEFAULT_USER_PREFERENCES);
  });

  it('accepts an empty change and answers the preferences as they are', async () => {
    expect(ok(await patch({}))).toEqual(await read());
  });

  it('refuses an unknown language, time zone or currency with an error naming it, saving nothing', async () => {
    const before = await read();
    const cases = [
      [{ language: 'xx' }, 'preferences.unknownLanguage', 'Unknown language "xx". Choose one of: en, es,'],
      [{ timezone: 'Mars/Olympus' }, 'preferences.unknownTimezone', 'Unknown time zone "Mars/Olympus"'],
      [{ currency: 'BTC' }, 'preferences.unknownCurrency', 'Unknown currency "BTC". Choose one of: USD,'],
      // A valid change beside an unknown one is not half-saved.
      [{ theme: 'light', language: 'klingon' }, 'preferences.unknownLanguage', '"klingon"'],
    ] as const;
    for (const [body, key, words] of cases) {
      const res = await patch(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', key });
      expect(res.json().message).toContain(words);
    }
    expect(await read()).toEqual(before);
  });

  it('refuses wrong types, unknown values of the fixed lists and extra keys, saving nothing', async () => {
    const before = await read();
    for (const body of [
      { theme: 'auto' },
      { theme: 'neon' },
      { dateFormat: 'YYYY/MM/DD' },
      { timeFormat: '36h' },
      { measurementUnit: 'furlongs' },
      { presenterStyle: 'comic' },
      { presenterMode: 'carousel' },
      { autoSave: 'yes' },
      { compactMode: 1 },
      { language: 42 },
      { language: '' },
      { timezone: 'x'.repeat(65) },
      { fontSize: 14 },
      { theme: 'light', isAdmin: true },
      [],
    ]) {
      const res = await patch(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', key: 'request.invalid' });
    }
    expect(await read()).toEqual(before);
  });
});

describe('POST /api/preferences/reset', () => {
  it("puts every preference back to its default ('Reset to Defaults') and announces it", async () => {
    ok(await patch({ theme: 'light', language: 'fr', soundEnabled: true }));
    events.length = 0;
    expect(ok(await call('POST', '/api/preferences/reset'))).toEqual(DEFAULT_USER_PREFERENCES);
    expect(await read()).toEqual(DEFAULT_USER_PREFERENCES);
    await announced(1);
  });
});
