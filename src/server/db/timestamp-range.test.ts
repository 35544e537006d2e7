import { describe, expect, it } from 'vitest';
import { isStorableDate, parseTimestampText } from './timestamp-range';

/** The bounds below were checked against PostgreSQL's own `::timestamptz` casts. */
describe('timestamps PostgreSQL can store', () => {
  it('reads its own text and ISO 8601, as the same instant', () => {
    expect(parseTimestampText('2025-03-01 12:00:00.123456+00')?.toISOString()).toBe(
      '2025-03-01T12:00:00.123Z',
    );
    expect(parseTimestampText('2025-03-01 12:00:00+05:30')?.toISOString()).toBe('2025-03-01T06:30:00.000Z');
    expect(parseTimestampText('2025-03-01T12:00:00Z')?.toISOString()).toBe('2025-03-01T12:00:00.000Z');
    expect(parseTimestampText('0044-03-15 00:00:00+00 BC')?.getUTCFullYear()).toBe(-43);
    expect(parseTimestampText('0001-01-01 00:00:00+00')?.getUTCFullYear()).toBe(1);
    expect(parseTimestampText('4714-11-24 00:00:00+00 BC')).not.toBeNull();
    expect(parseTimestampText('4714-11-23 22:00:00-05 BC')).not.toBeNull();
    expect(parseTimestampText('2025-03-01 12:00:00+15:59:59')).not.toBeNull();
  });

  it('refuses what Date.parse accepts but PostgreSQL cannot read or store', () => {
    for (const text of [
      '-271821-04-20T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '4714-11-23 23:59:59+00 BC',
      '4714-11-24 03:00:00+05 BC',
      '0000-01-01 00:00:00+00',
      '2025-02-30 12:00:00+00',
      '2025-13-01 12:00:00+00',
      '2025-03-01 24:00:00+00',
      '2025-03-01 12:00:00+16',
      '2025-03-01 12:00:00',
      'Sat 1 Mar 2025',
      '2025-03-01',
    ])
      expect(parseTimestampText(text), text).toBeNull();
  });

  it('knows the earliest date a column holds', () => {
    expect(isStorableDate(new Date('-004713-11-24T00:00:00Z'))).toBe(true);
    expect(isStorableDate(new Date('-004713-11-23T23:59:59.999Z'))).toBe(false);
    expect(isStorableDate(new Date(8.64e15))).toBe(true);
  });
});
