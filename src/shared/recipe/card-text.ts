import { LIMITS } from '../constants';
import { parseRecipe, sectionText } from './parse-recipe';

/** Texts derived from a recipe's content for cards, saves and the manager (platform.md §5). */

export const NO_GOAL = 'No goal specified.';
export const NO_DESCRIPTION = 'No description available';

/** The goal section of the content, '' when there is none. */
export function extractGoal(content: string): string {
  return sectionText(parseRecipe(content), 'goal');
}

/** The recipe's title line, '' when there is none. */
export function extractTitle(content: string): string {
  return parseRecipe(content).title?.trim() ?? '';
}

/** The first sentence when it is 20 to 300 characters long, else null. */
function firstSentence(text: string): string | null {
  const match = /^[\s\S]*?[.!?](?=\s|$)/.exec(text.trim());
  const sentence = match?.[0].trim();
  return sentence && sentence.length >= 20 && sentence.length <= 300 ? sentence : null;
}

/**
 * Card description: the goal from the content when it is non-empty, not 'No goal specified.' and
 * shorter than half the description (or there is no description); a description over 500
 * characters gives way to its first sentence when that is 20 to 300 characters; fallback
 * 'No description available'.
 */
export function cardDescription(description: string, content: string): string {
  const desc = description.trim();
  const goal = extractGoal(content);
  if (goal && goal !== NO_GOAL && (!desc || goal.length < desc.length / 2)) return goal;
  if (!desc) return NO_DESCRIPTION;
  if (desc.length > LIMITS.descriptionMax) return firstSentence(desc) ?? `${desc.slice(0, LIMITS.descriptionMax)}…`;
  return desc;
}

/** Manager view goal: from the content, else the description, else 'No goal specified.'. */
export function managerGoal(description: string, content: string): string {
  return extractGoal(content) || description.trim() || NO_GOAL;
}

/**
 * The description a save stores (chat-assistant.md §5 Saving, §9): the extracted goal, else the
 * start of the content, cut to the 500-character description limit.
 */
export function descriptionForSave(content: string): string {
  const source = extractGoal(content) || content.replace(/\s+/g, ' ').trim();
  return source.length > LIMITS.descriptionMax ? `${source.slice(0, LIMITS.descriptionMax - 1)}…` : source;
}

/** The title a save stores: the recipe's title, 'Recipe {messageId}' when under 3 characters, max 200. */
export function titleForSave(content: string, messageId: string): string {
  const title = extractTitle(content).replace(/[*#_`]/g, '').trim();
  const chosen = title.length < 3 ? `Recipe ${messageId}` : title;
  return chosen.slice(0, LIMITS.recipeTitleMax);
}
