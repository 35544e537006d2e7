import type { EvaluationCriterion } from '@shared/contracts/evaluation';
import { EVALUATION_CRITERIA } from '@shared/contracts/evaluation';
import type {
  StructuralCheck,
  StructuralCheckId,
  StructuralScores,
} from '@shared/contracts/evaluation-report';
import { type ParsedRecipe, parseRecipe, type SectionType } from '@shared/recipe/parse-recipe';
import { isActionable } from './imperative-verbs';

/**
 * Deterministic structural checks of a recipe text (issue 22 item 2): the same text always gets
 * the same scores. Each of the six criteria is the mean of its checks (each met 0–1) times 5, so
 * a score can always be traced to the checks behind it. The text is read with the product's own
 * recipe parser, so a check sees the sections the presenter shows.
 */

/** Title, Goal, Principles, Operations, Steps: the recipe's sections, in this order. */
const SECTION_ORDER = ['title', 'goal', 'principles', 'operations', 'steps'] as const;
type Part = (typeof SECTION_ORDER)[number];

const PLACEHOLDER_PATTERNS: RegExp[] = [
  /\bTODO\b/,
  /\bTBD\b/,
  /\bFIXME\b/,
  /\blorem ipsum\b/i,
  /\[(?:insert|add|your|placeholder|todo|tbd|fill)[^\]]*\]/i,
  /<(?:insert|placeholder|your)[^>]*>/i,
  /\{\{[^}]*\}\}/,
  /\bxxx+\b/i,
];

/** Words that show a recipe plans for failure (robustness_error_handling). */
const ERROR_HANDLING =
  /\b(?:if (?:it|this|that|the [\w-]+) (?:fails?|breaks?|errors?)|fails?|failure|errors?|fallback|fall back|edge cases?|retry|retries|roll ?back|recover|recovery|exception|timeouts?|invalid|otherwise|backup|contingency|risks?|mitigat\w*|troubleshoot\w*)\b/i;
/** A step that checks the result. */
const VERIFICATION =
  /\b(?:verify|verifies|check|checks|test|tests|validate|validates|confirm|review|measure|compare|assert|monitor|inspect)\b/i;
/** A concrete detail in a step: a number, a quantity, a named output, a code span, a quote. */
const CONCRETE =
  /\d|`[^`]+`|"[^"]+"|\b(?:output|result|list|table|report|file|checklist|template|draft|summary|plan|test|metric|log|message|email|alert|deadline|owner)s?\b/i;

const STOP_WORDS = new Set(
  'a an and are as at be by for from has have in into is it its of on or that the their then this to was were will with you your each every one all any per can should must not only also more most than so'.split(
    ' ',
  ),
);

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/\*\*|__|`/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2 && !STOP_WORDS.has(w));

/** Jaccard similarity of two texts' word sets. */
function similarity(a: string, b: string): number {
  const x = new Set(words(a));
  const y = new Set(words(b));
  if (x.size === 0 || y.size === 0) return x.size === y.size ? 1 : 0;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / (x.size + y.size - shared);
}

/** Items that repeat an earlier one almost word for word (similarity at or above 0.7). */
function nearDuplicates(items: string[]): number {
  let count = 0;
  for (let i = 1; i < items.length; i++)
    if (items.slice(0, i).some((earlier) => similarity(earlier, items[i]!) >= 0.7)) count++;
  return count;
}

/** An item without its '**Name:**' lead. */
const body = (item: string) => item.replace(/^\*\*[^*]{1,120}\*\*:?\s*/, '').trim();
const isBlank = (item: string) => !/[\p{L}\p{N}]/u.test(body(item));

interface Reading {
  text: string;
  parsed: ParsedRecipe;
  items: (type: SectionType) => string[];
  has: (part: Part) => boolean;
}

function read(text: string): Reading {
  const parsed = parseRecipe(text);
  const items = (type: SectionType) =>
    parsed.sections
      .filter((s) => s.type === type)
      .flatMap((s) => s.content.filter((c) => !c.startsWith('```')));
  return {
    text,
    parsed,
    items,
    has: (part) =>
      part === 'title' ? Boolean(parsed.title?.trim()) : items(part).some((item) => !isBlank(item)),
  };
}

const check = (
  id: StructuralCheckId,
  met: number,
  params: StructuralCheck['params'] = {},
): StructuralCheck => {
  const share = Math.max(0, Math.min(1, Number.isFinite(met) ? met : 0));
  return { id, met: Math.round(share * 100) / 100, passed: share >= 0.999, params };
};

/** The share of `items` that pass, 0 when there are none. */
const share = (items: string[], pass: (item: string) => boolean) =>
  items.length === 0 ? 0 : items.filter(pass).length / items.length;

const stepsOf = (r: Reading) => r.items('steps').filter((s) => !isBlank(s));

const CHECKS: Record<EvaluationCriterion, (r: Reading, constraints: string[]) => StructuralCheck[]> = {
  structural_adherence: (r) => {
    const missing = SECTION_ORDER.filter((part) => !r.has(part));
    // The order of the typed sections that are there (the title always comes first).
    const order = r.parsed.sections
      .map((s) => SECTION_ORDER.indexOf(s.type as Part))
      .filter((i, at, all) => i > 0 && all.indexOf(i) === at);
    let inOrder = 0;
    for (let i = 1; i < order.length; i++) if (order[i]! > order[i - 1]!) inOrder++;
    const ordered = order.length <= 1 ? (order.length === 1 ? 1 : 0) : inOrder / (order.length - 1);
    const placeholder = PLACEHOLDER_PATTERNS.map((p) => p.exec(r.text)?.[0]).find(Boolean);
    return [
      check('sectionsPresent', (SECTION_ORDER.length - missing.length) / SECTION_ORDER.length, {
        missing: missing.join(', '),
        count: SECTION_ORDER.length - missing.length,
        total: SECTION_ORDER.length,
      }),
      check('sectionsOrdered', ordered),
      check(
        'noPlaceholders',
        placeholder || !/[\p{L}\p{N}]/u.test(r.text) ? 0 : 1,
        placeholder ? { found: placeholder.trim().slice(0, 40) } : {},
      ),
    ];
  },
  computational_completeness: (r) => {
    const steps = stepsOf(r);
    const goal = r.items('goal').map(body).join(' ');
    const numbered = numberedSteps(r.text);
    return [
      check('goalStated', Math.min(1, words(goal).length / 5), { words: words(goal).length }),
      check('stepsPresent', Math.min(1, steps.length / 3), { count: steps.length, min: 3 }),
      check('stepsNumbered', steps.length === 0 ? 0 : Math.min(1, numbered / steps.length), {
        numbered,
        count: steps.length,
      }),
      check('operationsListed', Math.min(1, r.items('operations').filter((o) => !isBlank(o)).length / 2), {
        count: r.items('operations').filter((o) => !isBlank(o)).length,
        min: 2,
      }),
    ];
  },
  practical_executability: (r) => {
    const all = r.items('steps');
    const steps = all.filter((s) => !isBlank(s));
    const actionable = share(steps, (s) => isActionable(body(s)));
    // Empty steps count against it: a '3.' with nothing after it is not a step anyone can do.
    const nonEmpty = all.length === 0 ? 0 : steps.length / all.length;
    return [
      check('stepsActionable', actionable * nonEmpty, {
        actionable: steps.filter((s) => isActionable(body(s))).length,
        count: all.length,
      }),
      check('stepsConcrete', share(steps, (s) => words(s).length >= 4 && CONCRETE.test(s)) * nonEmpty, {
        count: steps.length,
      }),
    ];
  },
  clarity_effectiveness: (r) => {
    const steps = stepsOf(r);
    const title = r.parsed.title?.trim() ?? '';
    const titleWords = words(title).length;
    const repeated = nearDuplicates(steps.map(body));
    const readable = share(steps, (s) => {
      const n = body(s).split(/\s+/).length;
      return n >= 3 && n <= 40;
    });
    return [
      check('titlePresent', title ? Math.min(1, titleWords / 2) : 0, { title: title.slice(0, 80) }),
      check('stepsReadable', readable, { count: steps.length }),
      check('noRepeatedSteps', steps.length === 0 ? 0 : 1 - repeated / steps.length, { repeated }),
    ];
  },
  reasoning_driven_algorithm: (r) => {
    const principles = r.items('principles').filter((p) => !isBlank(p));
    const repeated = nearDuplicates(principles.map(body));
    const steps = stepsOf(r);
    const goalTerms = new Set(words(r.items('goal').join(' ')));
    const titleTerms = words(r.parsed.title ?? '');
    for (const t of titleTerms) goalTerms.add(t);
    // The steps carry the goal through: some of the goal's and title's words come back in them.
    const stepTerms = new Set(words(steps.join(' ')));
    const shared = [...goalTerms].filter((t) => stepTerms.has(t)).length;
    return [
      check('principlesPresent', Math.min(1, principles.length / 2), { count: principles.length, min: 2 }),
      check('principlesDistinct', principles.length === 0 ? 0 : 1 - repeated / principles.length, {
        repeated,
      }),
      check('stepsFollowGoal', goalTerms.size === 0 || steps.length === 0 ? 0 : Math.min(1, shared / 2), {
        shared,
      }),
    ];
  },
  robustness_error_handling: (r, constraints) => {
    const steps = stepsOf(r);
    const lines = r.parsed.sections.flatMap((s) => s.content);
    const handling = lines.filter((l) => ERROR_HANDLING.test(l)).length;
    const verifying = steps.filter((s) => VERIFICATION.test(s)).length;
    const checks = [
      check('errorHandling', Math.min(1, handling / 2), { mentions: handling }),
      check('verificationStep', verifying > 0 ? 1 : 0, { count: verifying }),
    ];
    // A constraint is addressed when most of its key words appear in the recipe.
    if (constraints.length > 0) {
      const recipeWords = new Set(words(r.text));
      const addressed = constraints.filter((c) => {
        const terms = words(c);
        return terms.length === 0 || terms.filter((t) => recipeWords.has(t)).length / terms.length >= 0.5;
      }).length;
      checks.push(
        check('constraintsAddressed', addressed / constraints.length, {
          addressed,
          total: constraints.length,
        }),
      );
    }
    return checks;
  },
};

/** Steps written with a number ('1.', '2)', 'Step 3:') in the raw text. */
function numberedSteps(text: string): number {
  return text.split(/\r?\n/).filter((line) => /^\s*(?:\*\*)?(?:\d{1,3}[.)]|step\s+\d{1,3}\b)/i.test(line))
    .length;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The six criteria's structural scores of a recipe (0–5 each) and their mean. */
export function structuralScores(recipe: string, constraints: string[] = []): StructuralScores {
  const reading = read(recipe);
  const criteria = Object.fromEntries(
    EVALUATION_CRITERIA.map((criterion) => {
      const checks = CHECKS[criterion](reading, constraints);
      const mean = checks.reduce((sum, c) => sum + c.met, 0) / checks.length;
      return [criterion, { score: round1(mean * 5), checks }];
    }),
  ) as StructuralScores['criteria'];
  const overall = round1(
    EVALUATION_CRITERIA.reduce((sum, c) => sum + criteria[c].score, 0) / EVALUATION_CRITERIA.length,
  );
  return { criteria, overall };
}
