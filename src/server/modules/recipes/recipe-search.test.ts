import { describe, expect, it } from 'vitest';
import { excerptAround, matchedTextOf } from './recipe-search';
import { containsPattern, decodeCursor, encodeCursor } from './recipes.queries';

describe('excerptAround', () => {
  const long = `${'alpha beta gamma delta '.repeat(8)}the hidden Needle sits here ${'omega psi chi '.repeat(8)}`;

  it('keeps about 50 characters centred on the match, marking cut ends', () => {
    const excerpt = excerptAround(long, 'needle');
    expect(excerpt).toMatch(/^….*Needle.*…$/);
    const body = excerpt.slice(1, -1);
    expect(body.length).toBeLessThanOrEqual(50);
    expect(body.length).toBeGreaterThan(35);
    const at = body.indexOf('Needle');
    expect(Math.abs(at - (body.length - at - 6))).toBeLessThan(20);
  });

  it('returns short text whole, with white space folded', () => {
    expect(excerptAround('a  short\n\ntext with x', 'x')).toBe('a short text with x');
  });

  it('starts at the beginning when the match is there', () => {
    const excerpt = excerptAround(`Needle first ${'filler words '.repeat(10)}`, 'needle');
    expect(excerpt.startsWith('Needle first')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
  });

  it('shows the whole needle when it is longer than the excerpt', () => {
    const needle = 'n'.repeat(60);
    expect(excerptAround(`before ${needle} after and more`, needle)).toContain(needle);
  });
});

describe('matchedTextOf', () => {
  const row = {
    title: 'Title X',
    tags: ['one', 'Two words'],
    description: 'desc has word',
    content: 'content word',
  };
  it('is the title, the matching tag, or the description before the content', () => {
    expect(matchedTextOf(row, 'recipe', 'x')).toBe('Title X');
    expect(matchedTextOf(row, 'tag', 'WORDS')).toBe('Two words');
    expect(matchedTextOf(row, 'content', 'word')).toBe('desc has word');
    expect(matchedTextOf(row, 'content', 'content')).toBe('content word');
  });
});

describe('helpers', () => {
  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('round-trips cursors and refuses forged ones', () => {
    const cursor = { createdAt: '2025-01-01 10:00:00.123456+00', id: 'abc' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(() => decodeCursor('garbage')).toThrow(/not valid/);
    expect(() => decodeCursor(Buffer.from('["nope","x"]').toString('base64url'))).toThrow(/not valid/);
  });
});
