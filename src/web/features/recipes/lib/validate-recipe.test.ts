import { describe, expect, it } from 'vitest';
import { validateRecipeEdit } from './validate-recipe';

describe('validateRecipeEdit', () => {
  it("gives the spec's messages for a blank title, a long title and a long description", () => {
    expect(validateRecipeEdit({ title: '  ' })).toEqual({
      ok: false,
      errors: { title: 'Title is required' },
    });
    expect(validateRecipeEdit({ title: 'x'.repeat(201), description: 'y'.repeat(501) })).toEqual({
      ok: false,
      errors: {
        title: 'Title must be 200 characters or less',
        description: 'Description must be 500 characters or less',
      },
    });
  });

  it('accepts a valid edit, trimming the title and normalising tags', () => {
    const result = validateRecipeEdit({ title: ' T ', tags: [' a ', '', 'A', 'b'] });
    expect(result).toEqual({ ok: true, value: { title: 'T', tags: ['a', 'b'] } });
  });
});
