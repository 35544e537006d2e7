import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/preference-options';
import { parseRecipe } from '@shared/recipe/parse-recipe';
import { languageInstruction, RECIPE_SYSTEM_PROMPT, recipeSystemPrompt } from './prompts';

/** The form the prompt shows the model, between its introduction and its rules. */
function formOf(prompt: string): string {
  const start = prompt.indexOf('plain markdown form:\n\n');
  const end = prompt.indexOf('\n\nKeep to that form');
  expect(start, 'the prompt shows the form').toBeGreaterThan(0);
  expect(end, 'the prompt gives rules for the form').toBeGreaterThan(start);
  return prompt.slice(start + 'plain markdown form:\n\n'.length, end);
}

/** The form as a model obeying it would write it: placeholders filled, the count hints left out. */
const filled = (form: string, title: string) =>
  form
    .split('\n')
    .filter((line) => !/^\(\d+ to \d+ .*\)$/.test(line))
    .map((line) => line.replace('<a short, specific title>', title).replace(/<([^>]+)>/g, 'Text about $1'))
    .join('\n');

describe('the recipe system prompt', () => {
  it('asks for the plain form: a "# Recipe Title:" line, then Goal, Principles, Operations and numbered Steps', () => {
    const form = formOf(RECIPE_SYSTEM_PROMPT);
    const headings = form.split('\n').filter((line) => line.startsWith('#'));
    expect(headings).toEqual([
      '# Recipe Title: <a short, specific title>',
      '## Goal',
      '## Principles',
      '## Operations',
      '## Steps',
    ]);
    expect(form).toMatch(/## Steps\n1\. /);
    expect(RECIPE_SYSTEM_PROMPT).toContain('Number the steps "1.", "2.", "3." in the one Steps section');
    expect(RECIPE_SYSTEM_PROMPT).toContain('no "Step 1:" labels');
  });

  it('asks for no code fence, emoji, tables, horizontal rules, lead-in or closing remark', () => {
    const rules = RECIPE_SYSTEM_PROMPT.slice(RECIPE_SYSTEM_PROMPT.indexOf('Keep to that form'));
    expect(rules).toContain('do not wrap the answer in a code fence');
    expect(rules).toContain('no emoji');
    expect(rules).toContain('no tables');
    expect(rules).toContain('no horizontal rules');
    expect(rules).toContain('no sentence before the title');
    expect(rules).toContain('no closing remark');
    expect(rules).toContain('Add no other sections');
  });

  it('shows a form the recipe parser reads as the title and the four sections, with the steps as items', () => {
    const recipe = parseRecipe(filled(formOf(RECIPE_SYSTEM_PROMPT), 'Weekly Meal Plan'));
    expect(recipe.title).toBe('Weekly Meal Plan');
    expect(recipe.sections.map((s) => s.type)).toEqual(['goal', 'principles', 'operations', 'steps']);
    expect(recipe.sections.at(-1)!.content).toEqual(['Text about an imperative, concrete step']);
  });

  it('adds nothing for English and, for every other language, its headings in the same plain form', () => {
    expect(recipeSystemPrompt('en')).toBe(RECIPE_SYSTEM_PROMPT);
    expect(recipeSystemPrompt('en')).not.toContain('Write the recipe in');
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const prompt = recipeSystemPrompt(language);
      expect(prompt.startsWith(RECIPE_SYSTEM_PROMPT), language).toBe(true);
      expect(prompt, language).toContain('exactly as written and in the same plain form');
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    'gives %s headings that, put in the form, the parser reads as the same recipe',
    (language) => {
      // The headings the instruction names, in its order: the title line, then the four sections.
      const named = [...languageInstruction(language).matchAll(/"(#{1,2} [^"]+)"/g)].map((m) => m[1]!);
      expect(named).toHaveLength(5);
      const englishHeadings = formOf(RECIPE_SYSTEM_PROMPT)
        .split('\n')
        .filter((line) => line.startsWith('#'));
      let form = formOf(RECIPE_SYSTEM_PROMPT);
      englishHeadings.forEach((heading, i) => {
        form = form.replace(heading, named[i]!.replace('<title>', '<a short, specific title>'));
      });
      const recipe = parseRecipe(filled(form, 'Plan 42'));
      expect(recipe.title).toBe('Plan 42');
      expect(recipe.sections.map((s) => s.type)).toEqual(['goal', 'principles', 'operations', 'steps']);
    },
  );
});
