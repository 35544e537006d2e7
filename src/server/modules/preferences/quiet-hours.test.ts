import { describe, expect, it } from 'vitest';
import { isWithinQuietHours } from './quiet-hours';

const at = (iso: string) => new Date(iso);

describe('isWithinQuietHours', () => {
  const night = { from: '22:00', to: '08:00' };

  it('reads a window that crosses midnight, start included and end excluded', () => {
    expect(isWithinQuietHours(night, 'UTC', at('2026-11-25T22:00:00Z'))).toBe(true);
    expect(isWithinQuietHours(night, 'UTC', at('2026-11-25T03:00:00Z'))).toBe(true);
    expect(isWithinQuietHours(night, 'UTC', at('2026-11-25T07:59:00Z'))).toBe(true);
    expect(isWithinQuietHours(night, 'UTC', at('2026-11-25T08:00:00Z'))).toBe(false);
    expect(isWithinQuietHours(night, 'UTC', at('2026-11-25T21:59:00Z'))).toBe(false);
  });

  it('reads a window within one day', () => {
    const lunch = { from: '12:00', to: '13:30' };
    expect(isWithinQuietHours(lunch, 'UTC', at('2026-11-25T12:45:00Z'))).toBe(true);
    expect(isWithinQuietHours(lunch, 'UTC', at('2026-11-25T13:30:00Z'))).toBe(false);
    expect(isWithinQuietHours(lunch, 'UTC', at('2026-11-25T23:00:00Z'))).toBe(false);
  });

  it("uses the user's time zone", () => {
    // 14:00 UTC is 23:00 in Tokyo (quiet) and 09:00 in New York (not).
    expect(isWithinQuietHours(night, 'Asia/Tokyo', at('2026-11-25T14:00:00Z'))).toBe(true);
    expect(isWithinQuietHours(night, 'America/New_York', at('2026-11-25T14:00:00Z'))).toBe(false);
  });

  it('treats from equal to to as no quiet hours', () => {
    expect(isWithinQuietHours({ from: '08:00', to: '08:00' }, 'UTC', at('2026-11-25T08:00:00Z'))).toBe(false);
  });
});
