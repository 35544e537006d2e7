import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_FOLDER_NAME,
  type Folder,
  type FolderList,
  MESSAGES,
  type Recipe,
} from '@shared/contracts/recipes';
import { folders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, eventually, ORIGIN, RECIPE_CONTENT, signUp, type TestUser } from './recipes-test-kit';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  alice = await signUp(t, 'alice-folders@example.com');
  bob = await signUp(t, 'bob-folders@example.com');
});
afterAll(async () => t.close());

const list = async (who: TestUser) => (await call(t, who, 'GET', '/api/folders')).json() as FolderList;
const newFolder = async (who: TestUser, body: Record<string, unknown>) => {
  const res = await call(t, who, 'POST', '/api/folders', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Folder;
};
const newRecipe = async (who: TestUser, folderId: string | null) => {
  const res = await call(t, who, 'POST', '/api/recipes', {
    title: 'In a folder',
    content: RECIPE_CONTENT,
    folderId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Recipe;
};

describe('folders', () => {
  it("tells a signed-out caller 'User must be logged in to ...' (platform.md §8), creating nothing", async () => {
    const cases = [
      ['GET', '/api/folders', undefined, 'User must be logged in to view folders.'],
      ['POST', '/api/folders', { name: 'Work' }, 'User must be logged in to create folders.'],
      ['PATCH', '/api/folders/f1', { name: 'Home' }, 'User must be logged in to rename folders.'],
      ['DELETE', '/api/folders/f1', undefined, 'User must be logged in to delete folders.'],
      ['PATCH', '/api/recipes/r1', { folderId: 'f1' }, 'User must be logged in to move recipes.'],
      ['PATCH', '/api/recipes/r1', { folderId: null }, 'User must be logged in to move recipes.'],
      ['POST', '/api/recipes/generate', { prompt: 'a plan' }, 'User must be logged in to generate recipes.'],
      // Other routes keep the shared guard's words.
      ['PATCH', '/api/recipes/r1', { title: 'New', folderId: null }, 'Please sign in to continue.'],
      ['GET', '/api/recipes', undefined, 'Please sign in to continue.'],
    ] as const;
    const before = await t.database.db.select().from(folders);
    for (const [method, url, payload, message] of cases) {
      const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json(), `${method} ${url}`).toMatchObject({ code: 'UNAUTHORIZED', message });
    }
    expect(await t.database.db.select().from(folders)).toEqual(before);
  });

  it("creates with 'Untitled Folder' by default and a trimmed name otherwise", async () => {
    alice.events.length = 0;
    const untitled = await newFolder(alice, {});
    expect(untitled).toMatchObject({ name: DEFAULT_FOLDER_NAME, recipeCount: 0 });
    const named = await newFolder(alice, { name: '  Recipes for work ' });
    expect(named.name).toBe('Recipes for work');
    await eventually(() => alice.events.filter((e) => e.type === 'folders.changed').length >= 2);
  });

  it("refuses empty and over-long names with the spec's messages, creating nothing", async () => {
    const before = (await list(alice)).folders.length;
    for (const [body, message] of [
      [{ name: '' }, MESSAGES.folderNameEmpty],
      [{ name: '    ' }, MESSAGES.folderNameEmpty],
      [{ name: 'n'.repeat(101) }, 'Folder name must be 100 characters or less'],
    ] as const) {
      const res = await call(t, alice, 'POST', '/api/folders', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await list(alice)).folders.length).toBe(before);
  });

  it('lists by name ascending with recipe counts and the total', async () => {
    const carol = await signUp(t, 'carol-folders@example.com');
    const zeta = await newFolder(carol, { name: 'zeta' });
    const alpha = await newFolder(carol, { name: 'Alpha' });
    await newFolder(carol, { name: 'beta' });
    await newRecipe(carol, zeta.id);
    await newRecipe(carol, zeta.id);
    await newRecipe(carol, alpha.id);
    await newRecipe(carol, null);
    const folders = await list(carol);
    expect(folders.folders.map((f) => [f.name, f.recipeCount])).toEqual([
      ['Alpha', 1],
      ['beta', 0],
      ['zeta', 2],
    ]);
    expect(folders.totalCount).toBe(4);
  });

  it('renames, keeping the count; refuses an empty name', async () => {
    const f = await newFolder(alice, { name: 'Old name' });
    await newRecipe(alice, f.id);
    const res = await call(t, alice, 'PATCH', `/api/folders/${f.id}`, { name: ' New name ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: f.id, name: 'New name', recipeCount: 1 });
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(f.updatedAt));
    const empty = await call(t, alice, 'PATCH', `/api/folders/${f.id}`, { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(MESSAGES.folderNameEmpty);
    const missing = await call(t, alice, 'PATCH', `/api/folders/${f.id}`, {});
    expect(missing.statusCode).toBe(400);
    expect((await list(alice)).folders.find((x) => x.id === f.id)?.name).toBe('New name');
  });

  it('deletes a folder; its recipes fall back to no folder', async () => {
    const f = await newFolder(alice, { name: 'Short-lived' });
    const recipe = await newRecipe(alice, f.id);
    alice.events.length = 0;
    const res = await call(t, alice, 'DELETE', `/api/folders/${f.id}`);
    expect(res.statusCode).toBe(204);
    expect((await list(alice)).folders.map((x) => x.id)).not.toContain(f.id);
    const after = (await call(t, alice, 'GET', `/api/recipes/${recipe.id}`)).json() as Recipe;
    expect(after.folderId).toBeNull();
    await eventually(() => alice.events.some((e) => e.type === 'folders.changed'));
    expect((await call(t, alice, 'DELETE', `/api/folders/${f.id}`)).statusCode).toBe(404);
  });

  it("answers another user's folder exactly like a missing one, and leaves it alone", async () => {
    const mine = await newFolder(alice, { name: 'Alice secrets' });
    for (const id of [mine.id, 'no-such-folder']) {
      const rename = await call(t, bob, 'PATCH', `/api/folders/${id}`, { name: 'Mine now' });
      expect(rename.statusCode).toBe(404);
      expect(rename.json()).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.folderNotFound });
      const del = await call(t, bob, 'DELETE', `/api/folders/${id}`);
      expect(del.statusCode).toBe(404);
      expect(del.json()).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.folderNotFound });
    }
    expect((await list(bob)).folders.map((f) => f.id)).not.toContain(mine.id);
    expect((await list(alice)).folders.find((f) => f.id === mine.id)?.name).toBe('Alice secrets');
  });
});
