import { describe, expect, it } from 'vitest';
import { quietHoursEnd } from './delivery';

describe('quietHoursEnd', () => {
  const night = { from: '22:00', to: '08:00' };

  it('is null outside quiet hours and when from equals to', () => {
    expect(quietHoursEnd(night, 'UTC', new Date('2026-03-02T12:00:00Z'))).toBeNull();
    expect(quietHoursEnd(night, 'UTC', new Date('2026-03-02T08:00:00Z'))).toBeNull();
    expect(quietHoursEnd({ from: '09:00', to: '09:00' }, 'UTC', new Date('2026-03-02T09:30:00Z'))).toBeNull();
  });

  it('ends at the next "to" on the user’s clock, across midnight', () => {
    expect(quietHoursEnd(night, 'UTC', new Date('2026-03-02T23:15:30Z'))?.toISOString()).toBe(
      '2026-03-03T08:00:00.000Z',
    );
    expect(quietHoursEnd(night, 'UTC', new Date('2026-03-03T07:59:00Z'))?.toISOString()).toBe(
      '2026-03-03T08:00:00.000Z',
    );
    expect(
      quietHoursEnd({ from: '13:00', to: '14:30' }, 'UTC', new Date('2026-03-02T13:05:00Z'))?.toISOString(),
    ).toBe('2026-03-02T14:30:00.000Z');
  });

  it('reads the hours in the user’s time zone', () => {
    // 23:00 in Tokyo (UTC+9) is 14:00 UTC; the night ends at 08:00 Tokyo, 23:00 UTC.
    expect(quietHoursEnd(night, 'Asia/Tokyo', new Date('2026-03-02T14:00:00Z'))?.toISOString()).toBe(
      '2026-03-02T23:00:00.000Z',
    );
    expect(quietHoursEnd(night, 'Asia/Tokyo', new Date('2026-03-02T00:00:00Z'))).toBeNull();
  });

  it('walks over a daylight-saving jump to the first minute outside', () => {
    // New York springs forward on 2026-03-08 at 02:00 (to 03:00). Quiet 01:00–02:30 ends at 03:00 EDT.
    const end = quietHoursEnd(
      { from: '01:00', to: '02:30' },
      'America/New_York',
      new Date('2026-03-08T06:30:00Z'),
    );
    expect(end?.toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });
});
