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

/**
 * Heading words of each section type in the nine languages (issue 19: recipes are written in the
 * user's language, headings included). Latin-script words match whole words; Japanese, Korean
 * and Chinese ones anywhere in the heading. No lookbehind: the browser parses with this too.
 */
const SECTION_WORDS: Array<[SectionType, string, string]> = [
  [
    'goal',
    'goals?|objectives?|purpose|aim|mission|objetivos?|metas?|objectifs?|ziele?|obiettivi|obiettivo|finalidad|finalidade|propósito',
    '目標|目的|ゴール|목표|목적|目标',
  ],
  [
    'principles',
    'principles?|guidelines?|values|rules of thumb|principios|principes|prinzipien|grundsätze|principi|princípios|pautas|directrices|diretrizes|règles|regeln|regole|regras',
    '原則|원칙|原则',
  ],
  [
    'operations',
    'operations?|techniques?|methods?|tools?|moves|actions?|operaciones|opérations|operationen|operazioni|operações|técnicas|tecniche|méthodes|métodos|metodi|methoden|herramientas|outils|werkzeuge|strumenti|ferramentas|acciones|aktionen|azioni|ações',
    'オペレーション|操作(?!步骤|流程)|手法|동작|기법|方法',
  ],
  [
    'steps',
    'steps?|procedure|process|instructions?|workflow|how to|pasos|étapes|etapas|schritte|passaggi|passos|procedimientos?|procédure|verfahren|ablauf|procedura|procedimentos?|processo|proceso|processus|prozess|instrucciones|anleitung|istruzioni|instruções',
    '手順|ステップ|단계|절차|步骤|流程',
  ],
  [
    'parameters',
    'parameters?|inputs?|variables?|settings|requirements?|parámetros|paramètres|parametri|parâmetros|entradas|eingaben|variablen|variabili|variáveis|requisitos|exigences|anforderungen|requisiti',
    'パラメーター|パラメータ|入力|매개변수|입력|参数|输入',
  ],
  [
    'results',
    'results?|outputs?|deliverables?|outcomes?|expected|resultados|résultats|ergebnisse?|risultati|entregables|livrables|entregáveis',
    '結果|成果|결과|结果|产出',
  ],
  [
    'notes',
    'notes?|tips?|caveats?|warnings?|remarks?|notas|remarques|hinweise|anmerkungen|notizen|consejos|conseils|tipps|consigli|dicas|advertencias|avertissements|warnungen|avvertenze|avisos',
    '注意|メモ|備考|ヒント|참고|메모|팁|주의|提示|备注',
  ],
];

const TYPE_PATTERNS: Array<[SectionType, RegExp]> = SECTION_WORDS.map(([type, words, cjk]) => [
  type,
  new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${words})(?=$|[^\\p{L}\\p{N}])|${cjk}`, 'iu'),
]);

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

/** 'Recipe Title' in the nine languages; the others only with their colon ('Rezepttitel:'). */
const LOCAL_TITLE_LABEL =
  'título\\s+de\\s+la\\s+receta|titre\\s+de\\s+la\\s+recette|rezept-?titel|titolo\\s+della\\s+ricetta|título\\s+da\\s+receita|レシピ(?:の)?(?:タイトル|名)|레시피\\s*제목|配方(?:标题|名称)|食谱(?:标题|名称)';
const TITLE_LINE = new RegExp(
  `^\\s*(?:#{1,6}\\s*)?(?:\\*\\*|__)?\\s*(?:recipe\\s+title|(?:${LOCAL_TITLE_LABEL})(?=\\s*(?:\\*\\*|__)?\\s*[:：]))\\s*[:：]?\\s*(?:\\*\\*|__)?\\s*[:：]?\\s*(.*?)\\s*(?:\\*\\*|__)?\\s*$`,
  'iu',
);
const TITLE_LABEL = new RegExp(`(?:recipe\\s+title|${LOCAL_TITLE_LABEL})\\s*[:：]`, 'iu');
const MD_HEADING = /^\s*#{1,6}\s+(.+?)\s*#*\s*$/;
/** `**Goal**`, `**Goal:**`, `__Goal__:` — a bold label alone on its line, optionally followed by text. */
const BOLD_LABEL = /^\s*(?:\*\*|__)([^*_]{1,80}?)\s*[:：]?\s*(?:\*\*|__)\s*[:：]?\s*(.*)$/;
/** `Goal: text` where the label is one of the known section names. */
const PLAIN_LABEL = /^\s*(\p{L}[\p{L} ]{1,40}?)\s*[:：]\s*(.*)$/u;
const LIST_MARKER = /^\s*(?:[-*+•]|\d{1,3}[.)]|[a-z][.)])\s+/i;

const cleanHeading = (text: string) =>
  text
    .replace(/^(?:\d{1,3}[.)]\s*)/, '')
    .replace(/[*_`]/g, '')
    .replace(/[:：]\s*$/, '')
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
