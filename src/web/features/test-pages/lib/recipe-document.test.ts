import { describe, expect, it } from 'vitest';
import type { JSONContent } from '@tiptap/core';
import { documentToRecipeText, recipeExport } from './recipe-document';

const p = (text: string, marks?: string[]): JSONContent => ({
  type: 'paragraph',
  content: [{ type: 'text', text, ...(marks ? { marks: marks.map((type) => ({ type })) } : {}) }],
});
const h = (level: number, text: string): JSONContent => ({
  type: 'heading',
  attrs: { level },
  content: [{ type: 'text', text }],
});
const list = (type: string, items: string[]): JSONContent => ({
  type,
  content: items.map((text) => ({ type: 'listItem', content: [p(text)] })),
});

const doc: JSONContent = {
  type: 'doc',
  content: [
    h(1, 'Weekly Planner'),
    h(2, 'Goal'),
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Plan ' },
        { type: 'text', text: 'dinners', marks: [{ type: 'bold' }] },
      ],
    },
    h(2, 'Principles'),
    list('bulletList', ['Use what you have', 'Keep it short']),
    h(2, 'Steps'),
    list('orderedList', ['Take stock', 'Draft meals']),
  ],
};

describe('the rich-text demo document as a recipe', () => {
  it('writes headings, lists and bold as the Markdown the recipe parser reads', () => {
    expect(documentToRecipeText(doc)).toBe(
      [
        '# Weekly Planner',
        '',
        '## Goal',
        '',
        'Plan **dinners**',
        '',
        '## Principles',
        '',
        '- Use what you have',
        '- Keep it short',
        '',
        '## Steps',
        '',
        '1. Take stock',
        '2. Draft meals',
      ].join('\n'),
    );
    expect(documentToRecipeText({ type: 'doc', content: [{ type: 'paragraph' }] })).toBe('');
  });

  it('exports the editor JSON with the parsed recipe: title and typed sections with their items', () => {
    const file = recipeExport(doc, new Date('2026-01-02T03:04:05Z'));
    expect(file.format).toBe('recipe-forge/tiptap-recipe');
    expect(file.version).toBe(1);
    expect(file.exportedAt).toBe('2026-01-02T03:04:05.000Z');
    expect(file.document).toBe(doc);
    expect(file.recipe.title).toBe('Weekly Planner');
    expect(file.recipe.sections.map((s) => [s.type, s.priority, s.content])).toEqual([
      ['goal', 'high', ['Plan **dinners**']],
      ['principles', 'medium', ['Use what you have', 'Keep it short']],
      ['steps', 'high', ['Take stock', 'Draft meals']],
    ]);
    // It survives a JSON round trip (what the downloaded file is).
    expect(JSON.parse(JSON.stringify(file))).toEqual(file);
  });
});
