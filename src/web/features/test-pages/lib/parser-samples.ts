import type { Translate } from '@web/lib/i18n';

export const PARSER_SAMPLES = ['plain', 'fenced', 'noSections', 'rawHtml'] as const;
export type ParserSample = (typeof PARSER_SAMPLES)[number];

/**
 * Model output of the four kinds the /recipe-test page demonstrates, in the reader's language:
 * the plain form the system prompt asks for, the same wrapped in a ```markdown fence with chat
 * around it, prose with no sections, and a recipe carrying raw HTML and a script, which must show
 * as text and never run. The markup is written here; only the words come from the catalogue.
 */
export function parserSample(kind: ParserSample, t: Translate<'test-pages'>): string {
  const plain = [
    `# ${t('recipeTest.sample.title')}`,
    '',
    `## ${t('recipeTest.sample.goalHeading')}`,
    t('recipeTest.sample.goal'),
    '',
    `## ${t('recipeTest.sample.principlesHeading')}`,
    `- ${t('recipeTest.sample.principle1')}`,
    `- ${t('recipeTest.sample.principle2')}`,
    '',
    `## ${t('recipeTest.sample.operationsHeading')}`,
    `- ${t('recipeTest.sample.operation1')}`,
    `- ${t('recipeTest.sample.operation2')}`,
    '',
    `## ${t('recipeTest.sample.stepsHeading')}`,
    `1. ${t('recipeTest.sample.step1')}`,
    `2. ${t('recipeTest.sample.step2')}`,
    `3. ${t('recipeTest.sample.step3')}`,
  ].join('\n');
  switch (kind) {
    case 'plain':
      return plain;
    case 'fenced':
      return [
        t('recipeTest.sample.leadIn'),
        '',
        '```markdown',
        plain,
        '```',
        '',
        t('recipeTest.sample.closing'),
      ].join('\n');
    case 'noSections':
      return t('recipeTest.sample.prose');
    case 'rawHtml':
      return [
        `# <img src=x onerror="alert(1)"> ${t('recipeTest.sample.title')}`,
        '',
        `## ${t('recipeTest.sample.goalHeading')}`,
        `<script>alert('${t('recipeTest.sample.scriptText')}')</script>`,
        '',
        `## ${t('recipeTest.sample.stepsHeading')}`,
        `1. <b onclick="alert(2)">${t('recipeTest.sample.step1')}</b>`,
        `2. <a href="javascript:alert(3)">${t('recipeTest.sample.step2')}</a>`,
        `3. <iframe src="https://example.com"></iframe> ${t('recipeTest.sample.step3')}`,
      ].join('\n');
  }
}
