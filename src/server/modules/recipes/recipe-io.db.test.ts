import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_FILE_MAX_BYTES, IMPORT_RECIPES_MAX, MESSAGES } from '@shared/contracts/recipes';
import { folders, jobs, recipes } from '../../db/schema';
import { signUp } from '../../test/accounts';
import type { HttpSession } from '../../test/http-session';
import { type MultipartFile, multipartBody } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { renderErrorText } from '@shared/errors/error-table';
import { megabytes } from './recipe-files';
import { exportPages } from './recipe-io.queries';
import { insertRecipe } from './recipe-store';

/** Download, gallery export and import, over the real API. */
const ORIGIN = 'http://localhost:3992';
const body = (title: string, goal = 'Review the week in twenty minutes.') =>
  `# Recipe Title: ${title}\n\n## Goal\n${goal}\n\n## Steps\n1. List wins\n2. List misses\n3. Plan\n`;

let t: TestApp;

async function folder(userId: string, name: string) {
  const id = randomUUID();
  await t.database.db.insert(folders).values({ id, userId, name });
  return id;
}

const importFile = (session: HttpSession, file: MultipartFile) => {
  const { payload, headers } = multipartBody([file]);
  return session.post('/api/recipes/import', payload, headers);
};

const countOf = async (userId: string) =>
  (await t.database.db.select().from(recipes).where(eq(recipes.userId, userId))).length;

beforeAll(async () => {
  // These tests check what an import queues; running the jobs is enrichment.db.test.ts's part.
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, jobs: false });
});
afterAll(async () => t?.close());

describe('GET /api/recipes/:id/download', () => {
  let alice: HttpSession;
  let recipeId: string;
  let bob: HttpSession;
  beforeAll(async () => {
    let aliceId: string;
    ({ session: alice, id: aliceId } = await signUp(t, 'dl-alice@example.com'));
    ({ session: bob } = await signUp(t, 'dl-bob@example.com'));
    const row = await insertRecipe(t.database.db, {
      userId: aliceId,
      title: 'Weekly Review: v2',
      description: 'Review the week.',
      content: body('Weekly Review'),
      tags: ['planning', 'habits'],
      folderId: await folder(aliceId, 'Work'),
    });
    recipeId = row.id;
  });

  it('answers a readable .txt named from the title by default', async () => {
    const res = await alice.get(`/api/recipes/${recipeId}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Weekly Review v2.txt"');
    expect(res.body).toMatch(/^Weekly Review: v2\n=+\n/);
    expect(res.body).toContain('Description: Review the week.');
    expect(res.body).toContain('Tags: planning, habits');
    expect(res.body).toContain('Folder: Work');
    expect(res.body).toContain('3. Plan');
  });

  it('answers .md with front matter and .json', async () => {
    const md = await alice.get(`/api/recipes/${recipeId}/download?format=md`);
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(md.headers['content-disposition']).toBe('attachment; filename="Weekly Review v2.md"');
    expect(md.body).toMatch(/^---\ntitle: "Weekly Review: v2"\n/);
    expect(md.body).toContain('folder: "Work"');
    const json = await alice.get(`/api/recipes/${recipeId}/download?format=json`);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.json()).toMatchObject({
      title: 'Weekly Review: v2',
      tags: ['planning', 'habits'],
      folder: 'Work',
    });
  });

  it('gives a non-ASCII title an RFC 5987 file name', async () => {
    const { session, id } = await signUp(t, 'dl-unicode@example.com');
    const row = await insertRecipe(t.database.db, {
      userId: id,
      title: 'Crème brûlée 計画',
      description: '',
      content: body('x'),
    });
    const res = await session.get(`/api/recipes/${row.id}/download`);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Creme brulee.txt"; filename*=UTF-8''${encodeURIComponent('Crème brûlée 計画.txt')}`,
    );
  });

  it("answers 404 'Recipe not found' for another user's recipe and an unknown id, 401 signed out", async () => {
    for (const id of [recipeId, 'nope']) {
      const res = await bob.get(`/api/recipes/${id}/download`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.recipeNotFound });
    }
    expect((await t.session().get(`/api/recipes/${recipeId}/download`)).statusCode).toBe(401);
    expect((await alice.get(`/api/recipes/${recipeId}/download?format=pdf`)).statusCode).toBe(400);
  });
});

describe('export and import round trip', () => {
  it('exports every recipe as Markdown plus a manifest, and imports it whole into another account', async () => {
    const { session: alice, id: aliceId } = await signUp(t, 'rt-alice@example.com');
    const { session: bob, id: bobId } = await signUp(t, 'rt-bob@example.com');
    const work = await folder(aliceId, 'Work');
    const home = await folder(aliceId, 'Home');
    const made = [
      { title: 'Plan', tags: ['a', 'b'], folderId: work },
      { title: 'Plan', tags: [], folderId: home },
      { title: 'Quotes "and": colons', tags: ['x'], folderId: null },
    ];
    for (const [i, r] of made.entries())
      await insertRecipe(t.database.db, {
        userId: aliceId,
        ...r,
        description: `Description ${i}`,
        content: body(`${r.title} ${i}`),
        createdAt: new Date(Date.UTC(2024, 0, i + 1)),
      });
    // Bob already has a 'Work' folder: the import reuses it rather than making a second one.
    const bobWork = await folder(bobId, 'Work');

    const res = await alice.get('/api/recipes/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="recipe-gallery-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const zip = res.rawPayload;
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual([
      'Plan-2.md',
      'Plan.md',
      'Quotes and colons.md',
      'manifest.json',
    ]);
    const manifest = JSON.parse(strFromU8(files['manifest.json']!));
    expect(manifest.count).toBe(3);
    expect(
      manifest.recipes.map((r: { title: string; folder: string | null }) => [r.title, r.folder]),
    ).toEqual([
      ['Quotes "and": colons', null],
      ['Plan', 'Home'],
      ['Plan', 'Work'],
    ]);

    const imported = await importFile(bob, { name: 'gallery.zip', type: 'application/zip', data: zip });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().recipes).toHaveLength(3);

    const shape = async (userId: string) =>
      (
        await t.database.db
          .select({
            title: recipes.title,
            description: recipes.description,
            content: recipes.content,
            tags: recipes.tags,
            folder: folders.name,
            createdAt: recipes.createdAt,
          })
          .from(recipes)
          .leftJoin(folders, eq(folders.id, recipes.folderId))
          .where(eq(recipes.userId, userId))
      ).sort((a, b) => a.content.localeCompare(b.content));
    expect(await shape(bobId)).toEqual(await shape(aliceId));
    const bobFolders = await t.database.db.select().from(folders).where(eq(folders.userId, bobId));
    expect(bobFolders.map((f) => f.name).sort()).toEqual(['Home', 'Work']);
    const [inWork] = await t.database.db
      .select()
      .from(recipes)
      .where(and(eq(recipes.userId, bobId), eq(recipes.folderId, bobWork)));
    expect(inWork?.title).toBe('Plan');
    // Covers are made for every imported recipe; tags only where the file had none.
    const bobJobs = await t.database.db
      .select({ type: jobs.type })
      .from(jobs)
      .where(sql`${jobs.payload}->>'userId' = ${bobId}`);
    expect(bobJobs.filter((j) => j.type === 'recipe.image')).toHaveLength(3);
    expect(bobJobs.filter((j) => j.type === 'recipe.tags')).toHaveLength(1);
  });

  it('exports an empty gallery as a zip holding only the manifest', async () => {
    const { session: carol } = await signUp(t, 'rt-carol@example.com');
    const res = await carol.get('/api/recipes/export');
    const files = unzipSync(res.rawPayload);
    expect(Object.keys(files)).toEqual(['manifest.json']);
    expect(JSON.parse(strFromU8(files['manifest.json']!))).toMatchObject({ count: 0, recipes: [] });
    expect((await t.session().get('/api/recipes/export')).statusCode).toBe(401);
  });

  it('pages the export by the full timestamp, so recipes saved together are each exported once', async () => {
    const { id } = await signUp(t, 'rt-pages@example.com');
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 7; i++)
        await tx.insert(recipes).values({ id: randomUUID(), userId: id, title: `R${i}`, content: 'x' });
    });
    // Same transaction, same now(): the rows tie on created_at (with microseconds) and page by id.
    const seen: string[] = [];
    for await (const page of exportPages(t.database.db, id, 2)) seen.push(...page.map((r) => r.title));
    expect(seen.sort()).toEqual(['R0', 'R1', 'R2', 'R3', 'R4', 'R5', 'R6']);
  });
});

describe('POST /api/recipes/import', () => {
  let s: HttpSession;
  let id: string;
  beforeAll(async () => {
    ({ session: s, id } = await signUp(t, 'imp@example.com'));
  });

  it('imports a plain Markdown recipe: title from its heading, goal as description, tags queued', async () => {
    const res = await importFile(s, {
      name: 'review.md',
      type: 'text/markdown',
      data: body('Weekly Review'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [recipe] = res.json().recipes;
    expect(recipe).toMatchObject({
      title: 'Weekly Review',
      description: 'Review the week in twenty minutes.',
      tags: [],
      folderId: null,
      tagsStatus: 'pending',
      imageStatus: 'pending',
    });
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'recipeId' = ${recipe.id}`);
    expect(queued.map((j) => j.type).sort()).toEqual(['recipe.image', 'recipe.tags']);
  });

  it('imports .json: one recipe, a list, normalising tags', async () => {
    const one = await importFile(s, {
      name: 'one.json',
      type: 'application/json',
      data: JSON.stringify({ title: 'From JSON', content: body('x'), tags: [' a ', 'A', 'b', ''] }),
    });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json().recipes[0]).toMatchObject({ title: 'From JSON', tags: ['a', 'b'], tagsStatus: 'done' });
    const list = await importFile(s, {
      name: 'list.json',
      data: JSON.stringify([
        { title: 'L1', content: body('1') },
        { title: 'L2', content: body('2'), description: 'Mine' },
      ]),
    });
    expect(list.statusCode).toBe(201);
    expect(
      list.json().recipes.map((r: { title: string; description: string }) => [r.title, r.description]),
    ).toEqual([
      ['L1', 'Review the week in twenty minutes.'],
      ['L2', 'Mine'],
    ]);
  });

  it('judges a file without an extension by its type', async () => {
    const res = await importFile(s, {
      name: 'noext',
      type: 'application/json',
      data: JSON.stringify({ title: 'T', content: 'c' }),
    });
    expect(res.statusCode).toBe(201);
  });

  const refused = async (
    file: MultipartFile | { raw: ReturnType<typeof multipartBody> },
    status: number,
    message: string | RegExp,
  ) => {
    const before = await countOf(id);
    const res =
      'raw' in file
        ? await s.post('/api/recipes/import', file.raw.payload, file.raw.headers)
        : await importFile(s, file);
    expect(res.statusCode, res.body).toBe(status);
    if (typeof message === 'string') expect(res.json().message).toBe(message);
    else expect(res.json().message).toMatch(message);
    expect(await countOf(id)).toBe(before);
  };

  it('refuses what is not a recipe, with a clear message and nothing saved', async () => {
    await refused(
      { name: 'notes.md', data: 'Buy milk and eggs.' },
      400,
      /^This file is not a recipe: notes\.md /,
    );
    await refused({ name: 'bad.json', data: '{"title": "x",' }, 400, /^bad\.json is not valid JSON: /);
    await refused(
      { name: 'x.json', data: '{"name": 1}' },
      400,
      'This file is not a recipe: x.json needs a "title" and a "content" text for every recipe.',
    );
    await refused(
      { name: 'photo.png', type: 'image/png', data: 'xx' },
      400,
      renderErrorText('import.wrongType'),
    );
    await refused(
      { name: 'noext', type: 'text/plain', data: 'xx' },
      400,
      renderErrorText('import.wrongType'),
    );
    await refused({ name: 'empty.md', data: '' }, 400, renderErrorText('import.emptyFile'));
    await refused({ name: 'blank.json', data: '  \n' }, 400, renderErrorText('import.emptyFile'));
    await refused(
      { name: 'binary.md', data: new Uint8Array([0xff, 0xfe, 0x00, 0xc3]) },
      400,
      /not a UTF-8 text file/,
    );
    await refused(
      { name: 'x.zip', data: zipSync({ 'a.txt': strToU8('hi') }) },
      400,
      renderErrorText('import.zipWithoutRecipes'),
    );
    await refused({ name: 'broken.zip', data: 'PK not really' }, 400, renderErrorText('import.badZip'));
  });

  it('validates every recipe like a create, naming the entry, and saves none of the file when one fails', async () => {
    await refused(
      {
        name: 'two.json',
        data: JSON.stringify([
          { title: 'Fine', content: body('fine') },
          { title: 'T'.repeat(201), content: body('long') },
        ]),
      },
      400,
      'two.json (recipe 2): Title must be 200 characters or less',
    );
    await refused(
      { name: 'big.json', data: JSON.stringify({ title: 'Big', content: 'x'.repeat(1024 * 1024) }) },
      400,
      `big.json: ${MESSAGES.contentTooLong}`,
    );
    await refused(
      { name: 'tags.json', data: JSON.stringify({ title: 'Tags', content: 'c', tags: ['t'.repeat(51)] }) },
      400,
      `tags.json: ${MESSAGES.tagTooLong}`,
    );
    await refused(
      { name: 'e.json', data: JSON.stringify({ title: '  ', content: 'c' }) },
      400,
      `e.json: ${MESSAGES.titleRequired}`,
    );
    const longTitle = `---\ntitle: ${JSON.stringify('x'.repeat(201))}\n---\n\n${body('x')}`;
    await refused(
      { name: 'g.zip', data: zipSync({ 'ok.md': strToU8(body('ok')), 'long.md': strToU8(longTitle) }) },
      400,
      `long.md: ${MESSAGES.titleTooLong}`,
    );
    await refused(
      { name: 'f.md', data: `---\ntitle: "T"\nfolder: "  "\n---\n\n${body('x')}` },
      400,
      `f.md: folder: ${MESSAGES.folderNameEmpty}`,
    );
    const many = Array.from({ length: IMPORT_RECIPES_MAX + 1 }, (_, i) => ({ title: `R${i}`, content: 'c' }));
    await refused(
      { name: 'many.json', data: JSON.stringify(many) },
      400,
      renderErrorText('import.tooMany', { max: '1,000' }),
    );
    // Nothing half-saved includes folders: a failing file creates none.
    expect(await t.database.db.select().from(folders).where(eq(folders.userId, id))).toEqual([]);
  });

  it('refuses a missing file, a request that is not multipart, and a file over the limit', async () => {
    const fieldOnly = `--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n`;
    await refused(
      {
        raw: {
          payload: Buffer.from(fieldOnly),
          headers: { 'content-type': 'multipart/form-data; boundary=b' },
        },
      },
      400,
      renderErrorText('import.noFile'),
    );
    await refused({ field: 'other', name: 'a.md', data: body('x') }, 400, renderErrorText('import.noFile'));
    const json = await s.post('/api/recipes/import', { title: 'x', content: 'y' });
    expect(json.statusCode).toBe(415);
    await refused(
      { name: 'huge.md', data: 'x'.repeat(IMPORT_FILE_MAX_BYTES + 1) },
      413,
      renderErrorText('import.tooLarge', { megabytes: megabytes(IMPORT_FILE_MAX_BYTES) }),
    );
    expect((await t.session().post('/api/recipes/import', {})).statusCode).toBe(401);
  });
});
