/**
 * The recipe parser (chat-assistant.md §3 Parsed recipe section, platform.md §3 Recipe sections).
 * Turns model output — markdown headings, bold labels, 'Recipe Title:' lines, numbered or bulleted
 * lists, code blocks, stray whitespace — into a title and typed sections. Shared by the server
 * (saving, tags, validation) and the browser (the recipe presenter).
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
  /** The section's non-blank lines, list markers removed; code block lines kept as they are. */
  content: string[];
}

export interface ParsedRecipe {
  title: string | null;
  sections: ParsedSection[];
}

const TYPE_PATTERNS: Array<[SectionType, RegExp]> = [
  ['goal', /\b(goals?|objectives?|purpose|aim|mission)\b/i],
  ['principles', /\b(principles?|guidelines?|values|rules of thumb)\b/i],
  ['operations', /\b(operations?|techniques?|methods?|tools?|moves|actions?)\b/i],
  ['steps', /\b(steps?|procedure|process|instructions?|workflow|how to)\b/i],
  ['parameters', /\b(parameters?|inputs?|variables?|settings|requirements?)\b/i],
  ['results', /\b(results?|outputs?|deliverables?|outcomes?|expected)\b/i],
  ['notes', /\b(notes?|tips?|caveats?|warnings?|remarks?)\b/i],
];

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

export function sectionTypeOf(heading: string): SectionType {
  for (const [type, pattern] of TYPE_PATTERNS) if (pattern.test(heading)) return type;
  return 'default';
}

const TITLE_LINE =
  /^\s*(?:#{1,6}\s*)?(?:\*\*|__)?\s*recipe\s+title\s*:?\s*(?:\*\*|__)?\s*:?\s*(.*?)\s*(?:\*\*|__)?\s*$/i;
const MD_HEADING = /^\s*#{1,6}\s+(.+?)\s*#*\s*$/;
/** `**Goal**`, `**Goal:**`, `__Goal__:` — a bold label alone on its line, optionally followed by text. */
const BOLD_LABEL = /^\s*(?:\*\*|__)([^*_]{1,80}?)\s*:?\s*(?:\*\*|__)\s*:?\s*(.*)$/;
/** `Goal: text` where the label is one of the known section names. */
const PLAIN_LABEL = /^\s*([A-Za-z][A-Za-z ]{1,40}?)\s*:\s*(.*)$/;
const LIST_MARKER = /^\s*(?:[-*+•]|\d{1,3}[.)]|[a-z][.)])\s+/i;

const cleanHeading = (text: string) =>
  text
    .replace(/^(?:\d{1,3}[.)]\s*)/, '')
    .replace(/[*_`]/g, '')
    .replace(/:\s*$/, '')
    .trim();

const isKnownLabel = (label: string) => sectionTypeOf(label) !== 'default' && label.split(/\s+/).length <= 4;

export function parseRecipe(text: string): ParsedRecipe {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let title: string | null = null;
  const sections: ParsedSection[] = [];
  let current: ParsedSection | null = null;
  let inCode = false;

  const open = (heading: string) => {
    const clean = cleanHeading(heading);
    const type = sectionTypeOf(clean);
    current = { title: clean || 'Section', type, priority: PRIORITY[type], content: [] };
    sections.push(current);
  };
  const add = (line: string) => {
    if (!current) open('Overview');
    current!.content.push(line);
  };

  for (const raw of lines) {
    if (/^\s*(```|~~~)/.test(raw)) {
      inCode = !inCode;
      add(raw.trim());
      continue;
    }
    if (inCode) {
      add(raw);
      continue;
    }
    const line = raw.trim();
    if (!line) continue;

    const titleMatch = TITLE_LINE.exec(line);
    if (titleMatch && title === null && titleMatch[1]) {
      title = cleanHeading(titleMatch[1]);
      continue;
    }
    const heading = MD_HEADING.exec(line);
    if (heading) {
      const text = cleanHeading(heading[1]!);
      if (title === null && sections.length === 0 && sectionTypeOf(text) === 'default' && /^#\s/.test(line)) {
        title = text;
        continue;
      }
      open(text);
      continue;
    }
    // A bold label alone on its line is a heading; with text after it, only a known label is.
    const bold = BOLD_LABEL.exec(line);
    const boldLabel = bold ? cleanHeading(bold[1]!) : '';
    if (bold && (!bold[2] || isKnownLabel(boldLabel))) {
      open(boldLabel);
      if (bold[2]) add(bold[2].trim());
      continue;
    }
    const plain = PLAIN_LABEL.exec(line);
    if (plain && !LIST_MARKER.test(line) && isKnownLabel(plain[1]!)) {
      open(plain[1]!);
      if (plain[2]) add(plain[2].trim());
      continue;
    }
    add(line.replace(LIST_MARKER, '').trim());
  }
  return { title, sections };
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

/**
 * Recipe-like detection (chat-assistant.md §4 Execute, platform.md §5): 'recipe title:', or a
 * keyword plus 3 or more list items, 2 or more 'label:' lines, or a code block; or the
 * title/goal/principle/operation/step markers.
 */
export function isRecipeLike(text: string): boolean {
  if (/recipe title\s*:/i.test(text)) return true;
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
