import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import webpush from 'web-push';
import { guardedFetch } from '../../ai/guarded-fetch';
import { isPublicAddress } from '../../ai/public-address';
import type { Env } from '../../env';

/**
 * Real Web Push (issue 23 item 4): the VAPID key pair, made once into DATA_DIR/secrets and reused
 * after a restart, and the delivery of one encrypted payload (aes128gcm, RFC 8291) to one
 * subscription. The `web-push` library signs and encrypts; the request itself goes through the
 * guarded fetch, so a subscription cannot make the server POST into its own network (SSRF): push
 * services are public https hosts; plain http to this machine is allowed only in tests or while
 * the app itself runs on localhost (development).
 */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const cache = new Map<string, VapidKeys>();

/** The server's VAPID keys: read from DATA_DIR/secrets/vapid.json, or made there once. */
export function loadVapidKeys(dataDir: string): VapidKeys {
  const cached = cache.get(dataDir);
  if (cached) return cached;
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, 'vapid.json');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const keys = webpush.generateVAPIDKeys();
    try {
      // 'wx': a second process making keys at the same moment keeps the first one's.
      writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string')
    throw new Error(`${file} holds no VAPID key pair`);
  cache.set(dataDir, keys);
  return keys;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Whether plain http to this machine is allowed for push endpoints (tests, local development). */
export function allowsLocalPush(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL'>): boolean {
  if (env.NODE_ENV === 'test') return true;
  return LOOPBACK_HOSTS.has(hostOf(new URL(env.PUBLIC_URL)));
}

/**
 * Whether a subscription's endpoint may be stored: https to a host that is not a private
 * address, or (tests, local development) http or https to this machine. Names are resolved and
 * checked again at every delivery.
 */
export function isAcceptableEndpoint(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = hostOf(url);
  if (LOOPBACK_HOSTS.has(host)) return allowLocal;
  if (url.protocol !== 'https:') return false;
  if (isIP(host) && !isPublicAddress(host)) return false;
  return host.length > 0 && host !== '0.0.0.0';
}

/**
 * Whether a subscription's keys are what PushManager makes: an uncompressed P-256 public key
 * (65 bytes) and a 16-byte auth secret, base64url. Anything else could never be encrypted to.
 */
export function arePushKeysValid(keys: { p256dh: string; auth: string }): boolean {
  const bytes = (value: string) =>
    /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value.replace(/=+$/, ''), 'base64url') : null;
  const key = bytes(keys.p256dh);
  const auth = bytes(keys.auth);
  return key?.length === 65 && key[0] === 4 && auth?.length === 16;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome =
  | { kind: 'delivered' }
  /** The subscription can never be used again (404 or 410, or keys nothing encrypts to). */
  | { kind: 'gone'; status: number; reason?: string }
  | { kind: 'failed'; reason: string };

/** How long a push service has to answer, and how long it should keep an undelivered push. */
const PUSH_TIMEOUT_MS = 10_000;
const PUSH_TTL_SECONDS = 24 * 3600;

/** Sends one payload to one subscription. 404 and 410 mean the subscription is gone for good. */
export async function sendWebPush(
  env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL' | 'DATA_DIR'>,
  target: PushTarget,
  payload: string,
): Promise<PushOutcome> {
  const allowLocal = allowsLocalPush(env);
  if (!isAcceptableEndpoint(target.endpoint, allowLocal))
    return { kind: 'failed', reason: 'endpoint not allowed' };
  if (!arePushKeysValid(target)) return { kind: 'gone', status: 400 };
  const keys = loadVapidKeys(env.DATA_DIR);
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: {
          subject: `mailto:no-reply@${new URL(env.PUBLIC_URL).hostname}`,
          publicKey: keys.publicKey,
          privateKey: keys.privateKey,
        },
        contentEncoding: 'aes128gcm',
        TTL: PUSH_TTL_SECONDS,
      },
    );
  } catch (error) {
    // A key that is not a point on the curve: nothing can ever be encrypted to it.
    return { kind: 'gone', status: 400, reason: error instanceof Error ? error.message : String(error) };
  }
  const local = LOOPBACK_HOSTS.has(hostOf(new URL(target.endpoint)));
  const fetcher = guardedFetch({ allowPrivate: local && allowLocal });
  try {
    const response = await fetcher(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
    if (response.status >= 200 && response.status < 300) return { kind: 'delivered' };
    return { kind: 'failed', reason: `push service answered ${response.status}` };
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}
