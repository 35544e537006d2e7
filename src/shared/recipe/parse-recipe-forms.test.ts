import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ParsedRecipe, parseRecipe } from './parse-recipe';

/**
 * The forms real models write (issue 25, "1. The forms it must read") and what the parser must
 * never do ("2."). The corpus (corpus.test.ts) has whole answers; these pin each form alone.
 */
const outline = (r: ParsedRecipe) => r.sections.map((s) => [s.type, s.title, s.content] as const);
const types = (text: string) => parseRecipe(text).sections.map((s) => s.type);

const PLAIN = `## Goal
Plan a week of meals.

## Steps
1. List the meals
2. Shop once`;

describe('fenced answers', () => {
  it.each(['markdown', 'md', ''])(
    'unwraps a ```%s fence, with a sentence before it and a remark after it',
    (lang) => {
      const recipe = parseRecipe(
        `Here is your recipe:\n\n\`\`\`${lang}\n# Recipe Title: Meal Week\n\n${PLAIN}\n\`\`\`\n\nI hope this helps! Let me know if you want changes.`,
      );
      expect(recipe.title).toBe('Meal Week');
      expect(outline(recipe)).toEqual([
        ['goal', 'Goal', ['Plan a week of meals.']],
        ['steps', 'Steps', ['List the meals', 'Shop once']],
      ]);
    },
  );

  it('keeps a code block inside a bare-fenced answer as code, and the fence lines out of the items', () => {
    const recipe = parseRecipe(
      '```\n# Recipe Title: Script\n## Steps\n1. Run this:\n```bash\nnpm test\n```\n2. Read the report\n```',
    );
    expect(recipe.title).toBe('Script');
    expect(recipe.sections[0]!.content).toEqual([
      'Run this:',
      '```bash',
      'npm test',
      '```',
      'Read the report',
    ]);
  });

  it('returns what exists when the stream is cut inside an unclosed fence', () => {
    const recipe = parseRecipe(
      'Sure!\n```markdown\n# Recipe Title: Cut\n## Goal\nFinish.\n## Steps\n1. One\n2. Tw',
    );
    expect(recipe.title).toBe('Cut');
    expect(outline(recipe)).toEqual([
      ['goal', 'Goal', ['Finish.']],
      ['steps', 'Steps', ['One', 'Tw']],
    ]);
    // Cut right after the opening fence: nothing yet, and no fence line taken for an item.
    expect(parseRecipe('Here you go:\n```markdown').sections.flatMap((s) => s.content)).not.toContain(
      '```markdown',
    );
  });

  it('does not unwrap a code block that holds no recipe', () => {
    const recipe = parseRecipe('Use this prompt:\n```\nYou are a helpful assistant.\n```');
    expect(recipe.sections[0]!.content).toEqual([
      'Use this prompt:',
      '```',
      'You are a helpful assistant.',
      '```',
    ]);
  });
});

describe('title forms', () => {
  it.each([
    ['**Title:** Deep Work Plan', 'Deep Work Plan'],
    ['Title: Deep Work Plan', 'Deep Work Plan'],
    ['**Recipe Title: Deep Work Plan**', 'Deep Work Plan'],
    ['## Title\nDeep Work Plan', 'Deep Work Plan'],
    ['**Recipe Title:**\n**Deep Work Plan**', 'Deep Work Plan'],
    ['# Deep Work Plan', 'Deep Work Plan'],
    ['**Deep Work Plan**', 'Deep Work Plan'],
    ['🧠 Recipe Title: Deep Work Plan', 'Deep Work Plan'],
    ['# 🚀 "Deep Work Plan"', 'Deep Work Plan'],
    ['**🧠 Recipe Title:** Deep Work Plan', 'Deep Work Plan'],
  ])('reads %j', (head, title) => {
    const recipe = parseRecipe(`${head}\n\n${PLAIN}`);
    expect(recipe.title).toBe(title);
    expect(types(`${head}\n\n${PLAIN}`)).toEqual(['goal', 'steps']);
  });

  it('takes a first # heading holding a section word for the title, but not a bare label', () => {
    expect(parseRecipe(`# Meeting Notes Distiller\n\n${PLAIN}`).title).toBe('Meeting Notes Distiller');
    expect(parseRecipe('# Goal\nShip it.\n## Steps\n1. a').title).toBeNull();
  });

  it('takes a first bold line for the title only when a recipe follows', () => {
    const chat = parseRecipe('**Good question!**\n\nIt depends on the season.');
    expect(chat.title).toBeNull();
    expect(chat.sections).toEqual([
      {
        title: 'Overview',
        type: 'default',
        priority: 'low',
        content: ['**Good question!**', 'It depends on the season.'],
      },
    ]);
    const heading = parseRecipe('**Winter Soup Plan**\n\nJust a few thoughts on soup.');
    expect(heading.title).toBeNull();
    expect(heading.sections[0]!.content[0]).toBe('**Winter Soup Plan**');
  });
});

describe('section labels', () => {
  it('reads emoji before labels, as headings, bold labels or bare lines', () => {
    expect(types('## 🎯 Goal\nx\n## ⚙️ Operations\n- y')).toEqual(['goal', 'operations']);
    expect(parseRecipe('## 🎯 Goal\nx').sections[0]!.title).toBe('Goal');
    const bare = parseRecipe(
      '🧠 Recipe Title: X\n\n🎯 Goal: Stretch.\n\n📌 Principles\n• Gently\n\n🪜 Steps\n1. Roll',
    );
    expect(outline(bare)).toEqual([
      ['goal', 'Goal', ['Stretch.']],
      ['principles', 'Principles', ['Gently']],
      ['steps', 'Steps', ['Roll']],
    ]);
  });

  it('skips horizontal rules between sections', () => {
    const recipe = parseRecipe(
      '# Recipe Title: X\n---\n## Goal\nx\n***\n## Steps\n1. a\n___\n- - -\n## Notes\nn',
    );
    expect(outline(recipe)).toEqual([
      ['goal', 'Goal', ['x']],
      ['steps', 'Steps', ['a']],
      ['notes', 'Notes', ['n']],
    ]);
  });

  it('reads the section text on the heading line', () => {
    expect(outline(parseRecipe('### Goal: Finish one task.\n### Steps: Start now.'))).toEqual([
      ['goal', 'Goal', ['Finish one task.']],
      ['steps', 'Steps', ['Start now.']],
    ]);
  });

  it('reads "Action Steps" and similar as Steps, and keeps extra sections as their own', () => {
    expect(types('## Action Steps\n1. a\n## Your Action Steps\n1. b')).toEqual(['steps', 'steps']);
    expect(
      outline(parseRecipe('# Recipe Title: X\n## Steps\n1. a\n2. b\n## Examples\n- e\n**Notes**\n- n')),
    ).toEqual([
      ['steps', 'Steps', ['a', 'b']],
      ['default', 'Examples', ['e']],
      ['notes', 'Notes', ['n']],
    ]);
  });
});

describe('steps', () => {
  it('reads **Step 1:** lines as items of one Steps section', () => {
    const recipe = parseRecipe(
      '# Recipe Title: X\n## Steps\n**Step 1:** Pick a task.\n**Step 2:** Set a timer.',
    );
    expect(outline(recipe)).toEqual([['steps', 'Steps', ['Pick a task.', 'Set a timer.']]]);
  });

  it('reads ### Step 1: headings and their paragraphs as items of one Steps section', () => {
    const recipe = parseRecipe(
      '# Recipe Title: X\n## Steps\n### Step 1: Pick\nChoose one task.\n\n### Step 2: Focus\nWork for 25 minutes.\n\n## Notes\n- n',
    );
    expect(outline(recipe)).toEqual([
      ['steps', 'Steps', ['**Pick:** Choose one task.', '**Focus:** Work for 25 minutes.']],
      ['notes', 'Notes', ['n']],
    ]);
  });

  it('opens a Steps section in the label’s language when the steps come without one', () => {
    expect(outline(parseRecipe('## Objetivo\nx\n**Paso 1:** a\n**Paso 2:** b'))[1]).toEqual([
      'steps',
      'Pasos',
      ['a', 'b'],
    ]);
    expect(outline(parseRecipe('## 目标\nx\n**第一步：** a\n**第二步：** b'))[1]).toEqual([
      'steps',
      '步骤',
      ['a', 'b'],
    ]);
  });

  it('reads 1) items as one list', () => {
    expect(outline(parseRecipe('## Steps\n1) a\n2) b\n3) c'))).toEqual([['steps', 'Steps', ['a', 'b', 'c']]]);
  });

  it('keeps indented Output: and Tip: lines, bulleted or not, with their step', () => {
    const recipe = parseRecipe(
      '## Steps\n1. List the meals\n   Output: a list of seven dinners\n2. Shop once.\n   - Tip: go early\n   *Output:* a full fridge\n3. Cook',
    );
    expect(recipe.sections[0]!.content).toEqual([
      'List the meals — Output: a list of seven dinners',
      'Shop once. Tip: go early — *Output:* a full fridge',
      'Cook',
    ]);
  });

  it('keeps a Tip: line after a code block under a step with that step, and the next steps in Steps', () => {
    const recipe = parseRecipe(
      '# Recipe Title: X\n\n## Steps\n1. Load the data.\n   ```python\n   load()\n   ```\n   Tip: check the rows.\n2. Clean it.\n',
    );
    expect(recipe.sections.map((s) => s.type)).toEqual(['steps']);
    const steps = recipe.sections[0]!.content;
    expect(steps[0]).toContain('Tip: check the rows.');
    expect(steps).toContain('   load()');
    expect(steps.at(-1)).toBe('Clean it.');
  });

  it('joins nested bullets under a step into that step', () => {
    expect(
      parseRecipe('## Steps\n1. Draft\n   - outline\n   - intro\n2. Edit.\n   - cut').sections[0]!.content,
    ).toEqual(['Draft — outline; intro', 'Edit. cut']);
  });

  it('drops lead-in lines inside a section', () => {
    expect(parseRecipe('## Steps\nSteps to follow:\n1. a\n2. b').sections[0]!.content).toEqual(['a', 'b']);
    expect(parseRecipe('## Operations\nKey operations:\n- a').sections[0]!.content).toEqual(['a']);
    expect(parseRecipe('## Steps\nHere are the steps to follow:\n1. a').sections[0]!.content).toEqual(['a']);
  });

  it('does not take a closing remark for a step, in any language', () => {
    for (const remark of [
      'I hope this helps! Let me know if you want a vegetarian version.',
      'Let me know if you would like changes.',
      '¡Espero que te sirva!',
      'J’espère que cela vous aidera !',
      'Ich hoffe, das hilft dir weiter.',
      'Spero che ti sia utile!',
      'Espero que ajude!',
      'お役に立てば幸いです。',
      '도움이 되길 바랍니다!',
      '希望这对你有帮助！',
    ])
      for (const gap of ['\n\n', '\n', '\n\n---\n\n'])
        expect(
          parseRecipe(`# Recipe Title: X\n## Steps\n1. a\n2. b${gap}${remark}`).sections,
          remark,
        ).toEqual([{ title: 'Steps', type: 'steps', priority: 'high', content: ['a', 'b'] }]);
  });
});

describe('principles and operations', () => {
  it('reads a bold name alone on a line and its paragraph as one item', () => {
    const recipe = parseRecipe(
      '# Recipe Title: X\n## Principles\n**Clarity first**\nSay what you want in one sentence.\n\n**Budget**\n\nSpend less than last week.',
    );
    expect(recipe.sections[0]!.content).toEqual([
      '**Clarity first:** Say what you want in one sentence.',
      '**Budget:** Spend less than last week.',
    ]);
  });

  it('reads unbulleted **Name:** text lines as items, even when the name is a section word', () => {
    const recipe = parseRecipe(
      '# Recipe Title: X\n## Operations\n**Batch cook:** Cook twice a week.\n**Tools:** A big pot.',
    );
    expect(outline(recipe)).toEqual([
      ['operations', 'Operations', ['**Batch cook:** Cook twice a week.', '**Tools:** A big pot.']],
    ]);
  });

  it('reads keycap-numbered sub-headings under Steps as steps', () => {
    expect(
      parseRecipe('## Steps\n#### 1️⃣ Define the goal\nWrite it.\n#### 2️⃣ Plan\nPlan it.').sections[0]!.content,
    ).toEqual(['**Define the goal:** Write it.', '**Plan:** Plan it.']);
  });

  it('reads a ### sub-heading under Principles as a principle', () => {
    const recipe = parseRecipe(
      '## Principles\n### 1. Clarity\nOne sentence.\n### 2. Brevity\nCut words.\n## Steps\n1. a',
    );
    expect(outline(recipe)).toEqual([
      ['principles', 'Principles', ['**Clarity:** One sentence.', '**Brevity:** Cut words.']],
      ['steps', 'Steps', ['a']],
    ]);
  });

  it('reads a table as one item per row, without its header and separator', () => {
    const recipe = parseRecipe(
      '## Operations\n| Operation | What it does |\n|---|:---:|\n| Batch cook | Cook twice a week |\n| **Shop** | Buy once |\n\n## Steps\n1. a',
    );
    expect(outline(recipe)).toEqual([
      ['operations', 'Operations', ['**Batch cook:** Cook twice a week', '**Shop:** Buy once']],
      ['steps', 'Steps', ['a']],
    ]);
  });
});

describe('the nine languages', () => {
  const CASES: Array<[string, string, string[]]> = [
    ['en', '**Title:** Plan\n## Goal\nx\n## Principles\n- a\n## Operations\n- b\n## Steps\n1. c', []],
    [
      'es',
      '**Título:** Plan\n## 🎯 Objetivo\nx\n## Principios\n- a\n## Operaciones\n- b\n## Pasos\n1. c',
      [],
    ],
    ['fr', 'Titre : Plan\n## Objectif\nx\n## Principes\n- a\n## Opérations\n- b\n## Étapes\n1. c', []],
    ['de', '## Titel\nPlan\n## Ziel\nx\n## Prinzipien\n- a\n## Operationen\n- b\n## Schritte\n1. c', []],
    ['it', 'Titolo: Plan\n### Obiettivo: x\n## Principi\n- a\n## Operazioni\n- b\n## Passaggi\n1. c', []],
    [
      'pt',
      '**Título da receita:** Plan\n## Objetivo\nx\n## Princípios\n- a\n## Operações\n- b\n## Passos\n1. c',
      [],
    ],
    ['ja', 'タイトル：Plan\n## 目標\nx\n## 原則\n- a\n## 操作\n- b\n## 手順\n1. c', []],
    ['ko', '**제목:** Plan\n## 목표\nx\n## 원칙\n- a\n## 작업\n- b\n## 단계\n1. c', []],
    ['zh', '标题：Plan\n## 目标\nx\n## 原则\n- a\n## 操作\n- b\n## 步骤\n1. c', []],
  ];

  it.each(CASES)('%s: strips the title label and reads the four sections', (_, text) => {
    const recipe = parseRecipe(text);
    expect(recipe.title).toBe('Plan');
    expect(recipe.sections.map((s) => [s.type, s.content])).toEqual([
      ['goal', ['x']],
      ['principles', ['a']],
      ['operations', ['b']],
      ['steps', ['c']],
    ]);
  });
});

describe('what it must never do', () => {
  it('invents no sections from a plain chat reply', () => {
    for (const reply of [
      'Hello! How can I help you today?',
      'The steps are simple: open Settings and change your name.\n\nTip: it saves by itself.',
      'Note: I can only write recipes.\n\nWould you like one?',
      'Sure! A few ideas:\n\n1) Soup\n2) Salad\n3) Stew',
      '**Good question!**\n\nIt depends.',
      'A few tips:\n\n1. Keep a schedule\n2. Avoid screens\n\n**Note:** see a doctor if it persists.',
    ]) {
      const recipe = parseRecipe(reply);
      expect(recipe.title, reply).toBeNull();
      expect(
        recipe.sections.map((s) => s.type),
        reply,
      ).toEqual(['default']);
      expect(recipe.sections[0]!.content.length, reply).toBeGreaterThan(0);
    }
  });

  it('returns what exists at every point of a cut answer, and never throws', () => {
    const answer = `Here is a recipe:\n\n\`\`\`markdown\n# 🧠 Recipe Title: Meal Week\n---\n## 🎯 Goal: Plan a week.\n## Principles\n**Balance**\nMix food groups.\n## Operations\n| Name | Does |\n|---|---|\n| Shop | Buy once |\n## Action Steps\n**Step 1:** List meals\n   Output: a list\n### Step 2: Shop\nGo early.\n## Notes\n- Freeze extras\n\`\`\`\n\nI hope this helps!`;
    const full = parseRecipe(answer);
    expect(full.sections.map((s) => s.type)).toEqual(['goal', 'principles', 'operations', 'steps', 'notes']);
    // Cut anywhere, even mid-word: a recipe so far, never more sections than the whole (plus the
    // one a half-written heading may open).
    for (let n = 0; n <= answer.length; n += 7)
      expect(parseRecipe(answer.slice(0, n)).sections.length).toBeLessThanOrEqual(full.sections.length + 1);
    // Cut after a line: the same title once there is one, and the start of the same sections.
    const lines = answer.split('\n');
    for (let n = 1; n < lines.length; n++) {
      const part = parseRecipe(lines.slice(0, n).join('\n'));
      const where = lines[n - 1];
      if (part.title !== null) expect(part.title, where).toBe(full.title);
      const kinds = part.sections.map((s) => s.type).filter((_, i) => part.sections[i]!.title !== 'Overview');
      expect(kinds, where).toEqual(full.sections.slice(0, kinds.length).map((s) => s.type));
    }
  });

  // Speed is bench/parse's to measure: a shared machine under a full test run is too noisy for a
  // tight bound here (a median over 50 ms was seen once, in a run where this test took 931 ms).
  // What this test guards is the shape of the cost: a pattern that backtracks on a long line takes
  // minutes on 200,000 characters, far past this bound, while the linear parser takes milliseconds.
  it('parses a 200,000-character answer and pathological long lines in linear time (no backtracking blow-up)', () => {
    const unit =
      '### Step 1: Gather the data\nCollect every source.\n   Output: a list\n\n| Name | Does |\n|---|---|\n| a | b |\n\n**Clarity**\nKeep it short.\n\n1) One thing\n- **Tool:** text\n\n## 🎯 Goal: do more\n---\n';
    const text = `# Recipe Title: Big\n\n## Steps\n${unit.repeat(Math.ceil(200_000 / unit.length))}`.slice(
      0,
      200_000,
    );
    const lines = [
      'x'.repeat(200_000),
      `Title${' '.repeat(200_000)}x`,
      `**${' '.repeat(200_000)}`,
      `|${' |'.repeat(100_000)}`,
    ];
    for (const input of [text, ...lines]) {
      for (let i = 0; i < 5; i++) parseRecipe(input);
      const times: number[] = [];
      for (let i = 0; i < 9; i++) {
        const start = performance.now();
        parseRecipe(input);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      expect(times[4], input.slice(0, 20)).toBeLessThan(2_000);
    }
  });

  it('uses no regex lookbehind, which some browsers lack', () => {
    for (const file of ['./parse-recipe.ts', './section-words.ts'])
      expect(readFileSync(new URL(file, import.meta.url), 'utf8')).not.toMatch(/\(\?<[=!]/);
  });
});
