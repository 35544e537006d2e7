import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_TOGGLES,
  type NotificationPreferences,
} from '@shared/contracts/preferences';
import { notificationPreferences } from '../../db/schema';
import { userTopic } from '../../realtime/user-channel';
import { signUp } from '../../test/accounts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_MAIL_INTERVAL_SECONDS } from './preferences.service';

const ORIGIN = 'http://localhost:3972';
const ADA = 'ada-notifications@example.com';
let t: TestApp;
let smtp: SmtpCapture;
let ada: { id: string; cookie: string };
const events: Array<{ type: string }> = [];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN, SMTP_URL: smtp.url }, jobs: false });
  ada = await signUp(t, ADA);
  // Signing up mailed a verification link: taken here, so each test sees only its own mail.
  await smtp.next(ADA);
  t.bus.subscribe(userTopic(ada.id), (data) => events.push(data as { type: string }));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function call(app: TestApp, method: 'GET' | 'PATCH' | 'POST', url: string, cookie: string, body?: unknown) {
  return app.app.inject({
    method,
    url,
    headers: { origin: app.env.PUBLIC_URL, 'sec-fetch-site': 'same-origin', cookie },
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });
}
const URL = '/api/notification-preferences';
const patch = (body: unknown) => call(t, 'PATCH', URL, ada.cookie, body);
const read = async () => (await call(t, 'GET', URL, ada.cookie)).json() as NotificationPreferences;
const sendTest = (cookie = ada.cookie) => call(t, 'POST', `${URL}/test`, cookie);
const ok = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationPreferences;
};
const announced = async (count: number) => {
  const seen = () => events.filter((e) => e.type === 'notificationPreferences.updated').length;
  for (let waited = 0; seen() < count; waited += 10) {
    if (waited > 2_000) throw new Error('no notificationPreferences.updated event');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
/** Lets the next test e-mail go out now, as if the interval had passed. */
const forgetLastTestMail = (userId: string) =>
  t.database.db
    .update(notificationPreferences)
    .set({ testMailSentAt: null })
    .where(eq(notificationPreferences.userId, userId));

describe('GET /api/notification-preferences', () => {
  it("answers platform.md §3's defaults and §2's quiet hours (22:00 to 08:00) until changed", async () => {
    expect(ok(await call(t, 'GET', URL, ada.cookie))).toEqual({
      emailNotifications: true,
      pushNotifications: false,
      recipeUpdates: true,
      marketplaceUpdates: false,
      securityAlerts: true,
      weeklyDigest: true,
      promotionalEmails: false,
      communityUpdates: false,
      quietHours: { from: '22:00', to: '08:00' },
    });
  });

  it('refuses a visitor', async () => {
    expect((await call(t, 'GET', URL, '')).statusCode).toBe(401);
  });
});

describe('PATCH /api/notification-preferences', () => {
  it('saves each toggle on its own, keeping the others, and announces it', async () => {
    let expected = { ...DEFAULT_NOTIFICATION_PREFERENCES };
    events.length = 0;
    for (const toggle of NOTIFICATION_TOGGLES) {
      const change = { [toggle]: !expected[toggle] };
      expected = { ...expected, ...change };
      expect(ok(await patch(change)), toggle).toEqual(expected);
      expect(await read()).toEqual(expected);
    }
    await announced(NOTIFICATION_TOGGLES.length);
  });

  it('saves the quiet hours (the seed did not), across midnight or not', async () => {
    for (const quietHours of [
      { from: '23:30', to: '06:45' },
      { from: '13:00', to: '14:00' },
      { from: '00:00', to: '23:59' },
    ]) {
      expect(ok(await patch({ quietHours })).quietHours).toEqual(quietHours);
      expect((await read()).quietHours).toEqual(quietHours);
    }
  });

  it('refuses wrong types, bad times and extra keys, saving nothing', async () => {
    const before = await read();
    for (const body of [
      { emailNotifications: 'true' },
      { weeklyDigest: null },
      { quietHours: { from: '24:00', to: '08:00' } },
      { quietHours: { from: '7:00', to: '08:00' } },
      { quietHours: { from: '22:00' } },
      { quietHours: { from: '22:00', to: '08:00', days: 'weekdays' } },
      { quietHours: '22:00-08:00' },
      { smsNotifications: true },
      { recipeUpdates: true, userId: 'someone-else' },
    ]) {
      const res = await patch(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', key: 'request.invalid' });
    }
    expect(await read()).toEqual(before);
  });

  it('puts every toggle and the quiet hours back to their defaults on reset, and announces it', async () => {
    events.length = 0;
    expect(ok(await call(t, 'POST', `${URL}/reset`, ada.cookie))).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(await read()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    await announced(1);
  });
});

describe("POST /api/notification-preferences/test ('Send Test')", () => {
  it("mails a real test e-mail to the user's address over SMTP", async () => {
    await forgetLastTestMail(ada.id);
    const res = await sendTest();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sentTo: ADA });
    const mail = await smtp.next(ADA);
    expect(mail.subject).toBe('Test notification from Recipe Forge');
    expect(mail.text).toContain(`E-mail notifications reach ${ADA}.`);
    expect(mail.text).toContain(`${ORIGIN}/settings?tab=notifications`);
  });

  it('sends one per interval: a second click is refused with the seconds to wait, sending nothing', async () => {
    await forgetLastTestMail(ada.id);
    expect((await sendTest()).statusCode).toBe(200);
    await smtp.next(ADA);
    const mailsBefore = smtp.mails.length;
    const again = await sendTest();
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'RATE_LIMITED', key: 'notifications.testTooSoon' });
    const seconds = again.json().params.seconds as number;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(TEST_MAIL_INTERVAL_SECONDS);
    expect(again.json().message).toBe(
      `A test notification was just sent. Please wait ${seconds} seconds before sending another.`,
    );
    // Two tabs at once: one mail at most.
    await forgetLastTestMail(ada.id);
    const statuses = (await Promise.all([sendTest(), sendTest(), sendTest()])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 429, 429]);
    await smtp.next(ADA);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.mails.length - mailsBefore).toBe(1);
  });

  it('is refused while e-mail notifications are off, and works again once they are on', async () => {
    await forgetLastTestMail(ada.id);
    ok(await patch({ emailNotifications: false }));
    const mailsBefore = smtp.mails.length;
    const res = await sendTest();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      key: 'notifications.emailOff',
      message: 'E-mail notifications are off. Turn them on to send a test e-mail.',
    });
    expect(smtp.mails.length).toBe(mailsBefore);
    ok(await patch({ emailNotifications: true }));
    expect((await sendTest()).statusCode).toBe(200);
    await smtp.next(ADA);
  });

  it("answers 'Failed to send test notification.' when the mail server is down, and lets the user retry at once", async () => {
    const down = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' }, jobs: false });
    try {
      const bob = await signUp(down, 'bob-notifications@example.com');
      const res = await call(down, 'POST', `${URL}/test`, bob.cookie);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        key: 'notifications.testFailed',
        message: 'Failed to send test notification.',
      });
      const [row] = await down.database.db
        .select({ sentAt: notificationPreferences.testMailSentAt })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, bob.id));
      expect(row?.sentAt).toBeNull();
      expect((await call(down, 'POST', `${URL}/test`, bob.cookie)).json()).toMatchObject({
        key: 'notifications.testFailed',
      });
    } finally {
      await down.close();
    }
  });
});
