import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/preference-options';
import { parseRecipe } from '@shared/recipe/parse-recipe';
import { COMPOSER_TEXTS } from './composer-texts';
import { keyTerms } from './key-terms';
import { chunkText, composeRecipe, composeTitle, detectDomain } from './offline-composer';
import { offlineModel } from './offline-model';

describe('offline composer', () => {
  it('parses into title, goal, principles, operations and steps for any non-empty prompt (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 500 }).filter((s) => s.trim().length > 0),
        (prompt) => {
          const recipe = parseRecipe(composeRecipe(prompt));
          expect(recipe.title).toBeTruthy();
          expect(recipe.sections.map((s) => s.type)).toEqual(['goal', 'principles', 'operations', 'steps']);
          for (const section of recipe.sections) expect(section.content.length).toBeGreaterThan(0);
          expect(recipe.sections[3]!.content.length).toBeGreaterThanOrEqual(5);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('carries the key terms into every section', () => {
    const prompt = 'Plan a kubernetes migration for our billing service';
    const recipe = parseRecipe(composeRecipe(prompt));
    const terms = keyTerms(prompt);
    expect(terms).toEqual(['plan', 'kubernetes', 'migration', 'billing', 'service']);
    expect(recipe.title!.toLowerCase()).toContain('kubernetes');
    for (const section of recipe.sections) {
      expect(section.content.join(' ').toLowerCase(), section.type).toMatch(
        /plan|kubernetes|migration|billing|service/,
      );
    }
  });

  it('chooses a template by domain and is deterministic', () => {
    expect(detectDomain('debug my python api')).toBe('software');
    expect(detectDomain('Learning system design')).toBe('learning');
    expect(detectDomain('Content strategy plan')).toBe('project');
    expect(detectDomain('hello there')).toBe('general');
    expect(composeRecipe('Content strategy plan')).toBe(composeRecipe('Content strategy plan'));
    expect(composeRecipe('debug my python api')).not.toBe(composeRecipe('Learning system design'));
  });

  it('titles chats from the first message', () => {
    expect(composeTitle('Help me build a learning system for Spanish')).toBe('Learning System Spanish');
    expect(composeTitle('??')).toBe('??');
  });

  it('streams the recipe in chunks that add up to the whole text', async () => {
    const text = composeRecipe('weekly meal prep');
    expect(chunkText(text).join('')).toBe(text);
    const parts: string[] = [];
    for await (const part of offlineModel({ chunkDelayMs: 0 }).stream(
      [{ role: 'user', content: 'weekly meal prep' }],
      new AbortController().signal,
    )) {
      if (part.type === 'text') parts.push(part.text);
    }
    expect(parts.length).toBeGreaterThan(20);
    expect(parts.join('')).toBe(text);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const stream = offlineModel({ chunkDelayMs: 0 }).stream(
      [{ role: 'user', content: 'x y z' }],
      controller.signal,
    );
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const part of stream) {
          seen.push(part.type);
          controller.abort();
        }
      })(),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(1);
  });
});

describe('offline composer in the nine languages (issue 19)', () => {
  it.each(LANGUAGES)(
    '%s: parses into the four sections under the language’s own headings (property)',
    (language) => {
      const { headings } = COMPOSER_TEXTS[language];
      fc.assert(
        fc.property(
          fc.string({ minLength: 1, maxLength: 300 }).filter((s) => s.trim().length > 0),
          (prompt) => {
            const recipe = parseRecipe(composeRecipe(prompt, language));
            expect(recipe.title).toBeTruthy();
            expect(recipe.sections.map((s) => s.type)).toEqual(['goal', 'principles', 'operations', 'steps']);
            expect(recipe.sections.map((s) => s.title)).toEqual([
              headings.goal,
              headings.principles,
              headings.operations,
              headings.steps,
            ]);
            expect(recipe.sections[3]!.content.length).toBeGreaterThanOrEqual(5);
          },
        ),
        { numRuns: 60 },
      );
    },
  );

  it('answers a French prompt in French, with its key terms', () => {
    const text = composeRecipe('Planifier une migration kubernetes pour notre service de facturation', 'fr');
    const recipe = parseRecipe(text);
    expect(recipe.title).toBe('Cadre de projet – Planifier, migration, kubernetes');
    expect(recipe.sections.map((s) => s.title)).toEqual(['Objectif', 'Principes', 'Opérations', 'Étapes']);
    expect(recipe.sections[0]!.content[0]).toBe(
      'Construire une démarche claire et réutilisable pour Planifier, migration et kubernetes, que chacun peut suivre et adapter, avec un résultat concret à la clé.',
    );
    expect(recipe.sections[3]!.content.at(-1)).toBe(
      'Clore par une rétrospective et consigner les enseignements, sans perdre de vue Planifier.',
    );
    expect(text).not.toMatch(/\b(the|and|for|with)\b/);
  });

  it('keeps a German noun’s capital and quotes terms the Japanese, Korean and Chinese way', () => {
    expect(parseRecipe(composeRecipe('Hilf mir, einen Lernplan für Spanisch zu erstellen', 'de')).title).toBe(
      'Lernsystem – Lernplan, Spanisch',
    );
    const ja = composeRecipe('毎週の食事の計画を立てたい', 'ja');
    expect(parseRecipe(ja).title).toBe('毎週・食事・計画のプロジェクトフレームワーク');
    expect(ja).toContain('「毎週」、「食事」、「計画」について、');
    expect(composeRecipe('마케팅 캠페인을 위한 블로그 글을 작성해줘', 'ko')).toContain(
      '‘마케팅’, ‘캠페인’ 및 ‘블로그’',
    );
    expect(composeRecipe('帮我写一篇关于咖啡历史的博客文章', 'zh')).toContain('## 步骤');
  });

  it('chooses the template from words of the reply’s language too', () => {
    expect(detectDomain('Aide-moi à rédiger un article pour notre blog', 'fr')).toBe('writing');
    expect(detectDomain('Eine Datenanalyse unserer Verkäufe', 'de')).toBe('data');
    expect(detectDomain('Pythonのバグをデバッグしたい', 'ja')).toBe('software');
    expect(detectDomain('帮我写一篇博客文章', 'zh')).toBe('writing');
    expect(detectDomain('새 제품 마케팅 캠페인', 'ko')).toBe('marketing');
    // Another language's stems are not read in English: 'appli' (French) is not 'apply'.
    expect(detectDomain('apply the approach')).toBe('general');
  });

  it('finds key terms in Japanese, Chinese and Korean, which are not written with spaces between words', () => {
    expect(keyTerms('毎週の食事の計画を立てたい')).toEqual(['毎週', '食事', '計画']);
    expect(keyTerms('帮我制定每周的饮食计划')).toEqual(['每周', '饮食计划']);
    expect(keyTerms('마케팅 캠페인을 위한 블로그 글을 작성해줘')).toEqual(['마케팅', '캠페인', '블로그']);
    expect(keyTerms('Planifier une migration pour notre équipe', 6, { keepCase: true })).toEqual([
      'Planifier',
      'migration',
      'équipe',
    ]);
  });

  it('streams in the language it is asked for', async () => {
    let text = '';
    for await (const part of offlineModel({ chunkDelayMs: 0 }).stream(
      [{ role: 'user', content: 'Planifier une migration kubernetes' }],
      new AbortController().signal,
      { language: 'fr' },
    ))
      if (part.type === 'text') text += part.text;
    expect(text).toBe(composeRecipe('Planifier une migration kubernetes', 'fr'));
  });
});
