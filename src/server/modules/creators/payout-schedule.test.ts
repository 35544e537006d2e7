import { describe, expect, it } from 'vitest';
import { latestScheduledPayout, nextPayout, payoutOwed } from './payout-schedule';

const weekly = { frequency: 'weekly' as const, autoPayoutEnabled: true };
const monthly = { frequency: 'monthly' as const, autoPayoutEnabled: true };
const at = (iso: string) => new Date(iso);

describe('the payout schedule', () => {
  it('weekly: the next payout is 7 minus the weekday number days away (a Sunday, UTC)', () => {
    // 2026-11-25 is a Wednesday (3): 4 days to Sunday the 29th.
    expect(nextPayout(weekly, at('2026-11-25T23:59:00Z'))).toEqual({ date: '2026-11-29', days: 4 });
    // Saturday (6): 1 day. Sunday (0): a whole week, today's payout is the one just made.
    expect(nextPayout(weekly, at('2026-11-28T08:00:00Z'))).toEqual({ date: '2026-11-29', days: 1 });
    expect(nextPayout(weekly, at('2026-11-29T00:00:00Z'))).toEqual({ date: '2026-12-06', days: 7 });
    // Monday (1): 6 days.
    expect(nextPayout(weekly, at('2026-11-30T12:00:00Z'))).toEqual({ date: '2026-12-06', days: 6 });
  });

  it('monthly: the 1st of the next month, across a year end', () => {
    expect(nextPayout(monthly, at('2026-11-15T10:00:00Z'))).toEqual({ date: '2026-12-01', days: 16 });
    expect(nextPayout(monthly, at('2026-12-31T23:00:00Z'))).toEqual({ date: '2027-01-01', days: 1 });
    expect(nextPayout(monthly, at('2027-01-01T00:00:00Z'))).toEqual({ date: '2027-02-01', days: 31 });
  });

  it('manual, or automatic payouts off: nothing is scheduled or owed', () => {
    const now = at('2026-11-25T12:00:00Z');
    expect(nextPayout({ frequency: 'manual', autoPayoutEnabled: true }, now)).toBeNull();
    expect(nextPayout({ ...weekly, autoPayoutEnabled: false }, now)).toBeNull();
    expect(payoutOwed({ frequency: 'manual', autoPayoutEnabled: true }, null, now)).toBeNull();
    expect(payoutOwed({ ...monthly, autoPayoutEnabled: false }, null, now)).toBeNull();
  });

  it("owes the latest scheduled day's payout until one is made after it", () => {
    const wednesday = at('2026-11-25T12:00:00Z');
    const sunday = at('2026-11-22T00:00:00Z');
    expect(latestScheduledPayout(weekly, wednesday)).toEqual(sunday);
    expect(payoutOwed(weekly, null, wednesday)).toEqual(sunday);
    expect(payoutOwed(weekly, at('2026-11-21T23:00:00Z'), wednesday)).toEqual(sunday);
    expect(payoutOwed(weekly, at('2026-11-22T00:10:00Z'), wednesday)).toBeNull();
    expect(latestScheduledPayout(monthly, wednesday)).toEqual(at('2026-11-01T00:00:00Z'));
    expect(payoutOwed(monthly, at('2026-10-31T00:00:00Z'), wednesday)).toEqual(at('2026-11-01T00:00:00Z'));
    expect(payoutOwed(monthly, at('2026-11-01T00:00:01Z'), wednesday)).toBeNull();
  });
});
