import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseRecipe } from '@shared/recipe/parse-recipe';
import { shareSections, useParsedRecipe } from './use-parsed-recipe';

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

  it('parses a long streaming text at once, without a deferred second render', () => {
    const seen: Array<{ parsing: boolean; sections: number }> = [];
    function Streaming({ content }: { content: string }) {
      const { recipe, parsing } = useParsedRecipe(content, true);
      seen.push({ parsing, sections: recipe.sections.length });
      return null;
    }
    render(<Streaming content={LONG} />);
    expect(seen).toEqual([{ parsing: false, sections: 1 }]);
  });

  it('keeps the objects of unchanged sections from one parse to the next', () => {
    const first = parseRecipe('# Recipe Title: T\n## Goal\nDo it.\n## Steps\n1. Go');
    const next = shareSections(
      parseRecipe('# Recipe Title: T\n## Goal\nDo it.\n## Steps\n1. Go\n2. Stop'),
      first,
    );
    expect(next.sections[0]).toBe(first.sections[0]);
    expect(next.sections[1]).not.toBe(first.sections[1]);
    expect(next.sections[1]?.content).toEqual(['Go', 'Stop']);
    // Nothing changed: the previous result itself.
    expect(shareSections(parseRecipe('# Recipe Title: T\n## Goal\nDo it.\n## Steps\n1. Go'), first)).toBe(
      first,
    );
  });
});
