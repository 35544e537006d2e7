import type { JSONContent } from '@tiptap/core';
import type { Translate } from '@web/lib/i18n';

const text = (value: string): JSONContent => ({ type: 'text', text: value });
const heading = (level: number, value: string): JSONContent => ({
  type: 'heading',
  attrs: { level },
  content: [text(value)],
});
const paragraph = (value: string): JSONContent => ({ type: 'paragraph', content: [text(value)] });
const list = (type: 'bulletList' | 'orderedList', items: string[]): JSONContent => ({
  type,
  content: items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })),
});

/**
 * The demo's sample recipe in the reader's language, as an editor document: a title, then Goal,
 * Principles, Operations and Steps (the sections the presenter knows), built as nodes so no text
 * is ever read as HTML.
 */
export function sampleRecipeDocument(t: Translate<'test-pages'>): JSONContent {
  return {
    type: 'doc',
    content: [
      heading(1, t('tiptap.sample.title')),
      heading(2, t('tiptap.sample.goalHeading')),
      paragraph(t('tiptap.sample.goal')),
      heading(2, t('tiptap.sample.principlesHeading')),
      list('bulletList', [t('tiptap.sample.principle1'), t('tiptap.sample.principle2')]),
      heading(2, t('tiptap.sample.operationsHeading')),
      list('bulletList', [t('tiptap.sample.operation1'), t('tiptap.sample.operation2')]),
      heading(2, t('tiptap.sample.stepsHeading')),
      list('orderedList', [t('tiptap.sample.step1'), t('tiptap.sample.step2'), t('tiptap.sample.step3')]),
    ],
  };
}
