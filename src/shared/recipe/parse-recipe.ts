import {
  CHAT_CLOSING,
  CHAT_OPENING,
  EXTRA_SECTION_WORDS,
  RECIPE_TITLE_LABELS,
  SECTION_WORDS,
  STEP_CJK,
  STEP_WORDS,
  STEPS_TITLE_BY_WORD,
  SUB_LABELS,
  TITLE_WORDS,
} from './section-words';

/**
 * The recipe parser (chat-assistant.md §3 Parsed recipe section, platform.md §3 Recipe sections).
 * Turns model output into a title and typed sections. Shared by the server (saving, tags,
 * validation) and the browser (the recipe presenter, on every streamed chunk).
 *
 * It reads the plain form the system prompt asks for and the forms models write anyway (issue 25):
 * the answer wrapped in a ```markdown / ```md / bare fence (closed or cut off), with chat before or
 * after it; 'Recipe Title: X', '**Title:** X', 'Title: X', a title on the line after its label, an
 * unlabelled first '# Heading' or bold line; emoji before labels; horizontal rules; steps written as
 * '**Step 1:** …' or '### Step 1: …' (items of one Steps section); '### Goal: text'; principles or
 * operations as a bold name line and its paragraph, as '**Name:** text' lines or as a table;
 * lead-in lines ('Key operations:'); indented 'Output:' / 'Tip:' lines under a step; extra sections
 * (Examples, Notes); a closing remark after the recipe, which is dropped like the lead-in before it.
 *
 * It reads line by line with patterns anchored to one line, so it stays linear in the input.
 */
export const SECTION_TYPES = [
  'default',
  'goal',
  'principles',
  'operations',
  'steps',
  'parameters',
  'results',
  'notes',
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];
export type SectionPriority = 'high' | 'medium' | 'low';

export interface ParsedSection {
  title: string;
  type: SectionType;
  priority: SectionPriority;
  /**
   * The section's items, list markers removed: one per list item or paragraph line, with the lines
   * that belong to an item (its indented continuation, its 'Output:' line, the paragraph under a
   * bold name or a step heading) joined into it; code block lines kept as they are.
   */
  content: string[];
}

export interface ParsedRecipe {
  title: string | null;
  sections: ParsedSection[];
}

const L = '\\p{L}\\p{N}';
const TYPE_PATTERNS: Array<[SectionType, RegExp]> = SECTION_WORDS.map(([type, words, cjk]) => [
  type,
  new RegExp(`(?:^|[^${L}])(?:${words})(?=$|[^${L}])|${cjk}`, 'iu'),
]);
/** The same, global: every section word of a label ('Tools and Techniques'). */
const TYPE_PATTERNS_ALL: Array<[SectionType, RegExp]> = TYPE_PATTERNS.map(([type, pattern]) => [
  type,
  new RegExp(pattern.source, 'giu'),
]);
const EXTRA_PATTERN = new RegExp(
  `^(?:${EXTRA_SECTION_WORDS[0]})(?=$|[^${L}])|^(?:${EXTRA_SECTION_WORDS[1]})`,
  'iu',
);

const PRIORITY: Record<SectionType, SectionPriority> = {
  goal: 'high',
  steps: 'high',
  principles: 'medium',
  operations: 'medium',
  parameters: 'medium',
  results: 'low',
  notes: 'low',
  default: 'low',
};

/** Sections whose items are lists: a bold name or a sub-heading in them starts an item. */
const LIST_TYPES: ReadonlySet<SectionType> = new Set([
  'principles',
  'operations',
  'steps',
  'parameters',
  'results',
  'notes',
]);

export function sectionTypeOf(heading: string): SectionType {
  // 操作步骤 is how Chinese says "steps": steps are tried before operations.
  for (const [type, pattern] of TYPE_PATTERNS) if (pattern.test(heading)) return type;
  return 'default';
}

/** Emoji, symbols and their joiners before a label ('🎯 Goal', '✅ Steps'). */
/** …and keycap digits ('1️⃣ Define the goal'). */
const LEADING_SYMBOLS =
  /^(?:[\p{Extended_Pictographic}\p{So}\p{Emoji_Modifier}\s]|\d\uFE0F?\u20E3|\uFE0F|\u200D|\u20E3)+/u;
const stripSymbols = (text: string) =>
  LEADING_SYMBOLS.test(text) ? text.replace(LEADING_SYMBOLS, '') : text;

const FENCE = /^\s{0,3}(`{3,}|~{3,})\s*([\w+.#-]*)/;
const WRAPPER_LANGS = new Set(['', 'markdown', 'md', 'text', 'txt', 'plaintext']);
const RULE = /^\s{0,3}(?:(?:-\s*){3,}|(?:\*\s*){3,}|(?:_\s*){3,}|(?:=\s*){3,})$/;
const HEADING = /^\s{0,3}(#{1,6})(?:\s+|(?=[^#\s]))(.*)$/;
/** '-', '*', '•', '1.', '1)', 'a)', 'iv.', '(1)', '1️⃣'; '1、', '１．' and circled ①②③ need no space. */
const LIST_MARKER =
  /^\s*(?:(?:[-*+•·]|\d{1,3}[.)]|\d{1,3}\uFE0F?\u20E3|[a-z][.)]|[ivx]{1,4}[.)]|\(\d{1,3}\))\s+|(?:\d{1,3}[、．]|[０-９]{1,3}[．.、]|[\u2460-\u2473\u2776-\u2793])\s*)/i;
/** `**Label**` / `__Label__` at the start of a line, then the rest of it. */
const BOLD = /^(\*\*|__)([^*_\n]{1,120}?)\1\s*(.*)$/;
/** `Label: text` with a short label that is all letters and spaces. */
const PLAIN_LABEL = /^(\p{L}[\p{L}\p{M}' -]{0,60}?)\s*[:：]\s*(.*)$/u;
const TITLE_LABEL_START = new RegExp(`^(?:${RECIPE_TITLE_LABELS}|${TITLE_WORDS})`, 'iu');
const LETTER = /[\p{L}\p{N}]/u;

/** Skips spaces and emphasis marks from `from`. */
const skipMarks = (text: string, from: number) => {
  let i = from;
  while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '*' || text[i] === '_')) i++;
  return i;
};

/**
 * A title line: 'Recipe Title: X', '**Title:** X', 'Título: X', '**Recipe Title: X**' give X;
 * a label alone ('Title', '**Recipe Title:**') gives '' (the title is on the next line).
 */
function titleLine(line: string): string | null {
  // '**🧠 Recipe Title:** X': emphasis, then an emoji, then the label.
  const text = stripSymbols(line.slice(skipMarks(line, 0)));
  const start = skipMarks(text, 0);
  const m = TITLE_LABEL_START.exec(text.slice(start, start + 60));
  if (!m) return null;
  const end = start + m[0].length;
  if (end < text.length && LETTER.test(text[end]!)) return null;
  const at = skipMarks(text, end);
  if (at >= text.length) return /^recipe$/i.test(m[0]) ? null : '';
  if (text[at] !== ':' && text[at] !== '：') return null;
  return cleanText(text.slice(at + 1));
}
const STEP_LABEL = new RegExp(
  `^(?:(${STEP_WORDS})\\s*(\\d{1,3}|[ivx]{1,4})(?=$|[^${L}])|(${STEP_CJK}))\\s*[:：.)\\-–—]?\\s*(.*)$`,
  'iu',
);
/** A step label with its separator, for lines without emphasis ('Step 1 is hard' is no label). */
const PLAIN_STEP = new RegExp(
  `^(?:(?:${STEP_WORDS})\\s*(?:\\d{1,3}|[ivx]{1,4})|${STEP_CJK})\\s*[:：.)\\-–—]`,
  'iu',
);
const STEP_WORD_CJK = /ステップ|手順|단계|步骤|第/;
const SUB_LABEL = new RegExp(`^[*_]{0,2}(?:${SUB_LABELS})[*_]{0,2}\\s*(?:\\([^)]{0,40}\\)\\s*)?[:：]`, 'iu');
const isTableSeparator = (line: string) => /^[|:\-\s]+$/.test(line) && line.includes('--');
const SENTENCE_END = /[.!?。！？]$/;

/** Quotes around a whole title ('"Deep Work Plan"', '«Plan»', '「計画」'), not quotes inside it. */
const QUOTE_PAIRS: Record<string, string> = {
  '"': '"',
  "'": "'",
  '“': '”',
  '‘': '’',
  '«': '»',
  '「': '」',
  '『': '』',
};
const trimQuotes = (text: string) => {
  const close = QUOTE_PAIRS[text[0] ?? ''];
  if (!close || text.length < 2 || !text.endsWith(close)) return text;
  const inner = text.slice(1, -1);
  return inner.includes(text[0]!) || inner.includes(close) ? text : inner.trim();
};
const cleanText = (text: string) => trimQuotes(stripSymbols(text.replace(/[*_`]/g, '').trim())).trim();

/** A heading's text without numbering, emphasis, emoji, closing hashes or trailing colon. */
const cleanHeading = (text: string) =>
  cleanText(
    text
      .replace(/\s#+\s*$/, '')
      .replace(/^(?:\d{1,3}[.)]\s*)/, '')
      .replace(/[:：]\s*$/, ''),
  )
    .replace(/^(?:\d{1,3}[.)]\s*)/, '')
    .replace(/[:：]\s*$/, '')
    .trim();

const wordCount = (text: string) => text.split(/\s+/).length;
const isKnownLabel = (label: string) =>
  label.length > 0 &&
  label.length <= 60 &&
  wordCount(label) <= 4 &&
  (sectionTypeOf(label) !== 'default' || EXTRA_PATTERN.test(label));

/**
 * A label that is a section word with at most one more word ('Goal', 'Key Principles', 'Action
 * Steps', '操作步骤'), unlike a title or a sentence that contains one ('Meeting Notes Distiller',
 * 'The steps are simple', '睡前放松流程').
 */
function isPureLabel(label: string): boolean {
  if (!isKnownLabel(label)) return false;
  const type = sectionTypeOf(label);
  const pattern = type === 'default' ? EXTRA_PATTERN : TYPE_PATTERNS_ALL.find(([t]) => t === type)![1];
  const rest = label.replace(pattern, ' ').trim();
  if (!rest) return true;
  return /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(rest)
    ? rest.replace(/\s+/g, '').length <= 2
    : wordCount(rest) <= 1;
}

/** `Goal: text` or `### Goal — text`: a known label, then the text on the same line. */
function splitLabel(text: string, pure = false): [string, string] | null {
  const m = PLAIN_LABEL.exec(text);
  if (!m) return null;
  const label = cleanHeading(m[1]!);
  return (pure ? isPureLabel(label) : isKnownLabel(label)) ? [label, m[2]!.trim()] : null;
}

interface StepMatch {
  word: string;
  rest: string;
}
function stepLabel(text: string): StepMatch | null {
  const m = STEP_LABEL.exec(text);
  if (!m) return null;
  const word = (m[1] ?? STEP_WORD_CJK.exec(m[3] ?? '')?.[0] ?? '단계').toLowerCase();
  return { word, rest: cleanText(m[6] ?? '').replace(/^[-–—:：]\s*/, '') };
}

interface Item {
  section: ParsedSection;
  index: number;
  /** The bold name or step title the item started with, until its body arrives. */
  name: string | null;
  hasBody: boolean;
  /** Indent of the list marker; deeper lines continue the item. */
  indent: number;
  fromList: boolean;
  /** Started by a step heading or a sub-heading: everything up to the next heading is its body. */
  greedy: boolean;
  /** A blank line came after the item's last line. */
  gap: boolean;
  /** Nested bullets joined into it so far. */
  subs: number;
}

const indentOf = (line: string) => {
  let n = 0;
  for (const ch of line) {
    if (ch === ' ') n += 1;
    else if (ch === '\t') n += 4;
    else break;
  }
  return n;
};

const joinParts = (a: string, b: string) => (!a ? b : !b ? a : `${a} ${b}`);
/** 'List meals' + 'Output: a list' → 'List meals — Output: a list'. */
const joinLabelled = (a: string, b: string) =>
  /[.!?:;,。！？：；]$/.test(a) ? joinParts(a, b) : `${a} — ${b}`;

export function parseRecipe(text: string): ParsedRecipe {
  const lines = text.split(/\r\n|\r|\n/);
  let lastFence = -1;
  for (let i = 0; i < lines.length; i++)
    if (lines[i]!.includes('```') || lines[i]!.includes('~~~')) lastFence = i;

  let title = null as string | null;
  const sections: ParsedSection[] = [];
  let current = null as ParsedSection | null;
  let currentLevel = 0;
  /** The section made for text before any heading. */
  let overview = null as ParsedSection | null;
  let item = null as Item | null;
  let code = null as { marker: string } | null;
  let wrapper = null as { marker: string } | null;
  let wrapperUsed = false;
  /** After a closing remark or a closed wrapper: plain text is chat, a heading starts over. */
  let after = false;
  let pendingTitle = false;
  let tentative = null as { line: string; at: number; preamble: ParsedSection | null } | null;
  let dropped = null as ParsedSection | null;
  let tableHeader = null as string | null;
  let blank = true;

  // Counted, not searched: both are asked on many lines, and the parse must stay linear.
  // (Only the Overview, which is untyped and always first, is ever taken out of `sections`.)
  let typedSections = 0;
  const known = () => typedSections > 0;
  const recipeish = () =>
    title !== null || sections.length > (overview !== null && sections[0] === overview ? 1 : 0);

  /** A short chat lead-in before the recipe ('Here is your recipe:') is not a section. */
  const dropLeadIn = () => {
    if (!overview || sections.length !== 1 || sections[0] !== overview) return;
    const c = overview.content;
    if (c.length === 0 || c.length > 2) return;
    const last = c[c.length - 1]!;
    if (/[:：]$/.test(last) || CHAT_OPENING.test(cleanText(c[0]!))) {
      sections.pop();
      dropped = overview;
      overview = null;
      current = null;
      item = null;
    }
  };

  const open = (heading: string, level = 0, type?: SectionType): ParsedSection => {
    const clean = cleanHeading(heading);
    const kind = type ?? sectionTypeOf(clean);
    if (!overview || current !== overview || overview.content.length > 0) dropLeadIn();
    const section: ParsedSection = {
      title: clean || 'Section',
      type: kind,
      priority: PRIORITY[kind],
      content: [],
    };
    sections.push(section);
    if (kind !== 'default') typedSections += 1;
    current = section;
    currentLevel = level;
    item = null;
    return section;
  };
  const ensure = (): ParsedSection => {
    if (current) return current;
    overview = open('Overview', 7, 'default');
    return overview;
  };
  const setTitle = (value: string) => {
    title = cleanText(value);
    dropLeadIn();
  };
  const push = (line: string, extra?: Partial<Item>): Item => {
    const section = ensure();
    section.content.push(line);
    item = {
      section,
      index: section.content.length - 1,
      name: null,
      hasBody: true,
      indent: 0,
      fromList: false,
      greedy: false,
      gap: false,
      subs: 0,
      ...extra,
    };
    return item;
  };
  /** A named item (a bold name line, a step or sub-heading) whose body is still to come. */
  const pushNamed = (name: string, greedy: boolean) => push(name, { name, hasBody: false, greedy });
  const append = (it: Item, part: string, labelled = false) => {
    if (!part) return;
    const c = it.section.content;
    if (!it.hasBody && it.name !== null) {
      c[it.index] = `**${it.name.replace(/[:：]$/, '')}:** ${part}`;
      it.hasBody = true;
    } else c[it.index] = (labelled ? joinLabelled : joinParts)(c[it.index]!, part);
    it.gap = false;
  };
  const stepsSection = (word: string): ParsedSection => {
    if (current?.type === 'steps') return current;
    return open(STEPS_TITLE_BY_WORD[word] ?? 'Steps', currentLevel || 2, 'steps');
  };
  const flushTable = () => {
    if (tableHeader !== null) {
      const header = tableHeader;
      tableHeader = null;
      addTableRow(header);
    }
  };
  const addTableRow = (row: string) => {
    const cells = row
      .replace(/^\s*\|/, '')
      .replace(/\|\s*$/, '')
      .split('|')
      .map((c) => c.trim());
    let body = cells.filter((c) => c.length > 0);
    if (body.length > 2 && /^\d{1,3}[.)]?$/.test(body[0]!)) body = body.slice(1);
    if (body.length === 0) return;
    const name = cleanText(body[0]!);
    push(body.length === 1 ? body[0]! : `**${name.replace(/[:：]$/, '')}:** ${body.slice(1).join(' — ')}`);
  };

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;

    // Fences: inner code blocks are kept line for line; a fence around the whole answer is not.
    const fence = FENCE.exec(raw);
    if (code) {
      if (
        fence &&
        fence[1]!.startsWith(code.marker[0]!) &&
        fence[1]!.length >= code.marker.length &&
        !fence[2]
      )
        code = null;
      (current ?? ensure()).content.push(code ? raw : raw.trim());
      continue;
    }
    if (fence) {
      flushTable();
      const lang = fence[2]!.toLowerCase();
      if (wrapper && !lang && fence[1]![0] === wrapper.marker[0] && i === lastFence) {
        wrapper = null;
        after = true;
        item = null;
        continue;
      }
      const early =
        sections.length === 0 || (sections.length === 1 && overview !== null && overview.content.length <= 3);
      if (
        !wrapper &&
        !wrapperUsed &&
        early &&
        WRAPPER_LANGS.has(lang) &&
        title === null &&
        wrapsRecipe(lines, i)
      ) {
        wrapper = { marker: fence[1]! };
        wrapperUsed = true;
        after = false;
        if (overview && sections.length === 1 && overview.content.length <= 3) {
          sections.pop();
          overview = null;
          current = null;
        }
        item = null;
        continue;
      }
      if (after) continue;
      code = { marker: fence[1]! };
      (current ?? ensure()).content.push(raw.trim());
      // A code block indented under a list item is part of that item: its 'Tip:' line after the
      // block still belongs to the item, not to a new 'Tip' section.
      if (!(item && indentOf(raw) > item.indent)) item = null;
      continue;
    }

    const line = raw.trim();
    if (!line) {
      blank = true;
      if (item) item.gap = true;
      if (tableHeader !== null) flushTable();
      continue;
    }
    const wasBlank = blank;
    blank = false;
    if (RULE.test(line)) {
      flushTable();
      blank = true;
      if (item) item.gap = true;
      continue;
    }
    const indent = indentOf(raw);
    const bare = stripSymbols(line);

    // Tables: the header row and its separator are not items; each row is one.
    if (line.startsWith('|') && !after) {
      if (isTableSeparator(line)) {
        tableHeader = null;
        continue;
      }
      if (tableHeader === null && !lines[i - 1]?.trim().startsWith('|')) {
        tableHeader = line;
        continue;
      }
      flushTable();
      addTableRow(line);
      continue;
    }
    flushTable();

    const heading = HEADING.exec(line);
    const headText = heading ? stripSymbols(heading[2]!.replace(/\s#+\s*$/, '').trim()) : '';

    // A title on the line after its label ('## Title', '**Recipe Title:**').
    if (pendingTitle) {
      pendingTitle = false;
      const candidate = heading ? headText : bare;
      if (!isKnownLabel(cleanHeading(candidate))) {
        setTitle(candidate.replace(LIST_MARKER, ''));
        continue;
      }
    }

    // Title lines: 'Recipe Title: X', '**Title:** X', '# Título: X', '## Title' (then the title).
    if (title === null && !known()) {
      const value = titleLine(heading ? headText : bare);
      if (value !== null) {
        if (value) setTitle(value);
        else pendingTitle = true;
        item = null;
        continue;
      }
    }

    if (heading) {
      after = false;
      const level = heading[1]!.length;
      // '### Step 1: Gather data' is an item of the Steps section.
      const step = stepLabel(headText);
      if (step) {
        stepsSection(step.word);
        const it = pushNamed(step.rest, true);
        if (!step.rest) it.name = null;
        it.indent = level;
        continue;
      }
      const cleaned = cleanHeading(headText);
      // A deeper 'Output' or 'Tip' heading under a step belongs to it.
      if (item?.greedy && level > item.indent && SUB_LABEL.test(`${cleaned}:`)) {
        append(item, `${cleaned}:`);
        continue;
      }
      const split = splitLabel(headText);
      // '### 2. Start from the goal' under '## Principles': a principle, not a Goal section.
      const deeper =
        current !== null && current !== overview && LIST_TYPES.has(current.type) && level > currentLevel;
      if (deeper && !isPureLabel(cleaned) && !(split && isPureLabel(split[0]))) {
        const it = pushNamed(cleaned, true);
        it.indent = level;
        continue;
      }
      if (split?.[1]) {
        open(split[0], level);
        push(split[1]);
        continue;
      }
      if (title === null && !known() && level === 1 && !isPureLabel(cleaned)) {
        setTitle(cleaned);
        continue;
      }
      if (isKnownLabel(cleaned)) {
        open(cleaned, level);
        continue;
      }
      open(cleaned, level);
      continue;
    }

    // Lines under a list item: its indented continuation and its 'Output:' / 'Tip:' lines.
    if (item && item.section === current && (item.fromList || item.greedy || item.name !== null)) {
      const isList = LIST_MARKER.test(raw);
      const body = isList ? line.replace(LIST_MARKER, '') : line;
      if (
        item.fromList &&
        indent > item.indent &&
        (!isList || SUB_LABEL.test(body)) &&
        !(item.gap && isList)
      ) {
        append(item, body, SUB_LABEL.test(body));
        continue;
      }
      // Nested bullets under an item are its details: '1. Draft' + '   - outline' + '   - intro'
      // read 'Draft — outline; intro'.
      if (item.fromList && isList && indent > item.indent) {
        if (item.subs > 0) {
          const c = item.section.content;
          c[item.index] = `${c[item.index]!}; ${body}`;
        } else append(item, body, true);
        item.subs += 1;
        item.gap = false;
        continue;
      }
      if (!item.gap && !isList && SUB_LABEL.test(line) && (item.fromList || item.greedy)) {
        append(item, line, true);
        continue;
      }
    }

    // Bold lines: '**Goal**', '**Goal:** text', '**Step 1:** text', '**Clarity first**'.
    const bold = BOLD.exec(bare);
    if (bold) {
      const inner = bold[2]!.trim();
      const rest = bold[3]!.replace(/^[:：\-–—]\s*/, '').trim();
      const label = cleanHeading(inner);
      const step = stepLabel(inner.replace(/[:：]\s*$/, ''));
      if (step && !after) {
        stepsSection(step.word);
        // Like a list item: its indented 'Output:' line belongs to it.
        if (step.rest && rest) {
          const it = pushNamed(step.rest, false);
          it.fromList = true;
          it.indent = indent;
          append(it, rest);
        } else if (rest) push(rest, { fromList: true, indent });
        else {
          const it = pushNamed(step.rest, true);
          if (!step.rest) it.name = null;
          it.indent = 0;
        }
        continue;
      }
      const innerSplit = !rest ? splitLabel(inner) : null;
      if (innerSplit?.[1] && !after) {
        // '**Goal: text**'
        open(innerSplit[0], 0);
        push(cleanText(innerSplit[1]));
        continue;
      }
      if (isKnownLabel(label) && !SENTENCE_END.test(inner)) {
        const type = sectionTypeOf(label);
        const sameType =
          current !== null && current !== overview && type !== 'default' && current.type === type;
        if (sameType && current!.content.length === 0) {
          if (rest) push(rest);
          continue;
        }
        // In a chat reply, '**Note:** …' is a sentence, not a Notes section.
        const core = type === 'goal' || type === 'principles' || type === 'operations' || type === 'steps';
        if (!sameType && (core || !rest || recipeish())) {
          after = false;
          open(label, 0);
          if (rest) push(rest);
          continue;
        }
        if (!rest) {
          pushNamed(label, false);
          continue;
        }
        // Same type with text: an item such as '**Tools:** a notebook' in Operations.
      } else if (!rest && !SENTENCE_END.test(inner) && !after) {
        if (title === null && !known() && sections.every((s) => s === overview)) {
          tentative = { line, at: overview?.content.length ?? 0, preamble: overview };
          setTitle(inner);
          continue;
        }
        if (current && current !== overview && LIST_TYPES.has(current.type)) {
          pushNamed(label, false);
          continue;
        }
        if (recipeish()) {
          open(label, 0);
          continue;
        }
      }
    }

    // 'Step 1 – Pick a drive', 'Étape 1 : …', '1단계: …' without emphasis: items of the Steps section.
    if (!after && PLAIN_STEP.test(bare)) {
      const step = stepLabel(bare)!;
      stepsSection(step.word);
      push(step.rest, { fromList: true, indent });
      continue;
    }

    // Plain labels: 'Goal: text', 'Steps:'; a lead-in such as 'Key operations:' in its own section.
    if (!LIST_MARKER.test(line) && !after) {
      // '📌 Principles' or 'Principles' alone on its line.
      if ((bare !== line || recipeish()) && !SENTENCE_END.test(bare) && isPureLabel(cleanHeading(bare))) {
        const label = cleanHeading(bare);
        const sameType = current !== null && current !== overview && current.type === sectionTypeOf(label);
        if (!sameType || current!.content.length > 0) open(label, 0);
        continue;
      }
      const split = splitLabel(bare, true);
      if (split) {
        const type = sectionTypeOf(split[0]);
        const core = type === 'goal' || type === 'principles' || type === 'operations' || type === 'steps';
        const sameType =
          current !== null && current !== overview && type !== 'default' && current.type === type;
        if (sameType && !split[1]) continue;
        if (!sameType && (core || recipeish())) {
          open(split[0], 0);
          if (split[1]) push(split[1]);
          continue;
        }
      }
      // 'Here are the steps to follow:' inside Steps.
      if (
        current &&
        current !== overview &&
        /[:：]$/.test(line) &&
        line.length <= 80 &&
        current.type !== 'default' &&
        sectionTypeOf(line) === current.type
      )
        continue;
    }

    // A closing remark after the recipe ('I hope this helps!') is not part of it.
    if (
      after ||
      (current &&
        current !== overview &&
        current.content.length > 0 &&
        indent === 0 &&
        (wasBlank || (item?.fromList ?? false)) &&
        !LIST_MARKER.test(line) &&
        CHAT_CLOSING.test(cleanText(bare)))
    ) {
      after = true;
      item = null;
      continue;
    }

    // The paragraph under a bold name or a step heading.
    if (item && item.section === current && !LIST_MARKER.test(line)) {
      if ((item.name !== null && !item.hasBody) || item.greedy || (item.name !== null && !item.gap)) {
        append(item, line);
        continue;
      }
    } else if (item?.greedy && item.section === current && LIST_MARKER.test(line)) {
      append(item, line.replace(LIST_MARKER, ''));
      continue;
    }

    if (LIST_MARKER.test(line)) {
      push(line.replace(LIST_MARKER, '').trim(), { fromList: true, indent });
      continue;
    }
    push(line);
  }
  flushTable();

  // A first bold line is the title only if a recipe follows it.
  if (tentative && !known()) {
    const t = tentative;
    title = null;
    if (dropped && !overview && t.preamble === dropped) {
      sections.unshift(dropped);
      overview = dropped;
    }
    const target =
      overview && sections[0] === overview
        ? overview
        : (() => {
            const s: ParsedSection = { title: 'Overview', type: 'default', priority: 'low', content: [] };
            sections.unshift(s);
            return s;
          })();
    target.content.splice(Math.min(t.at, target.content.length), 0, t.line);
  }
  return { title, sections };
}

/** Whether the fence at `at` wraps a recipe: its first non-blank line is a heading or a label. */
function wrapsRecipe(lines: string[], at: number): boolean {
  for (let i = at + 1; i < lines.length && i < at + 40; i++) {
    const line = stripSymbols(lines[i]!.trim());
    if (!line) continue;
    if (HEADING.test(line) || titleLine(line) !== null) return true;
    const bold = BOLD.exec(line);
    if (bold) return true;
    return splitLabel(line) !== null;
  }
  // Nothing yet: a stream cut right after the fence. Take it as a wrapper only if it is the last line.
  return at === lines.length - 1 || lines.slice(at + 1).every((l) => !l.trim());
}

/** The first section of a type, joined as text (for the goal summary and descriptions). */
export function sectionText(recipe: ParsedRecipe, type: SectionType): string {
  return (
    recipe.sections
      .find((s) => s.type === type)
      ?.content.join(' ')
      .trim() ?? ''
  );
}

const TITLE_LABEL = new RegExp(`(?:${RECIPE_TITLE_LABELS})\\s*(?:\\*\\*|__)?\\s*[:：]`, 'iu');

/**
 * Recipe-like detection (chat-assistant.md §4 Execute, platform.md §5): 'recipe title:', or a
 * keyword plus 3 or more list items, 2 or more 'label:' lines, or a code block; or the
 * title/goal/principle/operation/step markers.
 */
export function isRecipeLike(text: string): boolean {
  if (TITLE_LABEL.test(text)) return true;
  const hasKeyword = /\b(recipe|goal|principles?|operations?|steps?|prompt|instructions?)\b/i.test(text);
  if (hasKeyword) {
    const listItems = text.split('\n').filter((l) => LIST_MARKER.test(l)).length;
    const labelLines = text
      .split('\n')
      .filter((l) => /^\s*(?:\*\*)?[A-Za-z][A-Za-z ]{1,30}(?:\*\*)?\s*:/.test(l)).length;
    if (listItems >= 3 || labelLines >= 2 || /```/.test(text)) return true;
  }
  const types = new Set(parseRecipe(text).sections.map((s) => s.type));
  return ['goal', 'principles', 'operations', 'steps'].filter((t) => types.has(t as SectionType)).length >= 2;
}
