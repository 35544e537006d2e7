import { describe, expect, it } from 'vitest';
import { centsOf, dollarsOf, presetText } from './price-input';

describe('the dialog price input', () => {
  it('reads non-numeric and empty text as 0 (platform.md §5)', () => {
    expect(dollarsOf('')).toBe(0);
    expect(dollarsOf('abc')).toBe(0);
    expect(dollarsOf('  ')).toBe(0);
    expect(centsOf('abc')).toBe(0);
  });

  it('turns dollars into exact cents', () => {
    expect(centsOf('5')).toBe(500);
    expect(centsOf('2.99')).toBe(299);
    expect(centsOf('9.9')).toBe(990);
    expect(centsOf(' 4.99 ')).toBe(499);
  });

  it('keeps what is wrong visible for the schema: negative, fractions of a cent, huge', () => {
    expect(centsOf('-3')).toBe(-300);
    expect(Number.isInteger(centsOf('1.234'))).toBe(false);
    expect(centsOf('12345678')).toBe(1_234_567_800);
  });

  it('writes presets as the input shows them', () => {
    expect(presetText(0)).toBe('0');
    expect(presetText(2.99)).toBe('2.99');
  });
});
