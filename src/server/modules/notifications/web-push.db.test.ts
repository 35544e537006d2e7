import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, notificationPreferences, notifications, pushSubscriptions } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notificationJobHandlers } from './notification-jobs';
import { notifyUser } from './notify';
import { isAcceptableEndpoint } from './web-push';

/** http_ece (web-push's own dependency) decrypts what the push service would pass on. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

interface Received {
  headers: IncomingHttpHeaders;
  body: Buffer;
  path: string;
}

const ORIGIN = 'http://localhost:3992';
let t: TestApp;
let alice: SignedUpUser;
let bob: SignedUpUser;
let pushService: Server;
let pushBase: string;
let answer = 201;
const received: Received[] = [];
const mailer: Mailer = { kind: 'outbox', async send() {}, close() {} };

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, jobs: false });
  alice = await signUp(t, 'alice-push@example.com', { ip: '10.92.0.1' });
  bob = await signUp(t, 'bob-push@example.com', { ip: '10.92.0.2' });
  // A local push service: keeps each POST and answers with `answer`.
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks), path: request.url ?? '' });
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushBase = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => {
  await new Promise((resolve) => pushService.close(resolve));
  await t.close();
});
beforeEach(async () => {
  answer = 201;
  received.length = 0;
  for (const userId of [alice.id, bob.id])
    await db()
      .insert(notificationPreferences)
      .values({ userId, pushNotifications: true, quietHoursFrom: '00:00', quietHoursTo: '00:00' })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { pushNotifications: true, quietHoursFrom: '00:00', quietHoursTo: '00:00' },
      });
});
afterEach(async () => {
  await db().delete(pushSubscriptions);
  await db().delete(notifications);
  await db().delete(jobs).where(sql`${jobs.type} like 'notifications.%'`);
});

const db = () => t.database.db;
const context = () => ({ database: t.database, bus: t.bus, log: t.app.log, mailer, env: t.env });

/** A browser's subscription: its own P-256 key pair and 16-byte auth secret, as PushManager makes. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** PUT and DELETE with a body, as the browser's fetch sends them (HttpSession has neither). */
function send(user: SignedUpUser, method: 'PUT' | 'DELETE', payload: Record<string, unknown>) {
  return t.app.inject({
    method,
    url: '/api/notifications/push/subscription',
    headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin', cookie: user.cookie },
    payload,
  });
}

async function subscribe(user: SignedUpUser, endpoint: string, keys = browserKeys()) {
  const res = await send(user, 'PUT', {
    endpoint,
    expirationTime: null,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  });
  return { res, keys };
}

async function runPushJobs() {
  const handler = notificationJobHandlers(context())['notifications.push']!;
  const queued = await db().select().from(jobs).where(eq(jobs.type, 'notifications.push'));
  for (const row of queued)
    await handler.run(row.payload as never, {
      id: row.id,
      attempt: 1,
      maxAttempts: row.maxAttempts,
      signal: new AbortController().signal,
    });
  return queued;
}

/** Checks the VAPID JWT's ES256 signature with the server's public key; answers its claims. */
function verifyVapid(authorization: string, publicKey: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  expect(match, authorization).not.toBeNull();
  const [, token, key] = match!;
  expect(key).toBe(publicKey);
  const [header, claims, signature] = token!.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33, 65).toString('base64url'),
  };
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(valid).toBe(true);
  return JSON.parse(Buffer.from(claims!, 'base64url').toString('utf8')) as {
    aud: string;
    sub: string;
    exp: number;
  };
}

describe('the VAPID key', () => {
  it('is made once into DATA_DIR/secrets and served as the public key', async () => {
    const first = await alice.session.get('/api/notifications/push/key');
    expect(first.statusCode, first.body).toBe(200);
    const stored = JSON.parse(readFileSync(path.join(t.dataDir, 'secrets', 'vapid.json'), 'utf8'));
    expect(first.json()).toEqual({ publicKey: stored.publicKey });
    expect(Buffer.from(stored.publicKey, 'base64url')).toHaveLength(65);
    expect((await bob.session.get('/api/notifications/push/key')).json()).toEqual(first.json());
    expect((await t.session('10.92.0.9').get('/api/notifications/push/key')).statusCode).toBe(401);
  });
});

describe('subscriptions', () => {
  it('refuses endpoints that would make the server call into a private network', async () => {
    for (const endpoint of ['https://10.0.0.5/push', 'http://push.example.com/x', 'https://192.168.1.2/x']) {
      const { res } = await subscribe(alice, endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().key).toBe('notifications.pushEndpointRefused');
    }
    expect(await db().select().from(pushSubscriptions)).toHaveLength(0);
    // Outside tests and local development, this machine is refused too.
    expect(isAcceptableEndpoint('http://localhost:9000/p', false)).toBe(false);
    expect(isAcceptableEndpoint('https://127.0.0.1/p', false)).toBe(false);
    expect(isAcceptableEndpoint('https://[::1]/p', false)).toBe(false);
    expect(isAcceptableEndpoint('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    expect(isAcceptableEndpoint(`${pushBase}/p`, true)).toBe(true);
  });

  it('refuses keys no payload could be encrypted to', async () => {
    const good = browserKeys();
    for (const keys of [
      { ...good, p256dh: 'BMatrix' },
      { ...good, auth: randomBytes(8).toString('base64url') },
      { ...good, p256dh: Buffer.alloc(65, 7).toString('base64url') },
    ]) {
      const { res } = await subscribe(alice, 'https://push.example.com/send/keys', keys);
      expect(res.statusCode).toBe(400);
      expect(res.json().key).toBe('notifications.pushKeysInvalid');
    }
    expect(await db().select().from(pushSubscriptions)).toHaveLength(0);
  });

  it('keeps one row per endpoint, re-owned by whoever subscribes it last; unsubscribing is one’s own', async () => {
    const endpoint = 'https://push.example.com/send/shared-browser';
    expect((await subscribe(alice, endpoint)).res.statusCode).toBe(204);
    expect((await subscribe(bob, endpoint)).res.statusCode).toBe(204);
    const rows = await db().select().from(pushSubscriptions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(bob.id);

    const del = (user: SignedUpUser) => send(user, 'DELETE', { endpoint });
    expect((await del(alice)).statusCode).toBe(204);
    expect(await db().select().from(pushSubscriptions)).toHaveLength(1);
    expect((await del(bob)).statusCode).toBe(204);
    expect(await db().select().from(pushSubscriptions)).toHaveLength(0);
  });
});

describe('delivery', () => {
  it('pushes an encrypted payload, signed with the VAPID key, that the browser decrypts', async () => {
    const { res, keys } = await subscribe(alice, `${pushBase}/push/alice`);
    expect(res.statusCode, res.body).toBe(204);
    const id = await notifyUser(context(), {
      userId: alice.id,
      type: 'message',
      params: { senderName: 'Bob', preview: 'Are you free tomorrow?' },
      link: '/messages?conversation=c-1',
      subjectId: 'c-1',
    });
    expect(await runPushJobs()).toHaveLength(1);
    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push!.path).toBe('/push/alice');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    const { publicKey } = (await alice.session.get('/api/notifications/push/key')).json();
    const claims = verifyVapid(String(push!.headers.authorization), publicKey);
    expect(claims.aud).toBe(pushBase);
    expect(claims.sub).toMatch(/^mailto:/);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());

    const plain = ece.decrypt(push!.body, {
      version: 'aes128gcm',
      privateKey: keys.ecdh,
      authSecret: keys.auth,
    });
    expect(JSON.parse(plain.toString('utf8'))).toEqual({
      title: 'Message from Bob',
      body: 'Are you free tomorrow?',
      link: '/messages?conversation=c-1',
    });
    const [row] = await db().select().from(notifications).where(eq(notifications.id, id!));
    expect(row!.pushedAt).not.toBeNull();
  });

  it('drops a stored subscription whose keys are broken and still reaches the user’s others', async () => {
    await db()
      .insert(pushSubscriptions)
      .values({
        id: 'broken',
        userId: alice.id,
        endpoint: `${pushBase}/push/broken`,
        p256dh: 'not-a-key',
        auth: 'x',
      });
    await subscribe(alice, `${pushBase}/push/fine`);
    await notifyUser(context(), {
      userId: alice.id,
      type: 'moderation',
      params: { decision: 'approved' },
      link: null,
    });
    await runPushJobs();
    expect(received.map((r) => r.path)).toEqual(['/push/fine']);
    expect((await db().select().from(pushSubscriptions)).map((r) => r.endpoint)).toEqual([
      `${pushBase}/push/fine`,
    ]);
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    await subscribe(alice, `${pushBase}/push/gone`);
    answer = 410;
    await notifyUser(context(), {
      userId: alice.id,
      type: 'sale',
      params: { recipeTitle: 'Soup', amountCents: 499 },
      link: '/creator/analytics',
    });
    await runPushJobs();
    expect(received).toHaveLength(1);
    expect(await db().select().from(pushSubscriptions)).toHaveLength(0);
  });

  it('sends nothing with push turned off, and waits for the end of quiet hours', async () => {
    await subscribe(alice, `${pushBase}/push/off`);
    await db()
      .update(notificationPreferences)
      .set({ pushNotifications: false })
      .where(eq(notificationPreferences.userId, alice.id));
    await notifyUser(context(), {
      userId: alice.id,
      type: 'moderation',
      params: { decision: 'approved' },
      link: null,
    });
    expect(await runPushJobs()).toHaveLength(0);

    const now = new Date();
    const hhmm = (d: Date) =>
      `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
    await db()
      .update(notificationPreferences)
      .set({
        pushNotifications: true,
        quietHoursFrom: hhmm(new Date(now.getTime() - 3_600_000)),
        quietHoursTo: hhmm(new Date(now.getTime() + 3_600_000)),
      })
      .where(eq(notificationPreferences.userId, alice.id));
    await notifyUser(context(), {
      userId: alice.id,
      type: 'moderation',
      params: { decision: 'rejected' },
      link: null,
    });
    const [job] = await db().select().from(jobs).where(eq(jobs.type, 'notifications.push'));
    expect(job!.runAt.getTime()).toBeGreaterThan(now.getTime() + 3_500_000);
    // Run anyway (as if early): it goes back to wait, nothing is sent.
    await runPushJobs();
    expect(received).toHaveLength(0);
  });
});
