import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stripe's webhook signature scheme, used by the local test provider and readable for Stripe's
 * own events: the header `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The
 * timestamp is inside the signed text, so an old event cannot be replayed with a new time.
 */

/** Stripe's default: events older (or newer) than five minutes are refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, payload: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');

export function signatureHeader(secret: string, payload: string, now: Date = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

export type SignatureCheck = 'valid' | 'malformed' | 'mismatch' | 'stale';

/** Whether `header` signs `payload` with `secret` within the tolerance (any of several v1 values). */
export function checkSignature(
  secret: string,
  payload: string,
  header: string | undefined,
  now: Date = new Date(),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header || header.length > 2000) return 'malformed';
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) return 'malformed';
  const expected = Buffer.from(hmac(secret, timestamp, payload), 'hex');
  if (!signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected))) return 'mismatch';
  return Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds ? 'stale' : 'valid';
}
