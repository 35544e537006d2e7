import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Recipe, type RecipePage, RECIPE_CONTENT_MAX } from '@shared/contracts/recipes';
import { jobs, recipes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertRecipe, searchTextOf } from './recipe-store';
import { call, eventually, ORIGIN, RECIPE_CONTENT, signUp, type TestUser } from './recipes-test-kit';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  alice = await signUp(t, 'alice-recipes@example.com');
  bob = await signUp(t, 'bob-recipes@example.com');
});
afterAll(async () => t.close());

const create = async (who: TestUser, body: Record<string, unknown>) => {
  const res = await call(t, who, 'POST', '/api/recipes', { content: RECIPE_CONTENT, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Recipe;
};
const folder = async (who: TestUser, name: string) => {
  const res = await call(t, who, 'POST', '/api/folders', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
};
const recipeCount = async (userId: string) =>
  (await t.database.db.select().from(recipes).where(eq(recipes.userId, userId))).length;

describe('access', () => {
  it('needs a signed-in user for every operation', async () => {
    // Valid bodies: validation runs before the guard, and this test is about the guard.
    for (const [method, url] of [
      ['GET', '/api/recipes'],
      ['POST', '/api/recipes'],
      ['GET', '/api/recipes/search?q=plan'],
      ['GET', '/api/recipes/x'],
      ['PATCH', '/api/recipes/x'],
      ['DELETE', '/api/recipes/x'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
        ...(method === 'POST' || method === 'PATCH'
          ? { payload: { title: 'Valid title', content: RECIPE_CONTENT } }
          : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answers another user's recipe exactly like a missing one, and leaves it alone", async () => {
    const mine = await create(alice, { title: 'Alice private plan' });
    for (const id of [mine.id, 'does-not-exist']) {
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { title: 'Stolen' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await call(t, bob, method, `/api/recipes/${id}`, body);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.recipeNotFound });
      }
    }
    const still = (await call(t, alice, 'GET', `/api/recipes/${mine.id}`)).json() as Recipe;
    expect(still.title).toBe('Alice private plan');
    const bobList = (await call(t, bob, 'GET', '/api/recipes')).json() as RecipePage;
    expect(bobList.items.map((r) => r.id)).not.toContain(mine.id);
    const bobSearch = (await call(t, bob, 'GET', '/api/recipes/search?q=alice')).json();
    expect(bobSearch.results).toEqual([]);
  });
});

describe('create', () => {
  it('stores a recipe with normalised tags, queues its cover and tells the user', async () => {
    alice.events.length = 0;
    const recipe = await create(alice, {
      title: '  Launch checklist  ',
      description: 'Everything for launch day',
      tags: [' launch', 'Launch', '', 'ops '],
    });
    expect(recipe).toMatchObject({
      title: 'Launch checklist',
      description: 'Everything for launch day',
      tags: ['launch', 'ops'],
      folderId: null,
      isPrivate: false,
      tagsStatus: 'done',
      imageStatus: 'pending',
      content: RECIPE_CONTENT,
    });
    // The card text follows the card rules: the goal is shorter than half the description? No:
    // 'Everything for launch day' is short, so the description stays.
    expect(recipe.cardDescription).toBe('Everything for launch day');
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `recipe.image:${recipe.id}`));
    expect(queued).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `recipe.tags:${recipe.id}`)),
    ).toHaveLength(0);
    await eventually(() => alice.events.some((e) => e.type === 'recipe.created' && e.recipeId === recipe.id));
    const [row] = await t.database.db.select().from(recipes).where(eq(recipes.id, recipe.id));
    expect(row!.searchText).toBe(searchTextOf(row!));
  });

  it('queues the tags job when the author gave no tags', async () => {
    const recipe = await create(alice, { title: 'No tags here' });
    expect(recipe.tagsStatus).toBe('pending');
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `recipe.tags:${recipe.id}`)),
    ).toHaveLength(1);
  });

  it('refuses bad input with the spec messages and saves nothing', async () => {
    const before = await recipeCount(alice.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: 'x'.repeat(201) }, 'Title must be 200 characters or less'],
      [{ title: '   ' }, MESSAGES.titleRequired],
      [{ title: 'ok', description: 'd'.repeat(501) }, 'Description must be 500 characters or less'],
      [{ title: 'ok', content: '   ' }, MESSAGES.contentRequired],
      [{ title: 'ok', content: 'x'.repeat(RECIPE_CONTENT_MAX + 1) }, MESSAGES.contentTooLong],
      [{ title: 'ok', tags: ['t'.repeat(51)] }, MESSAGES.tagTooLong],
      [{ title: 'ok', tags: Array.from({ length: 16 }, (_, i) => `tag${i}`) }, MESSAGES.tooManyTags],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, alice, 'POST', '/api/recipes', { content: RECIPE_CONTENT, ...body });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().message).toContain(message);
    }
    // Duplicates do not count against the limit: 20 spellings of 15 tags are fine.
    const dup = Array.from({ length: 20 }, (_, i) => (i < 15 ? `tag${i}` : `TAG${i - 15}`));
    const ok = await create(alice, { title: 'Many dup tags', tags: dup });
    expect(ok.tags).toHaveLength(15);
    expect(await recipeCount(alice.id)).toBe(before + 1);
  });

  it('refuses 1 MB of content with PAYLOAD_TOO_LARGE', async () => {
    const before = await recipeCount(alice.id);
    const res = await call(t, alice, 'POST', '/api/recipes', {
      title: 'Huge',
      content: 'x'.repeat(1024 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large.',
    });
    expect(await recipeCount(alice.id)).toBe(before);
  });

  it("refuses another user's folder as 'Folder not found' and saves nothing", async () => {
    const bobs = await folder(bob, 'Bob only');
    const before = await recipeCount(alice.id);
    const res = await call(t, alice, 'POST', '/api/recipes', {
      title: 'Sneaky',
      content: RECIPE_CONTENT,
      folderId: bobs.id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.folderNotFound });
    expect(await recipeCount(alice.id)).toBe(before);
  });
});

describe('read, update, delete', () => {
  it('reads the whole recipe', async () => {
    const made = await create(alice, { title: 'Readable', tags: ['one'] });
    const res = await call(t, alice, 'GET', `/api/recipes/${made.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(made);
  });

  it('updates fields, keeps the search column in sync and bumps updatedAt', async () => {
    alice.events.length = 0;
    const made = await create(alice, { title: 'Before edit', tags: ['old'] });
    // The create's own events arrive through the bus a little later: let them land first.
    await eventually(
      () =>
        alice.events.filter((e) => e.type === 'folders.changed' || e.type === 'recipe.created').length === 2,
    );
    alice.events.length = 0;
    await new Promise((r) => setTimeout(r, 5));
    const res = await call(t, alice, 'PATCH', `/api/recipes/${made.id}`, {
      title: ' After edit ',
      tags: ['Zebra', 'zebra ', ' ', 'Quokka'],
      content: 'Goal: find the xylophonist\nSteps:\n1. look',
      isPrivate: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as Recipe;
    expect(updated).toMatchObject({
      title: 'After edit',
      tags: ['Zebra', 'Quokka'],
      isPrivate: true,
      tagsStatus: 'done',
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(made.updatedAt));
    expect(updated.createdAt).toBe(made.createdAt);
    const [row] = await t.database.db.select().from(recipes).where(eq(recipes.id, made.id));
    expect(row!.searchText).toBe(searchTextOf(row!));
    const found = (await call(t, alice, 'GET', '/api/recipes?q=XYLOPHONIST')).json() as RecipePage;
    expect(found.items.map((r) => r.id)).toEqual([made.id]);
    expect(((await call(t, alice, 'GET', '/api/recipes?q=before%20edit')).json() as RecipePage).total).toBe(
      0,
    );
    await eventually(() => alice.events.some((e) => e.type === 'recipe.updated' && e.recipeId === made.id));
    // Not moved: the folder counts did not change.
    expect(alice.events.some((e) => e.type === 'folders.changed')).toBe(false);
  });

  it("answers 'Nothing to update.' and the field messages, changing nothing", async () => {
    const made = await create(alice, { title: 'Stable title' });
    for (const [body, message] of [
      [{}, 'Nothing to update.'],
      [{ title: 'y'.repeat(201) }, 'Title must be 200 characters or less'],
      [{ title: '' }, MESSAGES.titleRequired],
      [{ content: ' ' }, MESSAGES.contentRequired],
    ] as const) {
      const res = await call(t, alice, 'PATCH', `/api/recipes/${made.id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(((await call(t, alice, 'GET', `/api/recipes/${made.id}`)).json() as Recipe).title).toBe(
      'Stable title',
    );
  });

  it("moves between the user's folders and refuses another user's folder", async () => {
    const made = await create(alice, { title: 'Movable' });
    const own = await folder(alice, 'Work');
    const bobs = await folder(bob, 'Bob stuff');
    alice.events.length = 0;
    const moved = await call(t, alice, 'PATCH', `/api/recipes/${made.id}`, { folderId: own.id });
    expect(moved.json().folderId).toBe(own.id);
    await eventually(() => alice.events.some((e) => e.type === 'folders.changed'));

    const refused = await call(t, alice, 'PATCH', `/api/recipes/${made.id}`, {
      folderId: bobs.id,
      title: 'Renamed',
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.folderNotFound });
    const after = (await call(t, alice, 'GET', `/api/recipes/${made.id}`)).json() as Recipe;
    expect(after).toMatchObject({ folderId: own.id, title: 'Movable' });

    const out = await call(t, alice, 'PATCH', `/api/recipes/${made.id}`, { folderId: null });
    expect(out.json().folderId).toBeNull();
  });

  it('deletes with 204, then the recipe is gone', async () => {
    const made = await create(alice, { title: 'Doomed' });
    alice.events.length = 0;
    const res = await call(t, alice, 'DELETE', `/api/recipes/${made.id}`);
    expect(res.statusCode).toBe(204);
    expect((await call(t, alice, 'GET', `/api/recipes/${made.id}`)).statusCode).toBe(404);
    expect((await call(t, alice, 'DELETE', `/api/recipes/${made.id}`)).statusCode).toBe(404);
    await eventually(() => alice.events.some((e) => e.type === 'recipe.deleted' && e.recipeId === made.id));
  });
});

describe('gallery pages', () => {
  let carol: TestUser;
  const ids: string[] = [];
  let workId: string;

  beforeAll(async () => {
    carol = await signUp(t, 'carol-pages@example.com');
    workId = (await folder(carol, 'Work')).id;
    const base = Date.parse('2025-03-01T12:00:00Z');
    // 23 recipes, several sharing one timestamp, to prove the id tie-breaker walks them all.
    for (let i = 0; i < 23; i++) {
      const row = await insertRecipe(t.database.db, {
        userId: carol.id,
        title: `Carol recipe ${i}`,
        description: i % 2 ? 'odd one' : 'even one',
        content: RECIPE_CONTENT,
        tags: i % 5 === 0 ? ['fives'] : [],
        folderId: i % 3 === 0 ? workId : null,
        createdAt: new Date(base + Math.floor(i / 4) * 1000),
      });
      ids.push(row.id);
    }
  });

  const walk = async (query: string, limit: number) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let total = -1;
    for (let i = 0; i < 100; i++) {
      const url: string = `/api/recipes?limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = (await call(t, carol, 'GET', url)).json() as RecipePage;
      expect(page.items.length).toBeLessThanOrEqual(limit);
      seen.push(...page.items.map((r) => r.id));
      total = page.total;
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    return { seen, total };
  };

  it('walks every recipe once, newest first', async () => {
    const { seen, total } = await walk('', 5);
    expect(total).toBe(23);
    expect(new Set(seen).size).toBe(23);
    expect(seen).toHaveLength(23);
    const rows = await t.database.db.select().from(recipes).where(eq(recipes.userId, carol.id));
    const expected = rows
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);
    expect(seen).toEqual(expected);
  });

  it('filters by folder, by no folder and by text, with totals', async () => {
    const inWork = await walk(`&folderId=${workId}`, 3);
    expect(inWork.total).toBe(8);
    expect(inWork.seen.sort()).toEqual(ids.filter((_, i) => i % 3 === 0).sort());
    const none = await walk('&folderId=none', 4);
    expect(none.total).toBe(15);
    const odd = await walk('&q=ODD%20one', 4);
    expect(odd.total).toBe(11);
    const tagged = await walk('&q=fives', 10);
    expect(tagged.total).toBe(5);
    // LIKE wildcards are text, not patterns.
    expect((await walk('&q=%25', 10)).total).toBe(0);
    expect((await walk('&q=_', 10)).total).toBe(0);
  });

  it('defaults to a page of 24 and refuses a broken cursor', async () => {
    const page = (await call(t, carol, 'GET', '/api/recipes')).json() as RecipePage;
    expect(page.items).toHaveLength(23);
    expect(page.nextCursor).toBeNull();
    const bad = await call(t, carol, 'GET', '/api/recipes?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    expect((await call(t, carol, 'GET', '/api/recipes?limit=500')).statusCode).toBe(400);
    // Another user's folder id filters to nothing rather than revealing anything.
    const bobs = await folder(bob, 'Bob folder for filter');
    expect(
      ((await call(t, carol, 'GET', `/api/recipes?folderId=${bobs.id}`)).json() as RecipePage).total,
    ).toBe(0);
  });
});
