import { eq } from 'drizzle-orm';
import { zipSync, strToU8 } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '@shared/contracts/safe-parse-input';
import { chats, folders, recipes } from '../db/schema';
import { call, ORIGIN, RECIPE_CONTENT, signUp, type TestUser } from '../modules/recipes/recipes-test-kit';
import { multipartBody, type MultipartFile } from '../test/multipart';
import { createTestApp, type TestApp } from '../test/test-app';
import { renderErrorText } from '@shared/errors/error-table';

/**
 * Inputs that used to reach the database or the runtime and answer 500: NUL characters, HTML
 * entities no character has, page links and dates PostgreSQL cannot read. Each is a 400 saying
 * what was wrong, and nothing is written.
 */

let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, jobs: false });
  alice = await signUp(t, 'alice-invalid-input@example.com');
});
afterAll(async () => t?.close());

const refused = (res: LightMyRequestResponse, message: string | RegExp) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
};

const NUL = NUL_MESSAGE;

const written = async () => ({
  recipes: (await t.database.db.select().from(recipes).where(eq(recipes.userId, alice.id))).length,
  folders: (await t.database.db.select().from(folders).where(eq(folders.userId, alice.id))).length,
  chats: (await t.database.db.select().from(chats).where(eq(chats.userId, alice.id))).length,
});

describe('NUL characters', () => {
  it('are refused in search text, naming the field', async () => {
    refused(await call(t, alice, 'GET', '/api/recipes?q=a%00b'), `Invalid request. q: ${NUL}`);
    refused(await call(t, alice, 'GET', '/api/recipes/search?q=a%00b'), `Invalid request. q: ${NUL}`);
    refused(await call(t, alice, 'GET', '/api/chats?q=%00'), `Invalid request. q: ${NUL}`);
  });

  it('are refused in ids', async () => {
    refused(await call(t, alice, 'GET', '/api/recipes/a%00b'), `Invalid request. id: ${NUL}`);
    refused(await call(t, alice, 'DELETE', '/api/folders/%00'), `Invalid request. id: ${NUL}`);
    refused(await call(t, alice, 'GET', '/api/chats/%00'), `Invalid request. chatId: ${NUL}`);
    refused(await call(t, alice, 'GET', '/api/recipes?folderId=%00'), `Invalid request. folderId: ${NUL}`);
  });

  it('are refused in titles, tags, folder names and chat messages, and nothing is written', async () => {
    const before = await written();
    refused(
      await call(t, alice, 'POST', '/api/recipes', { title: 'Plan\u0000', content: RECIPE_CONTENT }),
      `Invalid request. title: ${NUL}`,
    );
    refused(
      await call(t, alice, 'POST', '/api/recipes', {
        title: 'Plan',
        content: RECIPE_CONTENT,
        tags: ['ok', '\u0000'],
      }),
      `Invalid request. tags.1: ${NUL}`,
    );
    refused(
      await call(t, alice, 'POST', '/api/folders', { name: 'Work\u0000' }),
      `Invalid request. name: ${NUL}`,
    );
    refused(
      await call(t, alice, 'POST', '/api/chats', { content: 'Hi\u0000there' }),
      `Invalid request. content: ${NUL}`,
    );
    expect(await written()).toEqual(before);
  });

  it('are refused in sign-in details', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
      payload: { email: 'alice-invalid-input@example.com', password: 'secret\u0000pass' },
    });
    refused(res, `Invalid request. password: ${NUL}`);
  });
});

describe('chat text with HTML entities no character has', () => {
  const anonymous = (content: string) =>
    t.app.inject({ method: 'POST', url: '/api/anonymous/generate', payload: { content } });

  it('is refused without an account, naming the entity', async () => {
    refused(await anonymous('Plan my week &#99999999;'), /^Invalid request\. content: .*&#99999999;/);
    refused(await anonymous('&#x110000; please'), /^Invalid request\. content: .*&#x110000;/);
    refused(await anonymous('a lone surrogate &#xD800;'), /^Invalid request\. content: .*&#xD800;/);
    refused(await anonymous('Plan &#0; my week'), /^Invalid request\. content: .*&#0;/);
  });

  it('is refused in a signed-in chat, which stores nothing', async () => {
    const before = await written();
    refused(await call(t, alice, 'POST', '/api/chats', { content: 'Plan &#0; my week' }), /content: .*&#0;/);
    refused(await call(t, alice, 'POST', '/api/chats', { content: '&#99999999;' }), /content: .*&#99999999;/);
    expect(await written()).toEqual(before);
  });
});

describe('gallery page links', () => {
  const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const page = (raw: string) => call(t, alice, 'GET', `/api/recipes?cursor=${raw}`);
  const notValid = 'Invalid request. cursor: This page link is not valid.';

  it('refuses a date JavaScript reads but PostgreSQL cannot', async () => {
    refused(await page(cursor(['-271821-04-20T00:00:00Z', 'x'])), notValid);
    refused(await page(cursor(['+275760-09-13T00:00:00Z', 'x'])), notValid);
    refused(await page(cursor(['2025-02-30 12:00:00+00', 'x'])), notValid);
    refused(await page(cursor(['Sat 1 Mar 2025', 'x'])), notValid);
    refused(await page(cursor(['2025-03-01 12:00:00+00', 'a\u0000b'])), notValid);
  });

  it('still follows the links the server writes, BC dates included', async () => {
    for (const createdAt of [
      '2025-03-01 12:00:00.123456+00',
      '2025-03-01T12:00:00Z',
      '0044-03-15 00:00:00+00 BC',
    ]) {
      const res = await page(cursor([createdAt, 'x']));
      expect(res.statusCode, `${createdAt}: ${res.body}`).toBe(200);
    }
  });
});

describe('imports', () => {
  const importFile = (file: MultipartFile) => {
    const { payload, headers } = multipartBody([file]);
    return alice.session.post('/api/recipes/import', payload, headers);
  };

  it('refuses NUL characters in any field, naming the file and field, and saves nothing', async () => {
    const before = await written();
    refused(
      await importFile({
        name: 'nul.json',
        data: JSON.stringify({ title: 'Plan\u0000', content: RECIPE_CONTENT }),
      }),
      `nul.json: title: ${NUL}`,
    );
    refused(
      await importFile({
        name: 'nul.md',
        data: `---\ntitle: "Plan"\nfolder: "W\u0000rk"\n---\n\n${RECIPE_CONTENT}`,
      }),
      `nul.md: folder: ${NUL}`,
    );
    refused(
      await importFile({
        name: 'two.zip',
        data: zipSync({ 'ok.md': strToU8(RECIPE_CONTENT), 'bad.md': strToU8(`${RECIPE_CONTENT}\n\u0000`) }),
      }),
      `bad.md: content: ${NUL}`,
    );
    expect(await written()).toEqual(before);
  });

  it('refuses a date PostgreSQL cannot store, naming the entry, and saves none of the file', async () => {
    const before = await written();
    refused(
      await importFile({
        name: 'old.json',
        data: JSON.stringify([
          { title: 'Fine', content: RECIPE_CONTENT, folder: 'New folder' },
          { title: 'Ancient', content: RECIPE_CONTENT, createdAt: '-271821-04-20T00:00:00Z' },
        ]),
      }),
      renderErrorText('import.dateTooEarly', { source: 'old.json (recipe 2)' }),
    );
    expect(await written()).toEqual(before);
  });
});
