import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** /api/openapi.json describes every API route the app registers, from their definitions. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with access, schemas and error codes on each operation', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const rename = doc.paths['/api/folders/{id}'].patch;
    expect(rename['x-access']).toBe('verified');
    expect(rename['x-error-codes']).toEqual(
      expect.arrayContaining(['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND']),
    );
    expect(rename.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
    expect(rename.requestBody.content['application/json'].schema.properties.name).toBeDefined();
    expect(rename.responses['200'].content['application/json'].schema.properties.recipeCount).toBeDefined();
    expect(rename.responses['404'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    // An error names its key of the error table, with the parameters its text takes.
    const error = doc.components.schemas.ApiError;
    expect(error.required).toEqual(expect.arrayContaining(['code', 'message', 'key']));
    expect(error.properties.key.enum).toEqual(
      expect.arrayContaining(['recipe.folderNotFound', 'chat.noSuchVersion']),
    );
    expect(error.properties.params).toBeDefined();
  });

  it('lists every API route the app registered', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const missing = t.app.endpoints.routes
      .filter(
        (route) => route.url.startsWith('/api') && route.method !== 'HEAD' && route.method !== 'OPTIONS',
      )
      .filter((route) => !doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('is shown by the reference page, whose files load from this server', async () => {
    const page = await t.app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    for (const src of page.body.match(/(?:src|href)="([^"]+)"/g) ?? []) {
      const url = src.replace(/^(?:src|href)="|"$/g, '');
      // The app's own icon is served with the web app, which this API-only test app lacks.
      if (!url.startsWith('/api/docs/')) continue;
      const asset = await t.app.inject(url);
      expect(asset.statusCode, url).toBe(200);
    }
    expect((await t.app.inject('/api/docs/assets/package.json')).statusCode).toBe(404);
  });
});
