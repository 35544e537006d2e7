import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'rf-web-'));

beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><title>Recipe Forge</title><div id="root"></div>',
  );
  writeFileSync(
    path.join(webRoot, 'assets', 'main-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webRoot });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('serves a built screen with the SPA shell and status 200', async () => {
    const res = await t.app.inject('/error-test');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the shell with status 404 for screens not built yet and unknown paths', async () => {
    for (const url of ['/marketplace', '/solutions', '/messages/abc', '/no/such/page']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('redirects the route map redirects, keeping the query', async () => {
    const gallery = await t.app.inject('/gallery?folder=1');
    expect(gallery.statusCode).toBe(301);
    expect(gallery.headers.location).toBe('/recipes?folder=1');
    const legacy = await t.app.inject('/marketplace/recipes/r42');
    expect(legacy.headers.location).toBe('/marketplace/recipe/r42');
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await t.app.inject('/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('compresses assets', async () => {
    const res = await t.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(['br', 'gzip']).toContain(res.headers['content-encoding']);
  });

  it('answers a missing asset or API path with JSON, not the shell', async () => {
    for (const url of ['/assets/missing-123.js', '/api/nothing']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('does not serve the shell for non-GET methods', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/error-test' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
