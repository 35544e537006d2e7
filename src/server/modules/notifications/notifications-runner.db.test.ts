import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences, pushSubscriptions } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notifyUser } from './notify';

/**
 * The whole path in the running app: notifyUser queues the jobs, the app's own job runner picks
 * them up, the mail goes over real SMTP and the push over HTTP to a local push service.
 */

let t: TestApp;
let smtp: SmtpCapture;
let alice: SignedUpUser;
let pushService: Server;
let pushBase: string;
const pushes: string[] = [];
const unused: Mailer = { kind: 'outbox', async send() {}, close() {} };

beforeAll(async () => {
  smtp = await startSmtpCapture();
  pushService = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      pushes.push(request.url ?? '');
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushBase = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: { PUBLIC_URL: 'http://localhost:3994', SMTP_URL: smtp.url },
    jobs: { pollMs: 50, backoffBaseMs: 50 },
  });
  alice = await signUp(t, 'alice-runner@example.com', { ip: '10.94.0.1' });
  await smtp.next('alice-runner@example.com', 10_000).catch(() => undefined); // the sign-up mail, if any
}, 180_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
  await new Promise((resolve) => pushService.close(resolve));
});

describe('in the running app', () => {
  it('mails and pushes a notification through the job runner', async () => {
    await t.database.db.insert(notificationPreferences).values({
      userId: alice.id,
      pushNotifications: true,
      quietHoursFrom: '00:00',
      quietHoursTo: '00:00',
    });
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    await t.database.db.insert(pushSubscriptions).values({
      id: 'runner-sub',
      userId: alice.id,
      endpoint: `${pushBase}/push/runner`,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    });
    const id = await notifyUser(
      { database: t.database, bus: t.bus, log: t.app.log, mailer: unused, env: t.env },
      {
        userId: alice.id,
        type: 'moderation',
        params: { decision: 'approved', recipeTitle: 'Morning Pages' },
        link: '/marketplace/recipe/abc',
        subjectId: 'listing-abc',
      },
    );
    expect(id).not.toBeNull();
    const mail = await smtp.next('alice-runner@example.com', 10_000);
    expect(mail.subject).toBe('A moderation decision on Recipe Forge');
    expect(mail.text).toContain('Morning Pages was approved and is now published.');
    expect(mail.text).toContain('http://localhost:3994/marketplace/recipe/abc');
    await expect.poll(() => pushes, { timeout: 10_000 }).toEqual(['/push/runner']);
  });
});
