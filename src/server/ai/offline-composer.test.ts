import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecipe } from '@shared/recipe/parse-recipe';
import { keyTerms } from './key-terms';
import { chunkText, composeRecipe, composeTitle, detectDomain } from './offline-composer';
import { offlineModel } from './offline-model';

describe('offline composer', () => {
  it('parses into title, goal, principles, operations and steps for any non-empty prompt (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 500 }).filter((s) => s.trim().length > 0),
        (prompt) => {
          const recipe = parseRecipe(composeRecipe(prompt));
          expect(recipe.title).toBeTruthy();
          expect(recipe.sections.map((s) => s.type)).toEqual(['goal', 'principles', 'operations', 'steps']);
          for (const section of recipe.sections) expect(section.content.length).toBeGreaterThan(0);
          expect(recipe.sections[3]!.content.length).toBeGreaterThanOrEqual(5);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('carries the key terms into every section', () => {
    const prompt = 'Plan a kubernetes migration for our billing service';
    const recipe = parseRecipe(composeRecipe(prompt));
    const terms = keyTerms(prompt);
    expect(terms).toEqual(['plan', 'kubernetes', 'migration', 'billing', 'service']);
    expect(recipe.title!.toLowerCase()).toContain('kubernetes');
    for (const section of recipe.sections) {
      expect(section.content.join(' ').toLowerCase(), section.type).toMatch(
        /plan|kubernetes|migration|billing|service/,
      );
    }
  });

  it('chooses a template by domain and is deterministic', () => {
    expect(detectDomain('debug my python api')).toBe('software');
    expect(detectDomain('Learning system design')).toBe('learning');
    expect(detectDomain('Content strategy plan')).toBe('project');
    expect(detectDomain('hello there')).toBe('general');
    expect(composeRecipe('Content strategy plan')).toBe(composeRecipe('Content strategy plan'));
    expect(composeRecipe('debug my python api')).not.toBe(composeRecipe('Learning system design'));
  });

  it('titles chats from the first message', () => {
    expect(composeTitle('Help me build a learning system for Spanish')).toBe('Learning System Spanish');
    expect(composeTitle('??')).toBe('??');
  });

  it('streams the recipe in chunks that add up to the whole text', async () => {
    const text = composeRecipe('weekly meal prep');
    expect(chunkText(text).join('')).toBe(text);
    const parts: string[] = [];
    for await (const part of offlineModel({ chunkDelayMs: 0 }).stream(
      [{ role: 'user', content: 'weekly meal prep' }],
      new AbortController().signal,
    )) {
      if (part.type === 'text') parts.push(part.text);
    }
    expect(parts.length).toBeGreaterThan(20);
    expect(parts.join('')).toBe(text);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const stream = offlineModel({ chunkDelayMs: 0 }).stream(
      [{ role: 'user', content: 'x y z' }],
      controller.signal,
    );
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const part of stream) {
          seen.push(part.type);
          controller.abort();
        }
      })(),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(1);
  });
});
