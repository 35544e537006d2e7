import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe, RecipePage, RecipeSearchResult } from '@shared/contracts/recipes';
import { readingStates } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, ORIGIN, RECIPE_CONTENT, signUp, type TestUser } from './recipes-test-kit';

/**
 * The gallery's 'Pinned' chip (issue 24): every recipe the API answers says whether its owner
 * pinned it in the presenter (a reading state), in the list, the search, one recipe and after an
 * edit; a deleted recipe's reading state goes with it.
 */

let t: TestApp;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, jobs: false });
  ada = await signUp(t, 'ada-pins@example.com');
  bob = await signUp(t, 'bob-pins@example.com');
}, 120_000);
afterAll(async () => t.close());

const create = async (who: TestUser, title: string) => {
  const res = await call(t, who, 'POST', '/api/recipes', { title, content: RECIPE_CONTENT });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Recipe;
};
const pin = async (who: TestUser, id: string, pinned: boolean) => {
  const res = await call(t, who, 'PUT', `/api/reading-states/recipe/${id}`, { pinned });
  expect(res.statusCode, res.body).toBe(200);
};
const pinnedOf = (items: Array<{ title: string; pinned: boolean }>) =>
  items.filter((item) => item.pinned).map((item) => item.title);

describe('pinned recipes', () => {
  it('are marked on every page of the list, the search, one recipe and an edit', async () => {
    const created: Recipe[] = [];
    for (const title of ['Pin alpha', 'Pin beta', 'Pin gamma', 'Pin delta'])
      created.push(await create(ada, title));
    expect(created.every((recipe) => recipe.pinned === false)).toBe(true);
    // Bob pins his own recipe: nothing of Ada's changes.
    await pin(bob, (await create(bob, 'Pin bob')).id, true);
    await pin(ada, created[0]!.id, true);
    await pin(ada, created[2]!.id, true);
    // Ticks alone are no pin.
    expect(
      (await call(t, ada, 'PUT', `/api/reading-states/recipe/${created[1]!.id}`, { completed: ['0:0'] }))
        .statusCode,
    ).toBe(200);

    const first = (await call(t, ada, 'GET', '/api/recipes?limit=2')).json() as RecipePage;
    const second = (
      await call(t, ada, 'GET', `/api/recipes?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`)
    ).json() as RecipePage;
    expect(pinnedOf([...first.items, ...second.items]).sort()).toEqual(['Pin alpha', 'Pin gamma']);
    expect([...first.items, ...second.items]).toHaveLength(4);

    const search = (await call(t, ada, 'GET', '/api/recipes/search?q=pin')).json() as {
      results: RecipeSearchResult[];
    };
    expect(pinnedOf(search.results.map((r) => r.recipe)).sort()).toEqual(['Pin alpha', 'Pin gamma']);

    const one = (await call(t, ada, 'GET', `/api/recipes/${created[2]!.id}`)).json() as Recipe;
    expect(one.pinned).toBe(true);
    const edited = (
      await call(t, ada, 'PATCH', `/api/recipes/${created[2]!.id}`, { title: 'Pin gamma 2' })
    ).json() as Recipe;
    expect(edited).toMatchObject({ title: 'Pin gamma 2', pinned: true });

    await pin(ada, created[2]!.id, false);
    const after = (await call(t, ada, 'GET', '/api/recipes')).json() as RecipePage;
    expect(pinnedOf(after.items)).toEqual(['Pin alpha']);
  });

  it("go when the recipe is deleted (its reading state with it), nobody else's", async () => {
    const recipe = await create(ada, 'Pin to delete');
    await pin(ada, recipe.id, true);
    const bobs = await create(bob, 'Bob keeps his pin');
    await pin(bob, bobs.id, true);
    expect((await call(t, ada, 'DELETE', `/api/recipes/${recipe.id}`)).statusCode).toBe(204);
    expect(
      await t.database.db.select().from(readingStates).where(eq(readingStates.subjectId, recipe.id)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(readingStates).where(eq(readingStates.subjectId, bobs.id)),
    ).toHaveLength(1);
  });
});
