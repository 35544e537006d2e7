import { extractGoal } from '@shared/recipe/card-text';
import { normalizeTags, TAG_MAX_CHARS } from '@shared/contracts/recipes';
import { keyTerms } from './key-terms';
import type { RecipeModel } from './model';
import type { TaggableRecipe } from './tag-generator';

/** The AI half of a saved recipe's tags (chat-assistant.md §7 "Generate tags from content"). */
export const TAGS_SYSTEM_PROMPT =
  'You label prompt recipes so people can find them again. Read the recipe and answer with 3 to 8 short, lowercase topic tags (one to three words each) as a JSON array of strings, for example ["email marketing", "copywriting", "b2b"]. Answer with the JSON array only.';

/** How much of the content the model reads: the top of a recipe says what it is about. */
const CONTENT_CHARS = 6_000;
const MAX_AI_TAGS = 10;
const FORMAT_WORDS = new Set(['recipe', 'title', 'goal', 'principles', 'operations', 'steps', 'step']);
/** Words that are fine in a sentence but say nothing as a tag ('less', 'small', 'every'...). */
const WEAK_TAG_WORDS = new Set(
  `less small large big little many much every each few several clear clearer simple easy hard quick fast slow
  well still even ever never always often first last next able sure whole full part kind sort lot lots stress
  one two three four five ten way ways day days time times people person someone everyone anything everything`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * A tag list from whatever the model answered: a JSON array (maybe inside a code fence or
 * prose), or a comma, semicolon or line separated list with bullets, numbers, quotes or '#'.
 */
export function parseTagList(text: string): string[] {
  const cleaned = text.replace(/```[a-z]*\n?/gi, '').trim();
  let items: unknown[] | null = null;
  const arrayMatch = /\[[\s\S]*\]/.exec(cleaned);
  if (arrayMatch) {
    try {
      const parsed = JSON.parse(arrayMatch[0]) as unknown;
      if (Array.isArray(parsed)) items = parsed;
    } catch {
      // Not JSON after all: read it as a plain list below.
    }
  }
  if (!items) {
    const objectTags = /"tags"\s*:\s*(\[[\s\S]*?\])/.exec(cleaned);
    if (objectTags) {
      try {
        items = JSON.parse(objectTags[1]!) as unknown[];
      } catch {
        items = null;
      }
    }
  }
  const raw =
    items?.filter((v): v is string => typeof v === 'string') ??
    // A short lead-in such as 'Tags:' or 'Here are the tags:' is not a tag.
    cleaned.replace(/^[^\n:,]{0,40}:\s*/, '').split(/[,;\n]+/);
  const tags = raw
    .map((tag) =>
      tag
        .replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '')
        .replace(/^[\s"'`#[]+|[\s"'`.\]]+$/g, '')
        .replace(/\s+/g, ' ')
        .toLowerCase(),
    )
    .filter((tag) => tag.length >= 2 && tag.length <= TAG_MAX_CHARS && tag.split(' ').length <= 4);
  return normalizeTags(tags).slice(0, MAX_AI_TAGS);
}

/** Without a model: the recipe's key terms (title and goal first, they say what it is for). */
export function keyTermTags(recipe: TaggableRecipe): string[] {
  const goal = extractGoal(recipe.content);
  const source = `${recipe.title}\n${goal || recipe.description}`;
  return keyTerms(source, 12)
    .filter((term) => !FORMAT_WORDS.has(term) && !WEAK_TAG_WORDS.has(term))
    .slice(0, 6);
}

/**
 * The model's tags for a recipe, or the key terms when there is no model (the offline composer).
 * A model that answers nothing usable throws, so the job retries.
 */
export async function aiTags(
  model: RecipeModel,
  recipe: TaggableRecipe,
  signal?: AbortSignal,
): Promise<string[]> {
  if (!model.complete) return keyTermTags(recipe);
  const prompt = `Title: ${recipe.title}\n\n${recipe.content.slice(0, CONTENT_CHARS)}`;
  const tags = parseTagList(await model.complete(TAGS_SYSTEM_PROMPT, prompt, signal));
  if (tags.length === 0) throw new Error('The model answered no tags');
  return tags;
}
