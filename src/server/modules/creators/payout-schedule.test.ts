import { describe, expect, it } from 'vitest';
import { latestScheduledPayout, nextPayout, payoutOwed } from './payout-schedule';

const weekly = { frequency: 'weekly' as const, autoPayoutEnabled: true };
const monthly = { frequency: 'monthly' as const, autoPayoutEnabled: true };
const at = (iso: string) => new Date(iso);

describe('the payout schedule', () => {
  it('weekly: the next payout is 7 minus the weekday number (Monday 0) days away, a Monday (UTC)', () => {
    // 2026-11-25 is a Wednesday (2): 5 days to Monday the 30th.
    expect(nextPayout(weekly, at('2026-11-25T23:59:00Z'))).toEqual({ date: '2026-11-30', days: 5 });
    // Sunday (6): 1 day. Monday (0): a whole week, today's payout is the one just made.
    expect(nextPayout(weekly, at('2026-11-29T08:00:00Z'))).toEqual({ date: '2026-11-30', days: 1 });
    expect(nextPayout(weekly, at('2026-11-30T00:00:00Z'))).toEqual({ date: '2026-12-07', days: 7 });
    // Saturday (5): 2 days.
    expect(nextPayout(weekly, at('2026-12-05T12:00:00Z'))).toEqual({ date: '2026-12-07', days: 2 });
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
    const monday = at('2026-11-23T00:00:00Z');
    expect(latestScheduledPayout(weekly, wednesday)).toEqual(monday);
    expect(latestScheduledPayout(weekly, monday)).toEqual(monday);
    expect(payoutOwed(weekly, null, wednesday)).toEqual(monday);
    expect(payoutOwed(weekly, at('2026-11-22T23:00:00Z'), wednesday)).toEqual(monday);
    expect(payoutOwed(weekly, at('2026-11-23T00:10:00Z'), wednesday)).toBeNull();
    expect(latestScheduledPayout(monthly, wednesday)).toEqual(at('2026-11-01T00:00:00Z'));
    expect(payoutOwed(monthly, at('2026-10-31T00:00:00Z'), wednesday)).toEqual(at('2026-11-01T00:00:00Z'));
    expect(payoutOwed(monthly, at('2026-11-01T00:00:01Z'), wednesday)).toBeNull();
  });
});
