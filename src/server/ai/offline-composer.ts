import { LANGUAGES, type Language } from '@shared/preference-options';
import { DOMAIN_WORDS, type Domain } from './composer-domain-words';
import { COMPOSER_TEXTS, type ComposerTexts, fill } from './composer-texts';
import { keyTerms, titleCase } from './key-terms';

/**
 * The offline composer: the embedded default when no AI model is configured. Deterministic and
 * without network, it turns a prompt into a well-formed recipe — a domain template, the prompt's
 * key terms carried into every section, numbered steps — so the product works end to end on a
 * fresh machine. It is a fallback with honest output, not a stand-in for a model in tests.
 *
 * It writes in any of the nine languages (headings included, which the recipe parser reads in
 * all of them); its words are in src/server/locales/<lng>/composer.json (composer-texts.ts).
 */
/** Checked in this order: the first domain with a word in the prompt wins. */
const DOMAIN_ORDER: Domain[] = [
  'software',
  'data',
  'learning',
  'project',
  'marketing',
  'writing',
  'research',
];

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isCjk = (word: string) =>
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(word);

/**
 * One pattern per domain and language (composer-domain-words.ts): English words whole ("app" is
 * not "apply"), other Latin-script words as the start of a word, CJK words anywhere.
 */
const DOMAIN_PATTERNS = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    DOMAIN_ORDER.map((domain): [Domain, RegExp] => {
      const alternatives = DOMAIN_WORDS[language][domain].split('|').map((word) => {
        const pattern = escapeRegExp(word.toLowerCase()).replace(/ /g, '\\s+');
        if (isCjk(word)) return pattern;
        if (language === 'en') return `(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`;
        return `(?<![\\p{L}\\p{N}])${pattern}`;
      });
      return [domain, new RegExp(alternatives.join('|'), 'iu')];
    }),
  ]),
) as Record<Language, Array<[Domain, RegExp]>>;

/**
 * The template for a prompt: the first domain, in DOMAIN_ORDER, with a word of English or of the
 * reply's language in it (another language's stems would find English words: 'appli' in 'apply').
 */
export function detectDomain(prompt: string, language: Language = 'en'): Domain | 'general' {
  for (const [index, [domain, english]] of DOMAIN_PATTERNS.en.entries())
    if (english.test(prompt) || DOMAIN_PATTERNS[language][index]![1].test(prompt)) return domain;
  return 'general';
}

/** `a`, `a and b`, `a, b and c` in the language's own way. */
const phrase = (texts: ComposerTexts, items: string[]) => {
  const { listSeparator, listLast, theTask } = texts.frames;
  if (items.length === 0) return theTask;
  if (items.length === 1) return items[0]!;
  return `${items.slice(0, -1).join(listSeparator)}${listLast}${items.at(-1)}`;
};

/** The recipe's title: the key terms and the template's name. */
function recipeTitle(texts: ComposerTexts, language: Language, terms: string[], noun: string): string {
  if (terms.length === 0) return noun;
  const { frames } = texts;
  const shown = terms.slice(0, 3);
  if (language === 'en') return fill(frames.title, { terms: titleCase(shown.join(' ')), noun });
  return fill(frames.title, { terms: shown.join(frames.titleTermSeparator), noun });
}

/** Composes the full recipe text for a prompt, in `language` (English by default). Same prompt, same recipe. */
export function composeRecipe(prompt: string, language: Language = 'en'): string {
  const texts = COMPOSER_TEXTS[language];
  const { frames, headings } = texts;
  // English terms are shown lower-case, as before; other languages keep the prompt's spelling
  // (German nouns keep their capital).
  const terms = keyTerms(prompt, 6, { keepCase: language !== 'en' });
  const template = texts.domains[detectDomain(prompt, language)];
  const quoted = terms.map((term) => fill(frames.term, { term }));
  const topic = phrase(texts, quoted.slice(0, 3));
  const focus = quoted[0] ?? frames.theTask;
  const at = (i: number) => quoted[i % Math.max(quoted.length, 1)] ?? focus;
  const title = recipeTitle(texts, language, terms, template.noun);
  const lastStep = template.steps.length - 1;

  return [
    `# ${fill(frames.titleLine, { label: headings.title, title })}`,
    '',
    `## ${headings.goal}`,
    fill(frames.goal, { topic }),
    '',
    `## ${headings.principles}`,
    ...template.principles.map((text, i) => `${i + 1}. ${fill(frames.principle, { text, term: at(i) })}`),
    '',
    `## ${headings.operations}`,
    ...template.operations.map((name, i) => `- ${fill(frames.operation, { name, term: at(i) })}`),
    '',
    `## ${headings.steps}`,
    ...template.steps.map((text, i) => {
      const frame = i === 0 ? frames.firstStep : i === lastStep ? frames.lastStep : frames.step;
      return `${i + 1}. ${fill(frame, { text, topic, focus })}`;
    }),
    '',
  ].join('\n');
}

/** A short chat title from the first message. */
export function composeTitle(prompt: string): string {
  const terms = keyTerms(prompt, 5);
  const base = terms.length ? titleCase(terms.join(' ')) : prompt.trim().slice(0, 40) || 'New Recipe';
  return base.length > 60 ? `${base.slice(0, 57)}...` : base;
}

/** Splits text into model-like chunks of a few words (deterministic). */
export function chunkText(text: string): string[] {
  return (
    text.match(/\S+\s*|\s+/g)?.reduce<string[]>((chunks, word, i) => {
      if (i % 3 === 0) chunks.push(word);
      else chunks[chunks.length - 1] += word;
      return chunks;
    }, []) ?? []
  );
}
