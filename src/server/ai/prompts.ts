import type { Language } from '@shared/preference-options';
import { COMPOSER_TEXTS, fill } from './composer-texts';
import { LANGUAGE_NAMES } from './reply-language';

/**
 * What the model is told: answer with a recipe in the product's plain form, and keep the thread.
 * The recipe parser (shared/recipe/parse-recipe.ts) also reads the other forms models write anyway
 * (fenced answers, emoji labels, "Step 1:" headings, tables, closing remarks…); asking for the
 * plain one makes those rarer (issue 25).
 */
export const RECIPE_SYSTEM_PROMPT = `You are Recipe Forge, an assistant that turns a person's rough idea into a reusable, structured AI prompt called a recipe.

Answer with a recipe in exactly this plain markdown form:

# Recipe Title: <a short, specific title>

## Goal
<one or two sentences: what the recipe achieves and for whom>

## Principles
1. <a guiding principle>
(3 to 6 numbered principles)

## Operations
- **<operation name>**: <what it does>
(3 to 6 bullet points)

## Steps
1. <an imperative, concrete step>
(5 to 10 numbered steps)

Keep to that form:
- Start with the "# Recipe Title:" line and end with the last step: no sentence before the title, and no closing remark, summary or offer after the steps.
- Write the four "##" headings exactly as shown, in that order, each alone on its line with its text on the lines below it. Add no other sections.
- Number the steps "1.", "2.", "3." in the one Steps section: no "Step 1:" labels, and no heading for each step.
- Plain markdown only: do not wrap the answer in a code fence (\`\`\`), and use no emoji, no tables, no horizontal rules (---) and no bold lines in place of the headings.

Carry the person's key terms into every section. For a follow-up message, revise the previous recipe as asked and answer with the whole revised recipe in the same form. If the message is a greeting or a question about you, answer briefly in plain text and invite them to describe a task.`;

export const TITLE_SYSTEM_PROMPT =
  'Write a title of 2 to 6 words for a chat that starts with the following message. Answer with the title only, no quotes, no punctuation at the end.';

/**
 * The system prompt for a reply in `language`: the plain form above, and for any language but
 * English an instruction (in English, naming the language) to write the recipe in it with the
 * headings the recipe parser reads in that language (shared/recipe/parse-recipe.ts).
 */
export function recipeSystemPrompt(language: Language = 'en'): string {
  if (language === 'en') return RECIPE_SYSTEM_PROMPT;
  return `${RECIPE_SYSTEM_PROMPT}\n\n${languageInstruction(language)}`;
}

export function languageInstruction(language: Language): string {
  const { headings, frames } = COMPOSER_TEXTS[language];
  const titleLine = fill(frames.titleLine, { label: headings.title, title: '<title>' });
  const name = LANGUAGE_NAMES[language];
  return `Write the recipe in ${name}: the title, every section and every item, whatever language the form above is in. Use these ${name} headings in place of the English ones, exactly as written and in the same plain form: "# ${titleLine}", "## ${headings.goal}", "## ${headings.principles}", "## ${headings.operations}", "## ${headings.steps}". Any plain-text answer is in ${name} too.`;
}
