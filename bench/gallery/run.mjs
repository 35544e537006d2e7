// bench/gallery: one user with 10,000 recipes and 100 folders in a table of 100,000 recipes.
// Over HTTP with the user's session cookie: the gallery's first page, a later page by cursor, a
// folder page, the folder list, and search (common, rare, tag, title words, and a miss), p50/p99
// on PGlite and on PostgreSQL. The server runs from source (no build). Prints JSON.
// Targets on PostgreSQL: page p99 < 20 ms, search p99 < 50 ms.
// Usage: node bench/gallery/run.mjs [pglite] [postgres]
//   BENCH_RECIPES (100000), BENCH_USER_RECIPES (10000), BENCH_REPS (200),
//   BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startSourceServer, until200 } from '../lib/server-process.mjs';
import { seed } from './seed.mjs';

const TOTAL = Number(process.env.BENCH_RECIPES ?? 100_000);
const MINE = Number(process.env.BENCH_USER_RECIPES ?? 10_000);
const REPS = Number(process.env.BENCH_REPS ?? 200);
const FOLDERS = 100;
const OTHER_USERS = 90;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const backends = process.argv.slice(2).length ? process.argv.slice(2) : ['pglite', 'postgres'];
const EMAIL = 'bench-gallery@bench.local';
const note = (message) => process.stderr.write(`[gallery] ${message}\n`);
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round = (ms) => Math.round(ms * 100) / 100;

async function startServer(env) {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const server = startSourceServer({ ...env, PORT: String(port), PUBLIC_URL: publicUrl, FREE_GENERATIONS: '1000' });
  await until200(`${publicUrl}/readyz`, performance.now(), 120_000);
  return {
    url: publicUrl,
    async stop() {
      server.child.kill('SIGTERM');
      const code = await server.exited;
      if (code !== 0) throw new Error(`server exited with ${code}`);
    },
  };
}

async function signUp(url) {
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ email: EMAIL, password: 'bench-password', name: 'Bench' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function measure(url, cookie, pathAndQuery) {
  const headers = { cookie, origin: url, 'accept-encoding': 'identity' };
  const get = async () => {
    const res = await fetch(`${url}${pathAndQuery}`, { headers });
    const body = await res.json();
    if (!res.ok) throw new Error(`${pathAndQuery}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  for (let i = 0; i < 20; i++) await get(); // warm-up: JIT, plans, buffer cache
  const times = [];
  let body;
  for (let i = 0; i < REPS; i++) {
    const start = performance.now();
    body = await get();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { body, p50: round(quantile(times, 0.5)), p99: round(quantile(times, 0.99)) };
}

async function scenarios(url, cookie) {
  const results = {};
  const first = await measure(url, cookie, '/api/recipes?limit=24');
  results.pageFirst = { p50: first.p50, p99: first.p99, total: first.body.total };
  // A later page: walk 40 pages deep (960 recipes) by cursor, then measure that page.
  let cursor = first.body.nextCursor;
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${url}/api/recipes?limit=24&cursor=${encodeURIComponent(cursor)}`, { headers: { cookie } });
    const next = (await res.json()).nextCursor;
    if (!next) break;
    cursor = next;
  }
  const later = await measure(url, cookie, `/api/recipes?limit=24&cursor=${encodeURIComponent(cursor)}`);
  results.pageLater = { p50: later.p50, p99: later.p99 };
  const folders = await measure(url, cookie, '/api/folders');
  results.folderList = { p50: folders.p50, p99: folders.p99, folders: folders.body.folders.length };
  const folderId = folders.body.folders[37].id;
  const folderPage = await measure(url, cookie, `/api/recipes?limit=24&folderId=${folderId}`);
  results.pageFolder = { p50: folderPage.p50, p99: folderPage.p99, total: folderPage.body.total };
  const none = await measure(url, cookie, '/api/recipes?limit=24&folderId=none');
  results.pageNoFolder = { p50: none.p50, p99: none.p99, total: none.body.total };
  const queries = { common: 'review', rare: 'quixotic', tag: 'kubernetes', title: 'roadmap 99', miss: 'zzyzx' };
  results.search = {};
  for (const [kind, q] of Object.entries(queries)) {
    const found = await measure(url, cookie, `/api/recipes/search?q=${encodeURIComponent(q)}`);
    results.search[kind] = { q, p50: found.p50, p99: found.p99, results: found.body.results.length };
  }
  return results;
}

const pageP99 = (r) => Math.max(r.pageFirst.p99, r.pageLater.p99, r.pageFolder.p99, r.pageNoFolder.p99);
const searchP99 = (r) => Math.max(...Object.values(r.search).map((s) => s.p99));

async function runPglite() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rf-bench-gallery-'));
  try {
    let server = await startServer({ DATA_DIR: dataDir });
    const cookie = await signUp(server.url);
    await server.stop();
    // PGlite is one process's database: seed it while the server is down, then start it again.
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = new PGlite({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
    const [{ id }] = (await db.query('select id from "user" where email = $1', [EMAIL])).rows;
    await seed((sql, params) => db.query(sql, params), {
      benchUserId: id, benchRecipes: MINE, totalRecipes: TOTAL, folders: FOLDERS, otherUsers: OTHER_USERS, log: note,
    });
    await db.close();
    server = await startServer({ DATA_DIR: dataDir });
    try {
      return await scenarios(server.url, cookie);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runPostgres() {
  const name = `rf_bench_gallery_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rf-bench-gallery-pg-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    try {
      const cookie = await signUp(server.url);
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const [{ id }] = (await client.query('select id from "user" where email = $1', [EMAIL])).rows;
        await seed((sql, params) => client.query(sql, params), {
          benchUserId: id, benchRecipes: MINE, totalRecipes: TOTAL, folders: FOLDERS, otherUsers: OTHER_USERS, log: note,
        });
      } finally {
        await client.end();
      }
      return await scenarios(server.url, cookie);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const result = { bench: 'gallery', node: process.version, recipes: TOTAL, userRecipes: MINE, folders: FOLDERS, reps: REPS, units: 'ms' };
for (const backend of backends) {
  note(`${backend}: start`);
  result[backend] = backend === 'pglite' ? await runPglite() : await runPostgres();
  note(`${backend}: done`);
}
if (result.postgres) {
  result.targets = { postgres: { pageP99: 20, searchP99: 50 } };
  result.withinTargets = pageP99(result.postgres) < 20 && searchP99(result.postgres) < 50;
}
console.log(JSON.stringify(result, null, 2));
