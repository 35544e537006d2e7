import { describe, expect, it } from 'vitest';
import { createFormatters, type FormatSettings } from './formatters';
import { visitorSettings } from './visitor-settings';

const base: FormatSettings = {
  language: 'en',
  timeZone: 'UTC',
  dateFormat: 'MM/DD/YYYY',
  timeFormat: '12h',
  currency: 'USD',
};
const f = (change: Partial<FormatSettings> = {}) => createFormatters({ ...base, ...change });

// 3 November 2026, 21:05:09 UTC.
const at = new Date(Date.UTC(2026, 10, 3, 21, 5, 9));

describe('dates', () => {
  it('writes each of the four date formats', () => {
    expect(f({ dateFormat: 'MM/DD/YYYY' }).date(at)).toBe('11/03/2026');
    expect(f({ dateFormat: 'DD/MM/YYYY' }).date(at)).toBe('03/11/2026');
    expect(f({ dateFormat: 'YYYY-MM-DD' }).date(at)).toBe('2026-11-03');
    expect(f({ dateFormat: 'DD MMM YYYY' }).date(at)).toBe('03 Nov 2026');
  });

  it('names the month in the interface language', () => {
    const long = { dateFormat: 'DD MMM YYYY' } as const;
    expect(f({ ...long, language: 'fr' }).date(at)).toBe('03 nov. 2026');
    expect(f({ ...long, language: 'de' }).date(at)).toBe('03 Nov. 2026');
    expect(f({ ...long, language: 'es' }).date('2026-05-03')).toBe('03 may 2026');
    expect(f({ ...long, language: 'ja' }).date(at)).toBe('03 11月 2026');
    expect(f({ ...long, language: 'ko' }).date(at)).toBe('03 11월 2026');
    expect(f({ language: 'de' }).monthDay(at)).toBe('3. Nov.');
    expect(f({ language: 'ja' }).monthDay(at)).toBe('11月3日');
  });

  it('reads the instant on the chosen zone’s clock, across midnight either way', () => {
    // 21:05 UTC is already the 4th in Tokyo (06:05) and still the 3rd in New York (16:05).
    expect(f({ timeZone: 'Asia/Tokyo' }).date(at)).toBe('11/04/2026');
    expect(f({ timeZone: 'Asia/Tokyo', timeFormat: '24h' }).dateTime(at)).toBe('11/04/2026 06:05');
    expect(f({ timeZone: 'America/New_York' }).dateTime(at)).toMatch(/^11\/03\/2026 4:05\sPM$/);
    const early = new Date(Date.UTC(2026, 10, 3, 2, 30));
    expect(f({ timeZone: 'America/Los_Angeles' }).date(early)).toBe('11/02/2026');
    expect(f({ timeZone: 'America/Los_Angeles' }).monthDay(early)).toBe('Nov 2');
  });

  it('keeps a calendar day on its day in every zone', () => {
    expect(f({ timeZone: 'Pacific/Honolulu' }).date('2026-11-03')).toBe('11/03/2026');
    expect(f({ timeZone: 'Australia/Sydney' }).date('2026-11-03')).toBe('11/03/2026');
  });

  it('takes ISO timestamps and epoch milliseconds as instants', () => {
    const tokyo = f({ timeZone: 'Asia/Tokyo', dateFormat: 'YYYY-MM-DD' });
    expect(tokyo.date('2026-11-03T21:05:09.000Z')).toBe('2026-11-04');
    expect(tokyo.date(at.getTime())).toBe('2026-11-04');
  });
});

describe('times', () => {
  it('shows 12 or 24 hours', () => {
    expect(f({ timeFormat: '12h' }).time(at)).toMatch(/^9:05\sPM$/);
    expect(f({ timeFormat: '24h' }).time(at)).toBe('21:05');
    const morning = new Date(Date.UTC(2026, 10, 3, 0, 7));
    expect(f({ timeFormat: '24h' }).time(morning)).toBe('00:07');
    expect(f({ timeFormat: '12h' }).time(morning)).toMatch(/^12:07\sAM$/);
  });

  it('words the half of the day in the interface language', () => {
    expect(f({ language: 'ja', timeFormat: '12h' }).time(at)).toBe('午後9:05');
    expect(f({ language: 'de', timeFormat: '24h' }).time(at)).toBe('21:05');
  });
});

describe('wall clock', () => {
  it('gives local fields that read the zone’s clock', () => {
    const tokyo = f({ timeZone: 'Asia/Tokyo' }).wallClock(at);
    expect([
      tokyo.getFullYear(),
      tokyo.getMonth(),
      tokyo.getDate(),
      tokyo.getHours(),
      tokyo.getMinutes(),
    ]).toEqual([2026, 10, 4, 6, 5]);
    const ny = f({ timeZone: 'America/New_York' }).wallClock(at);
    expect([ny.getDate(), ny.getHours()]).toEqual([3, 16]);
  });
});

describe('numbers and prices', () => {
  it('groups digits the language’s way', () => {
    expect(f().number(12345.5)).toBe('12,345.5');
    expect(f({ language: 'de' }).number(12345.5)).toBe('12.345,5');
    expect(f({ language: 'fr' }).number(5000)).toBe('5\u202f000');
    expect(f({ language: 'de' }).number(0.25, { style: 'percent' })).toBe('25\u00a0%');
  });

  it('reads amounts in the currency’s smallest unit', () => {
    expect(f().price(999)).toBe('$9.99');
    expect(f({ language: 'de', currency: 'EUR' }).price(250000)).toBe('2.500,00\u00a0€');
    expect(f({ language: 'fr' }).price(2900, 'USD')).toBe('29,00\u00a0$US');
  });

  it('gives JPY no decimals', () => {
    expect(f({ currency: 'JPY' }).price(1234)).toBe('¥1,234');
    expect(f({ language: 'ja', currency: 'JPY' }).price(1234)).toBe('￥1,234');
    expect(f({ currency: 'JPY' }).price(1234)).not.toContain('.');
  });
});

describe('a visitor’s settings', () => {
  it('follow the language’s habits, the given zone and USD', () => {
    expect(visitorSettings('en', 'Europe/Paris')).toEqual({
      language: 'en',
      timeZone: 'Europe/Paris',
      dateFormat: 'MM/DD/YYYY',
      timeFormat: '12h',
      currency: 'USD',
    });
    expect(visitorSettings('de', 'UTC')).toMatchObject({ dateFormat: 'DD/MM/YYYY', timeFormat: '24h' });
    expect(visitorSettings('ja', 'UTC')).toMatchObject({ dateFormat: 'YYYY-MM-DD', timeFormat: '24h' });
  });

  it('use the browser’s time zone by default', () => {
    expect(visitorSettings('fr').timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
