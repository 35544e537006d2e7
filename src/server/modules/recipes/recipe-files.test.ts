import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IMPORT_RECIPES_MAX } from '@shared/contracts/recipes';
import { renderErrorText } from '@shared/errors/error-table';
import { AppError } from '../../http/app-error';
import { type ExportedRecipe, exportZip, readZipRecipes } from './recipe-archive';
import {
  contentDisposition,
  extensionOf,
  parseJsonRecipes,
  parseMarkdownRecipe,
  type RecipeFileData,
  recipeToJson,
  recipeToMarkdown,
  recipeToText,
  safeFileName,
  uniqueNamer,
} from './recipe-files';

const CONTENT =
  '# Recipe Title: Weekly Review\n\n## Goal\nReview the week in twenty minutes.\n\n## Steps\n1. List wins\n2. List misses\n3. Plan\n';
const recipe: RecipeFileData = {
  title: 'Weekly "Review": part 1\nnext',
  description: 'Review the week.',
  content: CONTENT,
  tags: ['planning', 'habits'],
  folder: 'Work: "ops"',
  createdAt: '2024-05-01T10:00:00.000Z',
};

const errorOf = (fn: () => unknown): AppError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
};

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

async function* pagesOf(...pages: ExportedRecipe[][]) {
  for (const page of pages) yield page;
}

describe('file names', () => {
  it('keeps safe ASCII characters of the title and falls back to recipe', () => {
    expect(safeFileName('My Plan: v2 / final?', 'txt')).toBe('My Plan v2 final.txt');
    expect(safeFileName('Crème brûlée', 'md')).toBe('Creme brulee.md');
    expect(safeFileName('../../etc/passwd', 'txt')).toBe('etc passwd.txt');
    expect(safeFileName('日本語', 'txt')).toBe('recipe.txt');
    expect(safeFileName('x'.repeat(300), 'txt')).toBe(`${'x'.repeat(100)}.txt`);
  });

  it('adds an RFC 5987 name only when the title has more than ASCII', () => {
    expect(contentDisposition('Weekly Review', 'txt')).toBe('attachment; filename="Weekly Review.txt"');
    expect(contentDisposition('日本語 plan', 'md')).toBe(
      `attachment; filename="plan.md"; filename*=UTF-8''${encodeURIComponent('日本語 plan.md')}`,
    );
    expect(contentDisposition('a"b\r\nc', 'txt')).not.toMatch(/[\r\n]/);
  });

  it('numbers colliding names in an export, ignoring case', () => {
    const name = uniqueNamer();
    expect([name('Plan', 'md'), name('plan', 'md'), name('Plan', 'md'), name('Other', 'md')]).toEqual([
      'Plan.md',
      'plan-2.md',
      'Plan-3.md',
      'Other.md',
    ]);
  });

  it('recognises the import extensions', () => {
    expect(extensionOf('a.MD')).toBe('md');
    expect(extensionOf('a.markdown')).toBe('md');
    expect(extensionOf('a.json')).toBe('json');
    expect(extensionOf('a.zip')).toBe('zip');
    expect(extensionOf('a.pdf')).toBeNull();
    expect(extensionOf('noext')).toBeNull();
  });
});

describe('writing', () => {
  it('writes a readable text file with title, description, tags and content', () => {
    const text = recipeToText(recipe);
    expect(text.startsWith(`${recipe.title}\n`)).toBe(true);
    expect(text).toContain('Description: Review the week.');
    expect(text).toContain('Tags: planning, habits');
    expect(text).toContain('## Steps\n1. List wins');
  });

  it('round-trips Markdown with front matter exactly, whatever the title holds', () => {
    const md = recipeToMarkdown(recipe);
    expect(md.startsWith('---\ntitle: ')).toBe(true);
    const back = parseMarkdownRecipe(md, 'x.md');
    expect(back).toMatchObject({ ...recipe, source: 'x.md' });
  });

  it('writes JSON that imports back', () => {
    const [back] = parseJsonRecipes(recipeToJson(recipe), 'r.json');
    expect(back).toMatchObject(recipe);
  });
});

describe('reading Markdown', () => {
  it('takes the title of a plain Markdown recipe from its title line, and the goal as description', () => {
    const r = parseMarkdownRecipe(CONTENT, 'notes.md');
    expect(r).toMatchObject({
      title: 'Weekly Review',
      description: 'Review the week in twenty minutes.',
      tags: [],
    });
  });

  it('takes the first heading, and the file name when there is no usable title', () => {
    const body = '# Launch checklist\n\n## Goal\nShip it.\n\n## Steps\n1. Test\n2. Ship\n';
    expect(parseMarkdownRecipe(body, 'x.md').title).toBe('Launch checklist');
    const untitled = '## Goal\nShip it.\n\n## Steps\n1. Test\n2. Ship\n';
    expect(parseMarkdownRecipe(untitled, 'dir/launch plan.md').title).toBe('launch plan');
  });

  it('reads hand-written front matter', () => {
    const r = parseMarkdownRecipe('---\ntitle: My recipe\ntags: [a, "b"]\n---\nSome content', 'h.md');
    expect(r).toMatchObject({ title: 'My recipe', tags: ['a', 'b'], content: 'Some content' });
  });

  it('refuses Markdown that is not a recipe, naming the file', () => {
    const error = errorOf(() => parseMarkdownRecipe('Shopping list: milk and eggs.', 'shopping.md'));
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toMatch(/^This file is not a recipe: shopping\.md /);
    expect(errorOf(() => parseMarkdownRecipe('---\ntitle: "x"\n---\n\n  ', 'e.md')).message).toBe(
      'This file is not a recipe: e.md has no recipe content.',
    );
  });
});

describe('reading JSON', () => {
  it('reads one recipe, a list, or { recipes: [...] }', () => {
    const one = { title: 'A', content: CONTENT };
    expect(parseJsonRecipes(JSON.stringify(one), 'a.json')).toHaveLength(1);
    expect(parseJsonRecipes(JSON.stringify([one, one]), 'a.json').map((r) => r.source)).toEqual([
      'a.json (recipe 1)',
      'a.json (recipe 2)',
    ]);
    expect(parseJsonRecipes(JSON.stringify({ recipes: [one] }), 'a.json')[0]!.title).toBe('A');
  });

  it('fills the description from the goal when the file has none', () => {
    expect(parseJsonRecipes(JSON.stringify({ title: 'A', content: CONTENT }), 'a.json')[0]!.description).toBe(
      'Review the week in twenty minutes.',
    );
  });

  it('says what is wrong with malformed JSON, non-recipes, manifests and too many recipes', () => {
    const malformed = errorOf(() => parseJsonRecipes('{"title": ', 'bad.json'));
    expect(malformed.code).toBe('MALFORMED_JSON');
    expect(malformed.message).toMatch(/^bad\.json is not valid JSON: /);
    expect(errorOf(() => parseJsonRecipes('{"name": "x"}', 'x.json')).message).toBe(
      'This file is not a recipe: x.json needs a "title" and a "content" text for every recipe.',
    );
    expect(errorOf(() => parseJsonRecipes('[]', 'x.json')).message).toBe(
      'This file is not a recipe: x.json holds no recipes.',
    );
    const manifest = { exportedAt: 'x', count: 1, recipes: [{ id: '1', title: 'A', file: 'A.md' }] };
    expect(errorOf(() => parseJsonRecipes(JSON.stringify(manifest), 'manifest.json')).message).toMatch(
      /export manifest without recipe content/,
    );
    const many = Array.from({ length: IMPORT_RECIPES_MAX + 1 }, () => ({ title: 'A', content: 'x' }));
    expect(errorOf(() => parseJsonRecipes(JSON.stringify(many), 'm.json')).message).toBe(
      renderErrorText('import.tooMany', { max: '1,000' }),
    );
  });
});

describe('zip export and import', () => {
  const exported = (i: number, over: Partial<ExportedRecipe> = {}): ExportedRecipe => ({
    ...recipe,
    id: `id-${i}`,
    title: `Plan ${i}`,
    ...over,
  });

  it('streams Markdown files and a manifest that read back to the same recipes', async () => {
    const zip = await collect(
      exportZip(pagesOf([exported(1), exported(2, { title: 'Plan 1' })], [exported(3, { folder: null })])),
    );
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(['Plan 1-2.md', 'Plan 1.md', 'Plan 3.md', 'manifest.json']);
    const manifest = JSON.parse(strFromU8(files['manifest.json']!));
    expect(manifest.count).toBe(3);
    expect(manifest.recipes[1]).toEqual({
      id: 'id-2',
      title: 'Plan 1',
      file: 'Plan 1-2.md',
      folder: recipe.folder,
      tags: recipe.tags,
      createdAt: recipe.createdAt,
    });
    const back = readZipRecipes(zip);
    expect(back.map((r) => [r.title, r.folder, r.content])).toEqual([
      ['Plan 1', recipe.folder, CONTENT],
      ['Plan 1', recipe.folder, CONTENT],
      ['Plan 3', null, CONTENT],
    ]);
  });

  it('exports an empty gallery as a zip with only the manifest', async () => {
    const files = unzipSync(await collect(exportZip(pagesOf())));
    expect(Object.keys(files)).toEqual(['manifest.json']);
  });

  it('refuses a zip without Markdown files, and a file that is not a zip', () => {
    const noMd = zipSync({ 'a.txt': strToU8('hello'), '__MACOSX/x.md': strToU8('x') });
    expect(errorOf(() => readZipRecipes(noMd)).message).toBe(renderErrorText('import.zipWithoutRecipes'));
    expect(errorOf(() => readZipRecipes(strToU8('not a zip at all'))).message).toBe(
      renderErrorText('import.badZip'),
    );
  });
});
