import { parseRecipe } from '@shared/recipe/parse-recipe';
import { describe, expect, it } from 'vitest';
import {
  analyseRecipe,
  complexityLevel,
  complexityScore,
  difficulty,
  fileSlug,
  qualityPercent,
  readTimeMinutes,
  wordCount,
} from './recipe-analysis';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('readTimeMinutes (200 words a minute, rounded up, at least 1)', () => {
  it('rounds up past each 200 words and never says 0', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes(words(1))).toBe(1);
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes(words(1_000))).toBe(5);
  });

  it('counts words, not markdown marks, and each Chinese or Japanese character as a word', () => {
    // '1.' is read as a number; '##', '**' and '-' are not words.
    expect(wordCount('## Steps\n1. **Chop** the  onions -\n- roast')).toBe(6);
    expect(wordCount('准备食材')).toBe(4);
    expect(wordCount('手順 1: 野菜を切る')).toBe(8);
    expect(wordCount('재료를 준비합니다')).toBe(2);
    expect(readTimeMinutes('字'.repeat(401))).toBe(3);
  });
});

describe('complexity and difficulty (thresholds 8 and 15)', () => {
  it('puts the levels at the spec thresholds', () => {
    expect([0, 7, 8, 14, 15, 40].map(complexityLevel)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });

  it('gives difficulty 1 to 5, 3 from the medium threshold and 4 from the high one', () => {
    expect(difficulty(0)).toBe(1);
    expect(difficulty(3)).toBe(1);
    expect(difficulty(4)).toBe(2);
    expect(difficulty(7)).toBe(2);
    expect(difficulty(8)).toBe(3);
    expect(difficulty(14)).toBe(3);
    expect(difficulty(15)).toBe(4);
    expect(difficulty(21)).toBe(4);
    expect(difficulty(22)).toBe(5);
    expect(difficulty(500)).toBe(5);
    for (let s = 0; s < 40; s++) expect(difficulty(s + 1)).toBeGreaterThanOrEqual(difficulty(s));
  });

  it('scores the items of Principles, Operations and Steps plus every code block', () => {
    const recipe = parseRecipe(
      [
        '# Recipe Title: Deploy',
        '## Goal',
        'Ship it.',
        '## Principles',
        '- Small changes',
        '- Reversible',
        '## Steps',
        '1. Build',
        '2. Run this:',
        '```sh',
        'npm run deploy',
        '```',
        '## Notes',
        '- Friday is fine',
        '```',
        'echo hi',
        '```',
      ].join('\n'),
    );
    // 2 principles + 3 step items (the code block is one) + 2 code blocks; goal and notes add nothing.
    expect(complexityScore(recipe)).toBe(7);
  });
});

describe('qualityPercent (rating x 20)', () => {
  it('is the rating times 20, clamped to 0..100, none without a rating', () => {
    expect(qualityPercent(4.3)).toBe(86);
    expect(qualityPercent(5)).toBe(100);
    expect(qualityPercent(0)).toBe(0);
    expect(qualityPercent(7)).toBe(100);
    expect(qualityPercent(-1)).toBe(0);
    expect(qualityPercent(null)).toBeNull();
    expect(qualityPercent(undefined)).toBeNull();
    expect(qualityPercent(Number.NaN)).toBeNull();
  });
});

describe('analyseRecipe', () => {
  it('counts sections and items as the presenter does', () => {
    const content = '# Recipe Title: T\n## Goal\nA goal.\n## Steps\n1. One\n2. Two\n3. Three';
    expect(analyseRecipe(content, parseRecipe(content), 4)).toEqual({
      readMinutes: 1,
      sections: 2,
      items: 4,
      score: 3,
      level: 'low',
      difficulty: 1,
      quality: 80,
    });
  });
});

describe('fileSlug', () => {
  it('makes a file name from any title', () => {
    expect(fileSlug('Weekly Meal Prep!')).toBe('weekly-meal-prep');
    expect(fileSlug('  Crème brûlée / 2 ')).toBe('creme-brulee-2');
    expect(fileSlug('データ分析ガイド')).toBe('データ分析ガイド');
    expect(fileSlug('***')).toBe('recipe');
    expect(fileSlug('a'.repeat(200))).toHaveLength(80);
  });
});
