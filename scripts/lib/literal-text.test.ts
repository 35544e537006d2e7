import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLiteralTexts } from './literal-text';

describe('findLiteralTexts', () => {
  it('finds words in JSX text and in read attributes, not in keys, classes or symbols', () => {
    const dir = mkdtempSync(join(tmpdir(), 'literal-'));
    writeFileSync(
      join(dir, 'card.tsx'),
      `export const Card = ({ t }: { t: (k: string) => string }) => (
  <section aria-label="Recipe card" className="rounded-xl p-4" data-state="open">
    <h2>{t('card.title')}</h2>
    <p>Save your recipe</p>
    <input placeholder={'Search…'} title={\`\${t('a')}: \${t('b')}\`} />
    <span>·</span> <kbd>esc</kbd> <img alt={\`Cover of \${t('x')}\`} />
  </section>
);`,
    );
    writeFileSync(join(dir, 'card.test.tsx'), 'export const x = <p>Only a test</p>;');
    expect(findLiteralTexts(dir, ['esc']).map((found) => `${found.line} ${found.text}`)).toEqual([
      '2 Recipe card',
      '4 Save your recipe',
      '5 Search…',
      '6 Cover of',
    ]);
  });
});
