import { describe, expect, expectTypeOf, it } from 'vitest';
import { AUTH_MESSAGES } from '../contracts/auth';
import { ERROR_CODES } from '../contracts/errors';
import type { Placeholders } from './error-entry';
import {
  ERROR_KEYS,
  ERROR_TABLE,
  type ErrorParams,
  englishText,
  errorEntry,
  isErrorKey,
  renderErrorText,
} from './error-table';

const names = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the error table', () => {
  it('files every key under a known category and a domain', () => {
    for (const [key, entry] of Object.entries(ERROR_TABLE)) {
      expect(ERROR_CODES, key).toContain(entry.code);
      // domain.key, or domain.group.key where a domain's keys come in a family (listing.reason.*).
      expect(key, key).toMatch(/^[a-z]+(\.[a-z][A-Za-z0-9]*)?\.[A-Za-z0-9]+(_(one|other))?$/);
      expect(entry.text.trim().length, key).toBeGreaterThan(0);
    }
  });

  it('keeps the two texts of a plural pair on the same placeholders and category', () => {
    for (const key of Object.keys(ERROR_TABLE).filter((k) => k.endsWith('_one'))) {
      const stem = key.slice(0, -'_one'.length);
      const one = errorEntry(stem, { count: 1 })!;
      const other = errorEntry(stem, { count: 2 })!;
      expect(one.text, stem).not.toBe(other.text);
      expect(names(one.text), stem).toEqual(names(other.text));
      expect(one.code, stem).toBe(other.code);
    }
  });

  it('lists every key by its stem', () => {
    expect(ERROR_KEYS).toContain('chat.noSuchVersion');
    expect(ERROR_KEYS).not.toContain('chat.noSuchVersion_one');
    for (const key of ERROR_KEYS) expect(isErrorKey(key), key).toBe(true);
    expect(isErrorKey('chat.noSuchThing')).toBe(false);
  });

  it('renders a text with its parameters, a plural by its count', () => {
    expect(renderErrorText('allowance.limitReached', { limit: 3 })).toBe(
      "You've used all 3 free recipe generations for this month. Upgrade to the Standard plan for unlimited recipes.",
    );
    expect(renderErrorText('chat.noSuchVersion', { version: 2, count: 1 })).toBe(
      'Version 2 does not exist: this message has 1 version.',
    );
    expect(renderErrorText('chat.noSuchVersion', { version: 4, count: 3 })).toBe(
      'Version 4 does not exist: this message has 3 versions.',
    );
    expect(renderErrorText('chat.notFound')).toBe('This chat was not found.');
    // As an error travelled: an unknown key shows as itself, a missing parameter stays visible.
    expect(englishText({ key: 'no.suchKey' })).toBe('no.suchKey');
    expect(englishText({ key: 'auth.lockedOut' })).toBe(
      'Too many authentication attempts. Please try again in {{minutes}} minute(s).',
    );
  });

  it('derives each key’s parameters from its placeholders', () => {
    expectTypeOf<ErrorParams<'health.migrationsPending'>>().toEqualTypeOf<{
      applied: string | number;
      expected: string | number;
    }>();
    expectTypeOf<ErrorParams<'chat.noSuchVersion'>>().toEqualTypeOf<{
      version: string | number;
      count: number;
    }>();
    expectTypeOf<keyof ErrorParams<'chat.notFound'>>().toBeNever();
    expectTypeOf<Placeholders<'a {{x}} b {{ y }}'>>().toEqualTypeOf<'x' | ' y '>();
    // @ts-expect-error a key with placeholders needs its parameters
    renderErrorText('allowance.limitReached');
    // @ts-expect-error and every one of them
    renderErrorText('health.migrationsPending', { applied: 1 });
  });

  it('is where the contracts read the texts the forms check too', () => {
    expect(AUTH_MESSAGES.invalidLink).toBe(ERROR_TABLE['auth.invalidLink'].text);
    // PASSWORD_MAX words this one in contracts/auth.ts; the table must say the same.
    expect(AUTH_MESSAGES.passwordTooLong).toBe(ERROR_TABLE['auth.passwordTooLong'].text);
  });
});
