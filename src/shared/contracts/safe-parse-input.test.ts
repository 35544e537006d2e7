import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findNul, NUL_MESSAGE, safeParseInput } from './safe-parse-input';

describe('the no-NUL rule', () => {
  it('names where the NUL is, in a value or a key', () => {
    expect(findNul({ title: 'ok', tags: ['a', 'b\u0000'] })).toEqual(['tags', 1]);
    expect(findNul({ nested: { 'bad\u0000key': 1 } })).toEqual(['nested', 'bad\\u0000key']);
    expect(findNul({ title: 'fine', tags: [] })).toBeNull();
  });

  it('walks a body nested 100,000 deep without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNul(deep)).toHaveLength(100_000);
    const result = safeParseInput(z.object({}), deep);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(NUL_MESSAGE);
  });
});
