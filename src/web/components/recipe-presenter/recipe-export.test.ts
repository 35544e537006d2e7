import { parseRecipe } from '@shared/recipe/parse-recipe';
import { describe, expect, it } from 'vitest';
import { RECIPE } from './presenter-test-utils';
import { exportSlug, recipeExportData, recipeJson, recipeMarkdown } from './recipe-export';

describe('the presenter exports', () => {
  const data = recipeExportData(parseRecipe(RECIPE));

  it('writes the recipe as Markdown: title, then each section with its items, steps numbered', () => {
    expect(recipeMarkdown(data)).toBe(
      [
        '# Weekly Meal Prep',
        '',
        '## Goal',
        '',
        '- Cook once, eat well all week.',
        '',
        '## Principles',
        '',
        '- Plan before shopping',
        '- Batch similar tasks',
        '',
        '## Operations',
        '',
        '- Chop',
        '- Roast',
        '- Portion',
        '',
        '## Steps',
        '',
        '1. Pick recipes',
        '2. Shop',
        '',
      ].join('\n'),
    );
  });

  it('writes JSON of {title, sections: [{title, type, priority, items}]}', () => {
    expect(JSON.parse(recipeJson(data))).toEqual({
      title: 'Weekly Meal Prep',
      sections: [
        { title: 'Goal', type: 'goal', priority: 'high', items: ['Cook once, eat well all week.'] },
        {
          title: 'Principles',
          type: 'principles',
          priority: 'medium',
          items: ['Plan before shopping', 'Batch similar tasks'],
        },
        { title: 'Operations', type: 'operations', priority: 'medium', items: ['Chop', 'Roast', 'Portion'] },
        { title: 'Steps', type: 'steps', priority: 'high', items: ['Pick recipes', 'Shop'] },
      ],
    });
  });

  it('keeps a code block whole, as one item and one fenced block, and round-trips through the parser', () => {
    const withCode = '# Recipe Title: Code\n## Steps\n1. Run it\n```bash\nnpm test\n```\n2. Read it';
    const parsed = recipeExportData(parseRecipe(withCode));
    expect(parsed.sections[0]!.items).toEqual(['Run it', '```bash\nnpm test\n```', 'Read it']);
    const markdown = recipeMarkdown(parsed);
    expect(markdown).toContain('1. Run it\n```bash\nnpm test\n```\n2. Read it');
    expect(recipeExportData(parseRecipe(markdown))).toEqual(parsed);
  });

  it("names an untitled recipe 'Untitled Recipe'", () => {
    expect(recipeExportData(parseRecipe('## Goal\nShip it.\n## Steps\n1. Go')).title).toBe('Untitled Recipe');
  });

  it('makes file names from titles in any script', () => {
    expect(exportSlug('Weekly Meal Prep!')).toBe('weekly-meal-prep');
    expect(exportSlug('  Crème brûlée: 2 ways ')).toBe('creme-brulee-2-ways');
    expect(exportSlug('睡前放松流程')).toBe('睡前放松流程');
    expect(exportSlug('***')).toBe('recipe');
    expect(exportSlug('a'.repeat(200))).toHaveLength(80);
  });
});
