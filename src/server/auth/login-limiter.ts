import { inArray, sql } from 'drizzle-orm';
import { LIMITS } from '@shared/constants';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';

/**
 * Failed sign-ins counted in the database, per account and per IP, so every server process sees
 * the same counts (DESIGN.md: the spec's browser-only counter is not enough). After `max`
 * failures within the window, sign-in is refused for `lockMs`, even with the right password.
 */
export interface LimiterOptions {
  max?: number;
  windowMs?: number;
  lockMs?: number;
  now?: () => Date;
}

export type LimitCheck = { locked: false } | { locked: true; retryAfterMs: number };

export class LoginLimiter {
  private readonly max: number;
  private readonly windowMs: number;
  private readonly lockMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    options: LimiterOptions = {},
  ) {
    this.max = options.max ?? LIMITS.loginAttempts;
    this.windowMs = options.windowMs ?? LIMITS.loginWindowMs;
    this.lockMs = options.lockMs ?? LIMITS.loginWindowMs;
    this.now = options.now ?? (() => new Date());
  }

  static accountKey(email: string): string {
    return `email:${email.trim().toLowerCase()}`;
  }

  static keys(email: string, ip: string): string[] {
    return [LoginLimiter.accountKey(email), `ip:${ip}`];
  }

  async check(keys: string[]): Promise<LimitCheck> {
    const rows = await this.db.select().from(loginAttempts).where(inArray(loginAttempts.key, keys));
    const now = this.now().getTime();
    const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
    return until > now ? { locked: true, retryAfterMs: until - now } : { locked: false };
  }

  /** Counts one failure on every key; returns how many attempts remain before the lock. */
  async recordFailure(keys: string[]): Promise<{ remaining: number; retryAfterMs?: number }> {
    const now = this.now();
    const windowStart = new Date(now.getTime() - this.windowMs);
    let worst = 0;
    for (const key of keys) {
      // A new window starts when the old one has passed or an earlier lock has run out.
      const fresh = sql`(${loginAttempts.windowStartedAt} < ${windowStart} or (${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= ${now}))`;
      const [row] = await this.db
        .insert(loginAttempts)
        .values({ key, failures: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: loginAttempts.key,
          set: {
            failures: sql`case when ${fresh} then 1 else ${loginAttempts.failures} + 1 end`,
            windowStartedAt: sql`case when ${fresh} then ${now} else ${loginAttempts.windowStartedAt} end`,
            lockedUntil: sql`case when ${fresh} then null else ${loginAttempts.lockedUntil} end`,
          },
        })
        .returning({ failures: loginAttempts.failures });
      const failures = row?.failures ?? 1;
      worst = Math.max(worst, failures);
      if (failures >= this.max) {
        await this.db
          .update(loginAttempts)
          .set({ lockedUntil: new Date(now.getTime() + this.lockMs) })
          .where(sql`${loginAttempts.key} = ${key}`);
      }
    }
    const remaining = Math.max(0, this.max - worst);
    return remaining === 0 ? { remaining, retryAfterMs: this.lockMs } : { remaining };
  }

  async reset(keys: string[]): Promise<void> {
    await this.db.delete(loginAttempts).where(inArray(loginAttempts.key, keys));
  }
}

export const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
