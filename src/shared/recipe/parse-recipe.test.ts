import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRecipeLike, parseRecipe, sectionText } from './parse-recipe';

const types = (text: string) => parseRecipe(text).sections.map((s) => s.type);

describe('parseRecipe', () => {
  it('reads markdown headings, a Recipe Title line and numbered and bulleted lists', () => {
    const recipe = parseRecipe(`# Recipe Title: Weekly Content Plan

## Goal
Publish two useful posts a week.

## Principles
1. Audience first
2. Consistency beats volume

## Operations
- Research topics
- Draft outlines
* Edit ruthlessly

## Steps
1. List 10 topics
2) Pick two
3. Write and schedule`);
    expect(recipe.title).toBe('Weekly Content Plan');
    expect(recipe.sections.map((s) => [s.type, s.content.length])).toEqual([
      ['goal', 1],
      ['principles', 2],
      ['operations', 3],
      ['steps', 3],
    ]);
    expect(recipe.sections[3]!.content).toEqual(['List 10 topics', 'Pick two', 'Write and schedule']);
    expect(recipe.sections.map((s) => s.priority)).toEqual(['high', 'medium', 'medium', 'high']);
  });

  it('reads bold labels, inline labels and a plain Recipe Title line', () => {
    const recipe = parseRecipe(`Recipe Title: Code Review Checklist
**Goal:** Catch defects before merge.
**Principles**
- Small diffs
Operations: read, run, comment
**Steps:**
1. Read the description`);
    expect(recipe.title).toBe('Code Review Checklist');
    expect(
      types('Recipe Title: x\n**Goal:** a\n**Principles**\n- b\nOperations: c\n**Steps:**\n1. d'),
    ).toEqual(['goal', 'principles', 'operations', 'steps']);
    expect(sectionText(recipe, 'goal')).toBe('Catch defects before merge.');
    expect(sectionText(recipe, 'operations')).toBe('read, run, comment');
  });

  it('takes a leading H1 as the title and keeps code blocks intact', () => {
    const recipe = parseRecipe(`# Sorting Helper
## Steps
\`\`\`python
# not a heading
def f(): pass
\`\`\`
   
## Notes
stray   whitespace  `);
    expect(recipe.title).toBe('Sorting Helper');
    expect(recipe.sections[0]!.content).toEqual(['```python', '# not a heading', 'def f(): pass', '```']);
    expect(recipe.sections[1]).toMatchObject({ type: 'notes', content: ['stray   whitespace'] });
  });

  it('puts text before any heading into an overview section', () => {
    expect(parseRecipe('Just some words.').sections).toEqual([
      { title: 'Overview', type: 'default', priority: 'low', content: ['Just some words.'] },
    ]);
    expect(parseRecipe('').sections).toEqual([]);
  });

  it('never throws and never loses a non-blank line outside headings (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => {
        const recipe = parseRecipe(text);
        const kept = recipe.sections.reduce((n, s) => n + s.content.length, 0);
        expect(kept).toBeLessThanOrEqual(text.split(/\r\n|\r|\n/).length);
      }),
    );
  });

  it('finds all sections whatever the heading style (property)', () => {
    const style = fc.constantFrom(
      (h: string) => `## ${h}`,
      (h: string) => `**${h}**`,
      (h: string) => `**${h}:**`,
      (h: string) => `${h}:`,
      (h: string) => `### ${h.toUpperCase()}`,
    );
    const item = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,30}[a-z]$/);
    const list = fc.constantFrom(
      (s: string, i: number) => `${i + 1}. ${s}`,
      (s: string) => `- ${s}`,
      (s: string) => `* ${s}`,
    );
    fc.assert(
      fc.property(style, list, fc.array(item, { minLength: 1, maxLength: 4 }), (heading, bullet, items) => {
        const body = ['Goal', 'Principles', 'Operations', 'Steps']
          .map((h) => [heading(h), ...items.map((s, i) => bullet(s, i))].join('\n'))
          .join('\n\n');
        const recipe = parseRecipe(`Recipe Title: Test\n\n${body}`);
        expect(recipe.title).toBe('Test');
        expect(recipe.sections.map((s) => s.type)).toEqual(['goal', 'principles', 'operations', 'steps']);
        for (const s of recipe.sections) expect(s.content).toEqual(items.map((i) => i.trim()));
      }),
    );
  });
});

describe('isRecipeLike', () => {
  it('recognises recipes by title line, keywords with lists, labels, code, or section markers', () => {
    expect(isRecipeLike('Recipe Title: X')).toBe(true);
    expect(isRecipeLike('Here are the steps:\n- a\n- b\n- c')).toBe(true);
    expect(isRecipeLike('The goal:\nPrompt: do x\nTone: calm')).toBe(true);
    expect(isRecipeLike('Use this prompt:\n```\nhello\n```')).toBe(true);
    expect(isRecipeLike('## Goal\nx\n## Steps\ny')).toBe(true);
  });

  it('does not take ordinary replies for recipes', () => {
    expect(isRecipeLike('Hello! How can I help you today?')).toBe(false);
    expect(isRecipeLike('I like these:\n- apples\n- pears\n- plums')).toBe(false);
  });
});

describe('recipes in the nine languages (issue 19)', () => {
  const RECIPES: Array<[string, string, string[]]> = [
    [
      'es',
      '# Título de la receta: Plan semanal\n## Objetivo\nx\n## Principios\n1. a\n## Operaciones\n- b\n## Pasos\n1. c',
      ['Objetivo', 'Principios', 'Operaciones', 'Pasos'],
    ],
    [
      'fr',
      '# Titre de la recette : Plan hebdo\n## Objectif\nx\n## Principes\n1. a\n## Opérations\n- b\n## Étapes\n1. c',
      ['Objectif', 'Principes', 'Opérations', 'Étapes'],
    ],
    [
      'de',
      '# Rezepttitel: Wochenplan\n## Ziel\nx\n## Prinzipien\n1. a\n## Operationen\n- b\n## Schritte\n1. c',
      ['Ziel', 'Prinzipien', 'Operationen', 'Schritte'],
    ],
    [
      'it',
      '# Titolo della ricetta: Piano\n## Obiettivo\nx\n## Principi\n1. a\n## Operazioni\n- b\n## Passaggi\n1. c',
      ['Obiettivo', 'Principi', 'Operazioni', 'Passaggi'],
    ],
    [
      'pt',
      '# Título da receita: Plano\n## Objetivo\nx\n## Princípios\n1. a\n## Operações\n- b\n## Passos\n1. c',
      ['Objetivo', 'Princípios', 'Operações', 'Passos'],
    ],
    [
      'ja',
      '# レシピのタイトル：週間計画\n## 目標\nx\n## 原則\n1. a\n## オペレーション\n- b\n## 手順\n1. c',
      ['目標', '原則', 'オペレーション', '手順'],
    ],
    [
      'ko',
      '# 레시피 제목: 주간 계획\n## 목표\nx\n## 원칙\n1. a\n## 동작\n- b\n## 단계\n1. c',
      ['목표', '원칙', '동작', '단계'],
    ],
    [
      'zh',
      '# 配方标题：每周计划\n## 目标\nx\n## 原则\n1. a\n## 操作\n- b\n## 步骤\n1. c',
      ['目标', '原则', '操作', '步骤'],
    ],
  ];

  it.each(RECIPES)(
    '%s: reads the title line and the four sections by their own headings',
    (_, text, headings) => {
      const recipe = parseRecipe(text);
      expect(recipe.title).toMatch(/^(Plan|Wochenplan|Piano|Plano|週間計画|주간 계획|每周计划)/);
      expect(recipe.sections.map((s) => s.type)).toEqual(['goal', 'principles', 'operations', 'steps']);
      expect(recipe.sections.map((s) => s.title)).toEqual(headings);
      expect(isRecipeLike(text)).toBe(true);
    },
  );

  it('reads localised labels with their colons, full-width ones included', () => {
    expect(types('**Objectif :** publier\nÉtapes : une, deux')).toEqual(['goal', 'steps']);
    expect(types('目标：每周发布两篇\n步骤：\n1. 列出主题')).toEqual(['goal', 'steps']);
    expect(types('## Hinweise\n- a\n## Ergebnisse\n- b\n## Parameter\n- c')).toEqual([
      'notes',
      'results',
      'parameters',
    ]);
    // 操作步骤 is how Chinese says "steps", not operations.
    expect(types('## 操作步骤\n1. a')).toEqual(['steps']);
  });

  it('needs the colon after a localised title label, so a heading that starts with the word is no title', () => {
    const recipe = parseRecipe('## Rezepttitelideen\n- a');
    expect(recipe.title).toBeNull();
    expect(isRecipeLike('Rezepttitel ohne Doppelpunkt')).toBe(false);
  });

  it('still reads a whole word only: "Objectives" is a goal, "Stepson" is not a step', () => {
    expect(types('## Objectives\nx')).toEqual(['goal']);
    expect(types('## Stepson stories\nx')).toEqual(['default']);
  });
});
