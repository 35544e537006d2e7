import { describe, expect, it } from 'vitest';
import { addTags, PUBLISH_FORM_DEFAULTS, publishFormSchema } from './publish-form-schema';

const valid = { ...PUBLISH_FORM_DEFAULTS, title: 'T', content: 'C', category: 'general' };

describe('the publish form', () => {
  it('defaults the price to 9.99 and sends it as cents', () => {
    expect(PUBLISH_FORM_DEFAULTS.price).toBe('9.99');
    expect(publishFormSchema.parse(valid).price).toBe(999);
  });

  it.each(['', '0', '-1', 'abc'])("refuses the price %j with 'Price must be a positive number'", (price) => {
    const result = publishFormSchema.safeParse({ ...valid, price });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Price must be a positive number']);
  });

  it('refuses a price under 0.99, over 999.99 or with fractions of a cent', () => {
    const message = (price: string) =>
      publishFormSchema.safeParse({ ...valid, price }).error?.issues[0]?.message;
    expect(message('0.5')).toBe('A paid price must be at least $0.99');
    expect(message('1000')).toBe('Price must be at most $999.99');
    expect(message('1.234')).toBe('Price must be a whole number of cents');
  });

  it('names every missing field', () => {
    const result = publishFormSchema.safeParse({ ...PUBLISH_FORM_DEFAULTS, title: '  ', content: ' ' });
    // The form shows each field's first message.
    const first = new Map<unknown, string>();
    for (const issue of result.error?.issues ?? [])
      if (!first.has(issue.path[0])) first.set(issue.path[0], issue.message);
    expect(Object.fromEntries(first)).toEqual({
      title: 'Title is required',
      content: 'Recipe content is required',
      category: 'Category is required',
    });
  });
});

describe('adding tags', () => {
  it('trims, lowercases, splits at commas and drops blanks and duplicates', () => {
    expect(addTags([], '  Sorting ')).toEqual(['sorting']);
    expect(addTags(['sorting'], 'SORTING')).toBeNull();
    expect(addTags(['sorting'], 'Fast, ,Arrays,fast')).toEqual(['sorting', 'fast', 'arrays']);
    expect(addTags([], '   ')).toBeNull();
  });

  it('stops at the listing limit of 15', () => {
    const many = Array.from({ length: 15 }, (_, i) => `t${i}`);
    expect(addTags(many, 'one-more')).toBeNull();
  });
});
