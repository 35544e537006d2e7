import { describe, expect, it } from 'vitest';
import { addTag, removeTag } from './tags';

describe('tag editing rules', () => {
  it('trims, ignores empty input and does not add duplicates in any case', () => {
    expect(addTag(['alpha'], '  beta ')).toEqual(['alpha', 'beta']);
    expect(addTag(['alpha'], '   ')).toBeNull();
    expect(addTag(['alpha'], 'ALPHA')).toBeNull();
  });

  it('removes exactly the given tag', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});
