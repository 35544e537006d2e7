import type { Db } from '../db/client';
import { type LimitCheck, LoginLimiter } from './login-limiter';

/**
 * Anyone may ask for the verification mail of an unverified address, so asking is limited per
 * recipient (no mailbox is flooded) and per client address (no one floods many), counted in the
 * database like sign-in failures so every server process shares the counts. Sign-up's own mail is
 * not counted: sign-up has its limit.
 */
const WINDOW_MS = 15 * 60_000;
export const VERIFICATION_MAILS_PER_RECIPIENT = 3;
export const VERIFICATION_MAILS_PER_ADDRESS = 10;

export function verificationMailLimiters(db: Db) {
  const perRecipient = new LoginLimiter(db, {
    max: VERIFICATION_MAILS_PER_RECIPIENT,
    windowMs: WINDOW_MS,
    lockMs: WINDOW_MS,
  });
  const perAddress = new LoginLimiter(db, {
    max: VERIFICATION_MAILS_PER_ADDRESS,
    windowMs: WINDOW_MS,
    lockMs: WINDOW_MS,
  });
  return {
    /** Counts one request to send; `locked` when the recipient or the address has had its share. */
    async take(email: string, ip: string): Promise<LimitCheck> {
      const recipient = [`verify-mail-to:${email.trim().toLowerCase()}`];
      const address = [`verify-mail-from:${ip}`];
      const checks = [await perRecipient.check(recipient), await perAddress.check(address)];
      const locked = checks.filter((c) => c.locked);
      if (locked.length)
        return {
          locked: true,
          retryAfterMs: Math.max(...locked.map((c) => (c.locked ? c.retryAfterMs : 0))),
        };
      await perRecipient.recordFailure(recipient);
      await perAddress.recordFailure(address);
      return { locked: false };
    },
  };
}
