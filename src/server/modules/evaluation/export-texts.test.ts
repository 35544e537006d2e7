import { LANGUAGES } from '@shared/preference-options';
import { describe, expect, it } from 'vitest';
import { EXPORT_TEXTS, fillText } from './export-texts';

const leaves = (tree: unknown, prefix = ''): Array<[string, string]> =>
  typeof tree === 'string'
    ? [[prefix, tree]]
    : Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) =>
        leaves(v, prefix ? `${prefix}.${k}` : k),
      );
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('export texts', () => {
  const english = new Map(leaves(EXPORT_TEXTS.en));
  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every key of English, the same placeholders, its own words',
    (language) => {
      const texts = new Map(leaves(EXPORT_TEXTS[language]));
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      let same = 0;
      for (const [key, text] of texts) {
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english.get(key)!));
        if (text === english.get(key) && /\p{L}{4,}/u.test(text.replace(/\{\w+\}/g, ''))) same++;
      }
      // A few words are the same in some languages ('Performance', 'Excellent'); most are not.
      expect(same).toBeLessThan(6);
    },
  );

  it('fills placeholders once', () => {
    expect(fillText('{a} and {b}', { a: '{b}', b: 2 })).toBe('{b} and 2');
  });
});
