import type { PayoutFrequency } from '../../db/schema';

/**
 * When a creator is paid out (platform.md §2 Analytics, §5 payout preferences), in UTC: one rule
 * for the analytics card ("next payout roughly 7 minus the weekday number in days") and for the
 * local provider's payout job, so the day the card names is the day the job pays.
 *
 * - weekly: every Monday at 00:00 UTC, the weekly anchor the Stripe provider sets on a connected
 *   account. Numbering the weekdays from Monday (0) to Sunday (6), the next one is 7 − that
 *   number days ahead, as the spec counts it;
 * - monthly: the 1st of every month at 00:00 UTC (Stripe's monthly anchor 1);
 * - manual, or automatic payouts switched off: nothing is scheduled.
 *
 * A payout made on a scheduled day covers the completed sales that were out of the pending window
 * (PENDING_WINDOW_DAYS) by then.
 */

const DAY_MS = 86_400_000;

export interface PayoutSchedule {
  frequency: PayoutFrequency;
  autoPayoutEnabled: boolean;
}

const startOfUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** The first instant of the month `at` is in (UTC). */
export const startOfUtcMonth = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

/** `YYYY-MM-DD` of the UTC day `at` is in. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Monday 0 … Sunday 6. */
const weekdayFromMonday = (at: Date) => (at.getUTCDay() + 6) % 7;

const scheduled = (schedule: PayoutSchedule) => schedule.autoPayoutEnabled && schedule.frequency !== 'manual';

/** The next scheduled payout after `now`: its day and how many days away it is; null when none is scheduled. */
export function nextPayout(schedule: PayoutSchedule, now: Date): { date: string; days: number } | null {
  if (!scheduled(schedule)) return null;
  const today = startOfUtcDay(now);
  const next =
    schedule.frequency === 'weekly'
      ? new Date(today.getTime() + (7 - weekdayFromMonday(now)) * DAY_MS)
      : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { date: utcDay(next), days: Math.round((next.getTime() - today.getTime()) / DAY_MS) };
}

/** The latest scheduled payout at or before `now` (its instant), or null when none is scheduled. */
export function latestScheduledPayout(schedule: PayoutSchedule, now: Date): Date | null {
  if (!scheduled(schedule)) return null;
  if (schedule.frequency === 'monthly') return startOfUtcMonth(now);
  return new Date(startOfUtcDay(now).getTime() - weekdayFromMonday(now) * DAY_MS);
}

/**
 * Whether the payout of the latest scheduled day is still owed: one was scheduled, and the
 * creator was not paid out since (a late run, after a restart, still makes it).
 */
export function payoutOwed(schedule: PayoutSchedule, lastPayoutAt: Date | null, now: Date): Date | null {
  const due = latestScheduledPayout(schedule, now);
  if (!due) return null;
  return lastPayoutAt === null || lastPayoutAt < due ? due : null;
}
