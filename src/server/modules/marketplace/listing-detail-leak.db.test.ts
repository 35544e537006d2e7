import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@shared/contracts/endpoint';
import { SCREEN_MANIFEST_FILE } from '@shared/screen-manifest';
import { listings } from '../../db/schema';
import type { HttpSession } from '../../test/http-session';
import { signUp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { grantOwnership, seedListing } from './marketplace-test-kit';

/**
 * Paid content never reaches a non-owner (issue 20 §4): a visitor, a signed-in stranger and an
 * administrator read every listing state (published, draft, pending, deleted) by every public
 * route that names it (the detail, every GET of the marketplace's API, the page's HTML, the
 * sitemaps, search), and the recipe's distinctive words appear in no answer; its creator and
 * owners do get it.
 */

const SECRET = 'PELICANFORGE-9402';
/** The first 200 characters are the preview anyone may read: the secret comes later. */
const CONTENT = `# Recipe Title: Launch Readiness Review

## Goal
Decide in one meeting whether a release is ready, with every risk named and owned before the date.

## Principles
- Evidence over confidence
- One owner per open risk

## Steps
1. Collect the open risks from every team.
2. Score each risk with the ${SECRET} matrix.
3. Ship only when every ${SECRET} score is under three.
`;
const STATES = ['published', 'draft', 'pending', 'deleted'] as const;

let t: TestApp;
const sessions: Record<'visitor' | 'stranger' | 'admin' | 'owner' | 'creator', HttpSession> = {} as never;
const ids: Record<(typeof STATES)[number], string> = {} as never;
let creatorId = '';
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'rf-leak-web-'));

beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><!-- page-meta --><title>Recipe Forge</title><!-- /page-meta --></head><body></body></html>',
  );
  writeFileSync(
    path.join(webRoot, SCREEN_MANIFEST_FILE),
    JSON.stringify({ screens: [{ path: '/marketplace' }, { path: '/marketplace/recipe/:recipeId' }] }),
  );
  t = await createTestApp({
    webRoot,
    env: { PUBLIC_URL: 'https://forge.example', ADMIN_EMAILS: 'leak-admin@example.com' },
    jobs: false,
  });
  const creator = await signUp(t, 'leak-creator@example.com', { ip: '10.74.0.1' });
  const owner = await signUp(t, 'leak-owner@example.com', { ip: '10.74.0.2' });
  sessions.creator = creator.session;
  creatorId = creator.id;
  sessions.owner = owner.session;
  sessions.stranger = (await signUp(t, 'leak-stranger@example.com', { ip: '10.74.0.3' })).session;
  sessions.admin = (await signUp(t, 'leak-admin@example.com', { ip: '10.74.0.4' })).session;
  sessions.visitor = t.session('10.74.0.5');
  for (const state of STATES) {
    const row = await seedListing(t.database.db, {
      creatorId: creator.id,
      title: `Launch Readiness Review ${state}`,
      description: 'Decide whether a release is ready in one meeting.',
      tags: ['release', 'planning'],
      content: CONTENT,
      priceCents: 1499,
      status: state === 'deleted' ? 'published' : state,
    });
    if (state === 'deleted')
      await t.database.db.update(listings).set({ deletedAt: new Date() }).where(eq(listings.id, row.id));
    await grantOwnership(t.database.db, row.id, owner.id, 1499);
    ids[state] = row.id;
  }
}, 90_000);
afterAll(() => t.close());

/** Every GET of the marketplace's API that takes a listing id, with that id. */
function listingGets(id: string): string[] {
  return t.app.endpoints.definitions
    .filter((d) => d.method === 'GET' && d.path.startsWith('/api/marketplace/') && d.path.includes(':id'))
    .map((d) => fillPath(d.path, { id }));
}

function readsOf(id: string): string[] {
  return [
    ...listingGets(id),
    `/marketplace/recipe/${id}`,
    `/marketplace/recipes/${id}`,
    '/sitemap-marketplace.xml',
    '/sitemap.xml',
    '/api/marketplace/listings?q=launch',
    '/api/marketplace/listings?q=readiness%20review',
    `/api/marketplace/listings?q=${SECRET}`,
    '/api/marketplace/listings',
    `/api/marketplace/creators/${creatorId}`,
    `/api/marketplace/creators/${creatorId}/listings`,
    '/api/marketplace/my-listings',
    '/api/marketplace/purchases',
  ];
}

describe('paid content', () => {
  it('has a route list that covers the detail and search', () => {
    const reads = readsOf('x');
    expect(reads).toContain('/api/marketplace/listings/x');
    expect(
      t.app.endpoints.definitions.some((d) => d.method === 'GET' && d.path === '/api/marketplace/listings'),
    ).toBe(true);
  });

  for (const who of ['visitor', 'stranger', 'admin'] as const)
    it(`never reaches ${who === 'visitor' ? 'a visitor' : who === 'admin' ? 'an administrator' : 'a signed-in stranger'}, in any state, by any route`, async () => {
      const leaks: string[] = [];
      for (const state of STATES)
        for (const url of readsOf(ids[state])) {
          const res = await sessions[who].get(url);
          expect(res.statusCode, `${state} ${url}`).toBeLessThan(500);
          if (res.body.includes(SECRET)) leaks.push(`${state} ${url} (${res.statusCode})`);
        }
      expect(leaks).toEqual([]);
    });

  it('reaches the creator and owners in every state, in the detail', async () => {
    for (const who of ['creator', 'owner'] as const)
      for (const state of STATES) {
        const res = await sessions[who].get(`/api/marketplace/listings/${ids[state]}`);
        expect(res.statusCode, `${who} ${state}`).toBe(200);
        expect(res.body, `${who} ${state}`).toContain(SECRET);
      }
  });
});
