import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, jobs, newsletterSubscriptions } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PUBLIC_SITE_RATE_LIMITS } from './public-site.routes';
import { contactMailHandlers } from './contact-mail.job';
import { contactMailJobKey, supportAddress } from './public-site.service';

let smtp: SmtpCapture;
let t: TestApp;
let ipCounter = 0;
/** Each test speaks from its own address so the per-IP limits do not leak between tests. */
const freshIp = () => `10.0.0.${++ipCounter}`;

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  subject: 'sales',
  message: 'We would like a team plan for 40 people.\nCan we talk?',
};

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Recipe Forge <team@forge.example>',
      PUBLIC_URL: 'https://forge.example',
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A port nothing listens on (yet). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const post = (url: string, payload: unknown, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });

describe('POST /api/contact', () => {
  it('stores the message and mails it to the support address over SMTP, reply-to the sender', async () => {
    const res = await post('/api/contact', valid);
    expect(res.statusCode).toBe(200);
    const { id } = res.json() as { ok: true; id: string };

    const mail = await smtp.next('team@forge.example');
    expect(mail.subject).toContain('sales');
    expect(mail.text).toContain('Ada Lovelace');
    expect(mail.text).toContain('We would like a team plan for 40 people.');
    expect(mail.raw).toMatch(/^Reply-To: ada@example\.com/m);

    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'sales',
      company: 'Analytical Engines',
    });
    expect(row?.mailedAt).toBeInstanceOf(Date);
  });

  it('treats company as optional', async () => {
    const res = await post('/api/contact', { ...valid, company: '' });
    expect(res.statusCode).toBe(200);
    await smtp.next('team@forge.example');
  });

  it('answers VALIDATION_ERROR with readable messages for missing or malformed fields', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, name: '   ' }, 'Name is required.'],
      [{ ...valid, email: 'not-an-address' }, 'Please enter a valid email address.'],
      [{ ...valid, subject: 'lunch' }, 'Please choose a subject.'],
      [{ ...valid, message: '' }, 'Message is required.'],
      [{ name: 'x', email: 'x@example.com', subject: 'general' }, 'Message is required.'],
    ];
    for (const [body, message] of cases) {
      const res = await post('/api/contact', body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json().message).toContain(message);
    }
  });

  it('refuses a 100 KB message with a clear message and stores nothing', async () => {
    const before = await t.database.db.select().from(contactMessages);
    const res = await post('/api/contact', { ...valid, message: 'x'.repeat(100 * 1024) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Invalid request. message: Message must be at most 5,000 characters.',
    });
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it('rate-limits rapid submissions per IP without sending more mail', async () => {
    const ip = freshIp();
    const mailsBefore = smtp.mails.length;
    const statuses: number[] = [];
    for (let i = 0; i < PUBLIC_SITE_RATE_LIMITS.contactPerMinute + 3; i++) {
      statuses.push((await post('/api/contact', valid, ip)).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(PUBLIC_SITE_RATE_LIMITS.contactPerMinute);
    const limited = await post('/api/contact', valid, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(/Too many requests\. Please wait \d+ seconds and try again\./);
    // Another visitor is not affected.
    expect((await post('/api/contact', valid)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.length - mailsBefore).toBe(PUBLIC_SITE_RATE_LIMITS.contactPerMinute + 1);
  });
});

describe('POST /api/contact when the mail server is down', () => {
  it('keeps the message, still answers success, and owes the mail in a job due now', async () => {
    const down = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' }, jobs: false });
    try {
      const res = await down.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
      expect(res.statusCode).toBe(200);
      const { id } = res.json() as { id: string };
      const [row] = await down.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(row?.message).toBe(valid.message);
      expect(row?.mailedAt).toBeNull();
      const [job] = await down.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, contactMailJobKey(id)));
      expect(job).toMatchObject({
        type: 'contact.mail',
        status: 'queued',
        payload: { contactMessageId: id },
      });
      expect(job!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    } finally {
      await down.close();
    }
  });

  it('sends it once the mail server is back, exactly once', async () => {
    const port = await freePort();
    const app = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'team@forge.example' },
      jobs: { pollMs: 50, backoffBaseMs: 100, backoffMaxMs: 200 },
    });
    let back: SmtpCapture | undefined;
    try {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: valid,
        remoteAddress: freshIp(),
      });
      const { id } = res.json() as { id: string };
      back = await startSmtpCapture(port);
      const mail = await back.next('team@forge.example', 10_000);
      expect(mail.text).toContain('We would like a team plan for 40 people.');
      // The job finishes (message marked mailed, job done) just after the mail went out.
      const deadline = Date.now() + 10_000;
      let job: typeof jobs.$inferSelect | undefined;
      while (Date.now() < deadline) {
        [job] = await app.database.db
          .select()
          .from(jobs)
          .where(eq(jobs.key, contactMailJobKey(id)));
        if (job?.status === 'done') break;
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(job?.status).toBe('done');
      const [row] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(row?.mailedAt).toBeInstanceOf(Date);
      await new Promise((r) => setTimeout(r, 300));
      expect(back.mails).toHaveLength(1);
    } finally {
      await app.close();
      await back?.close();
    }
  });
});

describe('the contact mail job', () => {
  it('does not send a message that was already mailed inline', async () => {
    const res = await post('/api/contact', valid);
    const { id } = res.json() as { id: string };
    await smtp.next('team@forge.example');
    const before = smtp.mails.length;
    const handlers = contactMailHandlers({
      db: t.database.db,
      mailer: createMailer(
        { smtpUrl: smtp.url, dataDir: t.env.DATA_DIR, publicUrl: t.env.PUBLIC_URL },
        pino({ level: 'silent' }),
      ),
      supportEmail: 'team@forge.example',
    });
    await handlers['contact.mail']!.run(
      { contactMessageId: id },
      { id: 'j', attempt: 1, maxAttempts: 8, signal: new AbortController().signal },
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.length).toBe(before);
  });
});

describe('POST /api/newsletter', () => {
  it('stores an address once and confirms every time', async () => {
    const ip = freshIp();
    const first = await post('/api/newsletter', { email: 'Reader@Example.com ' }, ip);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, created: true });
    const again = await post('/api/newsletter', { email: 'reader@example.com' }, ip);
    expect(again.json()).toEqual({ ok: true, created: false });
    const rows = await t.database.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(['reader@example.com']);
  });

  it('rejects a malformed address', async () => {
    for (const email of ['', 'reader', 'reader@', '@example.com']) {
      const res = await post('/api/newsletter', { email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('rate-limits per IP', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_SITE_RATE_LIMITS.newsletterPerMinute; i++) {
      statuses.push((await post('/api/newsletter', { email: `r${i}@example.com` }, ip)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PUBLIC_SITE_RATE_LIMITS.newsletterPerMinute);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the built public pages and points crawlers at the sitemap', async () => {
    const sitemap = await t.app.inject('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    for (const p of ['/', '/pricing', '/documentation', '/privacy']) {
      expect(sitemap.body).toContain(`<loc>https://forge.example${p}</loc>`);
    }
    expect(sitemap.body).not.toContain('/settings');
    expect(sitemap.body).not.toMatch(/\/:\w/);
    const robots = await t.app.inject('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://forge.example/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
  });
});

describe('supportAddress', () => {
  it('uses the address of MAIL_FROM, else support@ the public host', () => {
    expect(supportAddress('Recipe Forge <hello@example.com>', 'http://localhost:3000')).toBe(
      'hello@example.com',
    );
    expect(supportAddress('ops@example.com', 'http://localhost:3000')).toBe('ops@example.com');
    expect(supportAddress(undefined, 'https://forge.example:8443')).toBe('support@forge.example');
  });
});
