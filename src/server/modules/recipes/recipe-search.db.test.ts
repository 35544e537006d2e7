import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeSearchResult } from '@shared/contracts/recipes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertRecipe } from './recipe-store';
import { SEARCH_RECENT_WINDOW } from './recipe-search';
import { call, ORIGIN, RECIPE_CONTENT, signUp, type TestUser } from './recipes-test-kit';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
const base = Date.parse('2025-01-01T00:00:00Z');
let clock = 0;
const at = () => new Date(base + ++clock * 1000);

const search = async (who: TestUser, q: string) => {
  const res = await call(t, who, 'GET', `/api/recipes/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: RecipeSearchResult[] }).results;
};
const add = (
  who: TestUser,
  fields: { title: string; tags?: string[]; description?: string; content?: string },
) =>
  insertRecipe(t.database.db, {
    userId: who.id,
    description: '',
    content: RECIPE_CONTENT,
    ...fields,
    createdAt: at(),
  });

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  alice = await signUp(t, 'alice-search@example.com');
  bob = await signUp(t, 'bob-search@example.com');
});
afterAll(async () => t.close());

describe('recipe search', () => {
  it('orders title, then tag, then content matches, newest first within each', async () => {
    const contentOld = await add(alice, {
      title: 'Plain one',
      content: `${'Intro words here. '.repeat(10)}Then we sharpen the Marmalade recipe carefully. ${'Outro text. '.repeat(10)}`,
    });
    const tagged = await add(alice, { title: 'Breakfast ideas', tags: ['toast', 'Marmalade jars'] });
    const titleOld = await add(alice, { title: 'Marmalade basics' });
    const described = await add(alice, { title: 'Jam day', description: 'All about marmalade and jam' });
    const titleNew = await add(alice, { title: 'Quick MARMALADE' });
    await add(bob, { title: 'Bob marmalade' });

    const results = await search(alice, 'marmalade');
    expect(results.map((r) => [r.type, r.id])).toEqual([
      ['recipe', titleNew.id],
      ['recipe', titleOld.id],
      ['tag', tagged.id],
      ['content', described.id],
      ['content', contentOld.id],
    ]);
    expect(results[0]).toMatchObject({ title: 'Quick MARMALADE', matchedText: 'Quick MARMALADE' });
    expect(results[0]!.recipe.id).toBe(titleNew.id);
    expect(results[2]!.matchedText).toBe('Marmalade jars');
    expect(results[3]!.matchedText).toBe('All about marmalade and jam');
    const excerpt = results[4]!.matchedText;
    expect(excerpt.toLowerCase()).toContain('marmalade');
    expect(excerpt.replace(/…/g, '').length).toBeLessThanOrEqual(50);
    expect(excerpt.startsWith('…')).toBe(true);
  });

  it('returns at most 10, takes wildcards literally, and needs a query', async () => {
    for (let i = 0; i < 12; i++) await add(alice, { title: `Batch ${i} of zucchini` });
    const results = await search(alice, 'zucchini');
    expect(results).toHaveLength(10);
    expect(results.every((r) => r.type === 'recipe')).toBe(true);
    expect(results[0]!.title).toBe('Batch 11 of zucchini');
    await add(alice, { title: '100% pure', content: 'Goal: under_score things' });
    expect((await search(alice, '100%')).map((r) => r.title)).toEqual(['100% pure']);
    expect(await search(alice, '%')).toHaveLength(1);
    expect((await search(alice, 'under_score')).map((r) => r.type)).toEqual(['content']);
    expect(await search(alice, 'nothing-like-this-anywhere')).toEqual([]);
    const empty = await call(t, alice, 'GET', '/api/recipes/search?q=%20');
    expect(empty.statusCode).toBe(400);
  });

  it('finds old and new matches when the user has more recipes than the first pass reads', async () => {
    const carol = await signUp(t, 'carol-search@example.com');
    const rare = await add(carol, {
      title: 'Oldest',
      tags: ['quetzal'],
      content: `${RECIPE_CONTENT}\nwombat notes`,
    });
    for (let i = 0; i < SEARCH_RECENT_WINDOW + 20; i++)
      await add(carol, { title: `Filler ${i}`, tags: i === SEARCH_RECENT_WINDOW + 10 ? ['quetzal'] : [] });
    const byTag = await search(carol, 'quetzal');
    expect(byTag.map((r) => r.type)).toEqual(['tag', 'tag']);
    expect(byTag[1]!.id).toBe(rare.id);
    const byContent = await search(carol, 'wombat');
    expect(byContent.map((r) => [r.type, r.id])).toEqual([['content', rare.id]]);
    expect(byContent[0]!.matchedText).toContain('wombat notes');
    // A common word fills the page from the newest recipes.
    const common = await search(carol, 'filler');
    expect(common).toHaveLength(10);
    expect(common[0]!.title).toBe(`Filler ${SEARCH_RECENT_WINDOW + 19}`);
  }, 60_000);
});
