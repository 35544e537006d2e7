import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/preference-options';
import { parseRecipe, sectionTypeOf } from '@shared/recipe/parse-recipe';
import { COMPOSER_TEXTS, fill } from './composer-texts';

/** The offline composer's catalogues (src/server/locales/<lng>/composer.json) against English. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const en = COMPOSER_TEXTS.en;

describe.each(LANGUAGES.filter((l) => l !== 'en'))('composer texts: %s', (language) => {
  const texts = COMPOSER_TEXTS[language];

  it('has as many principles, operations and steps as English in every template', () => {
    for (const [domain, template] of Object.entries(en.domains)) {
      const own = texts.domains[domain as keyof typeof en.domains];
      expect(own.principles.length, domain).toBe(template.principles.length);
      expect(own.operations.length, domain).toBe(template.operations.length);
      expect(own.steps.length, domain).toBe(template.steps.length);
    }
  });

  it('has the same placeholders as English in every frame', () => {
    for (const [key, text] of Object.entries(en.frames))
      expect(placeholders(texts.frames[key as keyof typeof en.frames]), key).toEqual(placeholders(text));
  });

  it('is translated: no template text is left in English', () => {
    for (const [domain, template] of Object.entries(en.domains)) {
      const own = texts.domains[domain as keyof typeof en.domains];
      for (const list of ['principles', 'operations', 'steps'] as const)
        for (const [i, text] of own[list].entries())
          expect(text, `${domain}.${list}.${i}`).not.toBe(template[list][i]);
      expect(own.noun).not.toBe(template.noun);
    }
  });

  it('has headings the recipe parser reads as their sections, and a title line it reads as the title', () => {
    const { headings, frames } = texts;
    expect(sectionTypeOf(headings.goal)).toBe('goal');
    expect(sectionTypeOf(headings.principles)).toBe('principles');
    expect(sectionTypeOf(headings.operations)).toBe('operations');
    expect(sectionTypeOf(headings.steps)).toBe('steps');
    expect(parseRecipe(`# ${fill(frames.titleLine, { label: headings.title, title: 'X Y' })}`).title).toBe(
      'X Y',
    );
  });
});

describe('fill', () => {
  it('fills placeholders once and leaves unknown ones', () => {
    expect(fill('{a} and {b}', { a: '{b}', b: 'x' })).toBe('{b} and x');
    expect(fill('{missing}', {})).toBe('{missing}');
  });
});
