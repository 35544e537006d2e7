import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useParsedRecipe } from './use-parsed-recipe';

const LONG = `# Recipe Title: Long\n## Steps\n${Array.from({ length: 3_000 }, (_, i) => `${i + 1}. Step number ${i + 1} written out.`).join('\n')}`;

function Probe({ content, seen }: { content: string; seen: Array<{ parsing: boolean; sections: number }> }) {
  const { recipe, parsing } = useParsedRecipe(content);
  seen.push({ parsing, sections: recipe.sections.length });
  return <p data-testid="probe">{parsing ? 'Parsing content...' : recipe.title}</p>;
}

describe('useParsedRecipe', () => {
  it("parses a long text from a deferred copy, saying 'Parsing content...' until the result catches up", () => {
    expect(LONG.length).toBeGreaterThan(50_000);
    const seen: Array<{ parsing: boolean; sections: number }> = [];
    render(<Probe content={LONG} seen={seen} />);
    expect(seen[0]).toEqual({ parsing: true, sections: 0 });
    expect(seen.at(-1)).toEqual({ parsing: false, sections: 1 });
    expect(screen.getByTestId('probe')).toHaveTextContent('Long');
  });

  it('parses a short text at once, in one render', () => {
    const seen: Array<{ parsing: boolean; sections: number }> = [];
    const { rerender } = render(<Probe content={'# Recipe Title: Short\n## Goal\nDo it.'} seen={seen} />);
    expect(seen).toEqual([{ parsing: false, sections: 1 }]);
    rerender(<Probe content={'# Recipe Title: Short\n## Goal\nDo it.\n## Steps\n1. Go'} seen={seen} />);
    expect(seen).toEqual([
      { parsing: false, sections: 1 },
      { parsing: false, sections: 2 },
    ]);
  });

  it('keeps showing the last result when a streaming text crosses 50,000 characters', () => {
    const seen: Array<{ parsing: boolean; sections: number }> = [];
    const short = LONG.slice(0, 40_000);
    const { rerender } = render(<Probe content={short} seen={seen} />);
    const before = seen.length;
    rerender(<Probe content={LONG} seen={seen} />);
    expect(seen.slice(before).every((s) => s.sections === 1)).toBe(true);
    expect(seen.at(-1)).toEqual({ parsing: false, sections: 1 });
  });
});
