import type { QuietHours, TimeZone } from '@shared/contracts/preferences';

const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** One formatter per time zone: making one costs far more than using it (every notification asks). */
const clocks = new Map<string, Intl.DateTimeFormat>();

/** Minutes since midnight of `at` on the clock of `timezone`. */
export function clockMinutes(timezone: TimeZone, at: Date): number {
  let clock = clocks.get(timezone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: timezone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timezone, clock);
  }
  const parts = clock.formatToParts(at);
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value);
  return part('hour') * 60 + part('minute');
}

/**
 * Whether `at` falls in the user's quiet hours, read in their time zone. The window may cross
 * midnight (22:00 to 08:00); `from` equal to `to` is an empty window (no quiet hours).
 */
export function isWithinQuietHours(quietHours: QuietHours, timezone: TimeZone, at: Date): boolean {
  const now = clockMinutes(timezone, at);
  const from = minutesOf(quietHours.from);
  const to = minutesOf(quietHours.to);
  if (from === to) return false;
  return from < to ? now >= from && now < to : now >= from || now < to;
}
