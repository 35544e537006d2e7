import type { ParsedRecipe } from '@shared/recipe/parse-recipe';
import { sectionItemCount, sectionPieces } from '@shared/recipe/section-items';

/**
 * The recipe card's figures (platform.md §2 Recipe card, §9 Presenter): read time at 200 words a
 * minute, complexity with the thresholds 8 (medium) and 15 (high), difficulty 1 to 5 and quality
 * as rating × 20 percent. Pure, so the rules are tested without a browser.
 */

export const WORDS_PER_MINUTE = 200;
export const MEDIUM_COMPLEXITY = 8;
export const HIGH_COMPLEXITY = 15;

/**
 * Han ideographs, kana and the CJK punctuation-free ranges: Chinese and Japanese write no spaces
 * between words, so each of these characters counts as one word. Readers manage about 255 Chinese
 * and 350 Japanese characters a minute against about 230 English words (Trauzettel-Klosinski
 * et al., 2012), so one character per word at 200 a minute keeps the estimate as generous as the
 * English one. Korean separates its words with spaces and is counted like English.
 */
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
/** A token is a word when it has a letter or a digit ('1.' is read as a number); '##', '**' and '-' are not. */
const WORDLIKE = /[\p{L}\p{N}]/u;

export function wordCount(text: string): number {
  const cjk = text.match(CJK_CHAR)?.length ?? 0;
  let words = 0;
  for (const token of text.replace(CJK_CHAR, ' ').split(/\s+/)) if (WORDLIKE.test(token)) words++;
  return words + cjk;
}

/** Minutes to read the text at 200 words a minute, rounded up, at least 1. */
export function readTimeMinutes(text: string): number {
  return Math.max(1, Math.ceil(wordCount(text) / WORDS_PER_MINUTE));
}

const WORK_SECTIONS = new Set(['principles', 'operations', 'steps']);

/**
 * How much a recipe asks of its user: the items of its Principles, Operations and Steps sections
 * (what one has to understand and do), plus one for every code block anywhere in it (technical
 * content weighs more, so a block inside a step counts as its item and again as code). A Goal,
 * notes or results add nothing: they are read, not done.
 */
export function complexityScore(recipe: ParsedRecipe): number {
  let score = 0;
  for (const section of recipe.sections) {
    const pieces = sectionPieces(section.content);
    if (WORK_SECTIONS.has(section.type)) score += pieces.length;
    for (const piece of pieces) if (piece.kind === 'code') score++;
  }
  return score;
}

export type ComplexityLevel = 'low' | 'medium' | 'high';

/** §9: medium from 8, high from 15. */
export function complexityLevel(score: number): ComplexityLevel {
  if (score >= HIGH_COMPLEXITY) return 'high';
  if (score >= MEDIUM_COMPLEXITY) return 'medium';
  return 'low';
}

/** From this score on a recipe is as hard as the card says: well above the high threshold. */
export const HARDEST_COMPLEXITY = 22;

/**
 * Difficulty 1 to 5, rising with the score and anchored on §9's thresholds:
 * 1 under 4 (a trivial recipe), 2 from 4 to 7, 3 from 8 (medium) to 14, 4 from 15 (high) to 21,
 * 5 from 22 (high by half as much again).
 */
export function difficulty(score: number): 1 | 2 | 3 | 4 | 5 {
  if (score >= HARDEST_COMPLEXITY) return 5;
  if (score >= HIGH_COMPLEXITY) return 4;
  if (score >= MEDIUM_COMPLEXITY) return 3;
  if (score >= MEDIUM_COMPLEXITY / 2) return 2;
  return 1;
}

/** Quality as rating × 20 percent, 0 to 100; no rating (or not a number) gives no figure. */
export function qualityPercent(rating: number | null | undefined): number | null {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return null;
  return Math.min(100, Math.max(0, Math.round(rating * 20)));
}

export interface RecipeAnalysis {
  readMinutes: number;
  sections: number;
  items: number;
  score: number;
  level: ComplexityLevel;
  difficulty: 1 | 2 | 3 | 4 | 5;
  quality: number | null;
}

/** Every figure the card shows, from the text, its parse and the rating. */
export function analyseRecipe(content: string, recipe: ParsedRecipe, rating?: number | null): RecipeAnalysis {
  const score = complexityScore(recipe);
  return {
    readMinutes: readTimeMinutes(content),
    sections: recipe.sections.length,
    items: recipe.sections.reduce((sum, section) => sum + sectionItemCount(section.content), 0),
    score,
    level: complexityLevel(score),
    difficulty: difficulty(score),
    quality: qualityPercent(rating),
  };
}

/**
 * A file name from a title: lower case, accents dropped, letters of any script kept, everything
 * else a single dash; 'recipe' when nothing is left.
 */
export function fileSlug(title: string): string {
  const slug = title
    .normalize('NFD')
    // Latin, Greek and Cyrillic accents only: a kana's voicing mark is part of the letter.
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'recipe';
}
