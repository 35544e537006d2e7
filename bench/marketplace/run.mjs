// bench/marketplace: the marketplace at 50,000 published listings, 200,000 reviews and 500,000
// comments (seed.mjs), on PostgreSQL and on PGlite, through the real server over HTTP (one
// keep-alive client, sequential requests, warm-up first). Cases:
// - browse, first page of each sort (For You anonymous and signed in, trending, price-low,
//   rating); search (a common word, a tag, a rare word, two words, a word no listing has);
// - detail (anonymous on the most reviewed listing and on a typical one, the owner of an
//   outdated version, the creator); the first comments page (busiest listing and a typical one);
// - checkout to owned with the local provider: POST checkout, pay on the local provider, poll
//   until the purchase is there;
// - the floor: GET /healthz with the same client, the machine's bare cost of a request.
// A case whose endpoint the server does not have yet prints `skipped: 'endpoint not built'`.
// Targets on PostgreSQL (issue 20): browse first pages and comments p99 < 25 ms, search p99 < 50,
// detail p99 < 20, checkout to owned < 500 ms. Prints JSON on stdout, a summary on stderr.
// Usage: node bench/marketplace/run.mjs [postgres] [pglite]
//   BENCH_SCALE (1: 50,000 listings), BENCH_PGLITE_SCALE (defaults to BENCH_SCALE), BENCH_REPS
//   (200), BENCH_CHECKOUTS (50), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres),
//   BENCH_KEEP=1 keeps the database and server up after measuring (prints how to reach them).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startSourceServer, until200 } from '../lib/server-process.mjs';
import { signUp } from '../lib/http-bench.mjs';
import { scaleOf, seed } from './seed.mjs';
import { checkoutToOwned } from './checkout.mjs';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const PGLITE_SCALE = Number(process.env.BENCH_PGLITE_SCALE ?? SCALE);
const REPS = Number(process.env.BENCH_REPS ?? 200);
const WARMUP = 20;
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 50);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const backends = process.argv.slice(2).length ? process.argv.slice(2) : ['postgres', 'pglite'];
const BUYER = { email: 'bench-buyer@bench.local', name: 'Bench Buyer' };
const CREATOR = { email: 'bench-creator@bench.local', name: 'Bench Creator' };
const note = (message) => process.stderr.write(`[marketplace] ${message}\n`);
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round = (ms) => Math.round(ms * 100) / 100;
export const TARGETS = { browseP99: 25, commentsP99: 25, searchP99: 50, detailP99: 20, checkoutP99: 500 };

export function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: round(quantile(sorted, 0.5)),
    p95: round(quantile(sorted, 0.95)),
    p99: round(quantile(sorted, 0.99)),
    max: round(sorted.at(-1)),
  };
}

/** Thrown when the server has no route for a case's endpoint yet (another part still building it). */
export class NotBuilt extends Error {}

async function startServer(env) {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  // From the sources (as bench/gallery): the parts of the marketplace land as source first.
  const server = startSourceServer({ ...env, PORT: String(port), PUBLIC_URL: publicUrl });
  await until200(`${publicUrl}/readyz`, performance.now(), 180_000);
  return {
    url: publicUrl,
    pid: server.child.pid,
    async stop() {
      server.child.kill('SIGTERM');
      const code = await server.exited;
      if (code !== 0) throw new Error(`server exited with ${code}`);
    },
  };
}

/** A client of one server: GET with an optional session, throwing NotBuilt on `request.noRoute`. */
export function client(url) {
  const request = async (method, pathAndQuery, { cookie, body } = {}) => {
    const headers = { origin: url, 'accept-encoding': 'identity', 'sec-fetch-site': 'same-origin' };
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${url}${pathAndQuery}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    const json = type.includes('json') && text ? JSON.parse(text) : undefined;
    if (res.status === 404 && json?.key === 'request.noRoute')
      throw new NotBuilt(`${method} ${pathAndQuery}`);
    return { status: res.status, json, text, headers: res.headers };
  };
  return {
    request,
    async get(pathAndQuery, cookie) {
      const res = await request('GET', pathAndQuery, { cookie });
      if (res.status !== 200) throw new Error(`GET ${pathAndQuery}: ${res.status} ${res.text.slice(0, 300)}`);
      return res.json ?? res.text;
    },
  };
}

/** Warm-up, then REPS sequential requests; the last body is kept to report counts. */
async function measure(http, pathAndQuery, cookie, describe = () => ({})) {
  try {
    for (let i = 0; i < WARMUP; i++) await http.get(pathAndQuery, cookie);
    const times = [];
    let body;
    const cpuBefore = await http.cpu();
    for (let i = 0; i < REPS; i++) {
      const start = performance.now();
      body = await http.get(pathAndQuery, cookie);
      times.push(performance.now() - start);
    }
    const cpuMs = cpuDelta(cpuBefore, await http.cpu()) / REPS;
    return { path: pathAndQuery, ...stats(times), cpuMs: round(cpuMs), ...describe(body) };
  } catch (error) {
    if (error instanceof NotBuilt) return { path: pathAndQuery, skipped: 'endpoint not built' };
    return { path: pathAndQuery, failed: String(error.message ?? error).slice(0, 400) };
  }
}

/**
 * CPU time of the server process and (PostgreSQL) the database's backends, in ms, by pid, from
 * /proc. Per request it is the cost the machine's load cannot inflate much: on a busy machine the
 * wall-clock figures wait for a CPU, this does not.
 */
function cpuOf(pids) {
  const ticks = 100; // USER_HZ on Linux
  const byPid = new Map();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byPid.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks);
    } catch {
      // gone
    }
  }
  return byPid;
}

/** CPU ms spent between two samples (a backend that appeared in between counts whole). */
const cpuDelta = (before, after) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

const page = (body) => ({ items: body?.items?.length, total: body?.total, more: body?.nextCursor != null });

/**
 * What the cases need besides the seed: the bench buyer owns the most reviewed listing at an old
 * version (the owner's "what changed") and 30 listings in two categories (For You's signal).
 */
async function prepare(exec, buyerId, creatorId) {
  await exec('update "user" set email_verified = true where id = any($1)', [[buyerId, creatorId]]);
  const top = (
    await exec(
      `select id from listings where status = 'published' and deleted_at is null order by rating_count desc, id limit 1`,
    )
  ).rows[0];
  // The bench creator (signed up, so it has a session) publishes the most reviewed listing.
  await exec(`update listings set creator_id = $1, creator_name = 'Bench Creator' where id = $2`, [
    creatorId,
    top.id,
  ]);
  await exec(
    `insert into creator_profiles (user_id, display_name) values ($1, 'Bench Creator') on conflict do nothing`,
    [creatorId],
  );
  await exec(
    `insert into payment_accounts (user_id, provider, account_id, charges_enabled, payouts_enabled, details_submitted)
              values ($1, 'local', 'acct_local_bench_creator', true, true, true) on conflict do nothing`,
    [creatorId],
  );
  const typical = (
    await exec(
      `select l.id from listings l where status = 'published' and deleted_at is null and rating_count between 3 and 6
       and (select count(*) from comments c where c.listing_id = l.id and c.parent_id is null) between 5 and 30 order by id limit 1`,
    )
  ).rows[0];
  await exec(
    `insert into purchases (id, listing_id, buyer_id, amount_cents, status, provider, seen_version)
              select gen_random_uuid()::text, id, $1, price_cents, 'completed', 'local', 1 from listings where id = $2`,
    [buyerId, top.id],
  );
  await exec(
    `insert into purchases (id, listing_id, buyer_id, amount_cents, status, provider, seen_version)
              select gen_random_uuid()::text, id, $1, price_cents, 'completed', 'local', version
              from listings where status = 'published' and deleted_at is null and category in ('ai-ml', 'writing')
              order by trend_score desc limit 30 on conflict do nothing`,
    [buyerId],
  );
  // Checkout candidates: paid listings of creators who can take payments, not owned by the buyer.
  const buyable = (
    await exec(
      `select l.id from listings l join payment_accounts a on a.user_id = l.creator_id and a.charges_enabled
       where l.status = 'published' and l.deleted_at is null and l.price_cents > 0
         and not exists (select 1 from purchases p where p.listing_id = l.id and p.buyer_id = $1)
       order by l.id limit $2`,
      [buyerId, CHECKOUTS + 3],
    )
  ).rows.map((r) => r.id);
  await exec('analyze purchases');
  return { topId: top.id, typicalId: typical?.id ?? top.id, buyable };
}

async function scenarios(url, { buyer, creator, ids, pids }) {
  const http = client(url);
  http.cpu = async () => cpuOf(await pids());
  // The machine's load, beside the figures: other work on it inflates every one of them.
  const results = { loadAverage: { start: round(os.loadavg()[0]) } };
  results.floor = await measure(http, '/healthz');
  // The API's own floor: a small anonymous JSON answer through the whole request pipeline.
  results.floorApi = await measure(http, '/api/config');
  results.browse = {
    forYouAnonymous: await measure(http, '/api/marketplace/listings?sort=for-you', undefined, page),
    forYouSignedIn: await measure(http, '/api/marketplace/listings?sort=for-you', buyer.cookie, page),
    trending: await measure(http, '/api/marketplace/listings?sort=trending', undefined, page),
    priceLow: await measure(http, '/api/marketplace/listings?sort=price-low', undefined, page),
    rating: await measure(http, '/api/marketplace/listings?sort=rating', undefined, page),
    categoryTrending: await measure(
      http,
      '/api/marketplace/listings?sort=trending&category=data-science',
      undefined,
      page,
    ),
  };
  const queries = {
    common: 'review',
    tag: 'kubernetes',
    rare: 'quixotic',
    twoWords: 'weekly budget',
    none: 'zzyzx',
  };
  results.search = {};
  for (const [kind, q] of Object.entries(queries)) {
    results.search[kind] = {
      q,
      ...(await measure(http, `/api/marketplace/listings?q=${encodeURIComponent(q)}`, undefined, page)),
    };
  }
  const detail = (body) => ({ access: body?.access, version: body?.version });
  results.detail = {
    anonymousTop: await measure(http, `/api/marketplace/listings/${ids.topId}`, undefined, detail),
    anonymousTypical: await measure(http, `/api/marketplace/listings/${ids.typicalId}`, undefined, detail),
    owner: await measure(http, `/api/marketplace/listings/${ids.topId}`, buyer.cookie, detail),
    creator: await measure(http, `/api/marketplace/listings/${ids.topId}`, creator.cookie, detail),
  };
  const comments = (body) => ({
    items: body?.items?.length ?? body?.comments?.length,
    more: (body?.nextCursor ?? body?.cursor) != null,
  });
  results.comments = {
    busiest: await measure(http, `/api/marketplace/listings/${ids.topId}/comments`, undefined, comments),
    busiestSignedIn: await measure(
      http,
      `/api/marketplace/listings/${ids.topId}/comments`,
      buyer.cookie,
      comments,
    ),
    typical: await measure(http, `/api/marketplace/listings/${ids.typicalId}/comments`, undefined, comments),
  };
  results.checkoutToOwned = await checkoutToOwned(http, {
    url,
    cookie: buyer.cookie,
    listingIds: ids.buyable,
    runs: CHECKOUTS,
    stats,
    cpuDelta,
    NotBuilt,
    note,
  });
  results.loadAverage.end = round(os.loadavg()[0]);
  return results;
}

/** BENCH_KEEP: leaves the server and database up for EXPLAIN ANALYZE (the process then waits). */
async function keep(url, dbUrl, { buyer, creator, ids }) {
  const info = {
    url,
    database: dbUrl.toString(),
    buyerCookie: buyer.cookie,
    creatorCookie: creator.cookie,
    ...ids,
    buyable: undefined,
    buyerId: buyer.id,
    creatorId: creator.id,
  };
  note(`BENCH_KEEP ${JSON.stringify(info)}`);
  await new Promise(() => {});
}

async function runPostgres() {
  const name = `rf_bench_marketplace_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(PG_URL);
  dbUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rf-bench-marketplace-pg-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: dbUrl.toString() });
    try {
      const buyer = await signUp(server.url, BUYER.email, BUYER.name);
      const creator = await signUp(server.url, CREATOR.email, CREATOR.name);
      const db = new pg.Client({ connectionString: dbUrl.toString() });
      await db.connect();
      const exec = (sql, params) => db.query(sql, params);
      let seeded;
      let ids;
      try {
        const started = performance.now();
        seeded = await seed(exec, { scale: SCALE, template: buyer.id, log: note });
        seeded.ms = Math.round(performance.now() - started);
        ids = await prepare(exec, buyer.id, creator.id);
      } finally {
        await db.end();
      }
      note(`postgres: seeded in ${seeded.ms} ms; measuring`);
      if (process.env.BENCH_KEEP === 'seed') await keep(server.url, dbUrl, { buyer, creator, ids });
      const pids = async () => [
        server.pid,
        ...(await admin.query('select pid from pg_stat_activity where datname = $1', [name])).rows.map(
          (r) => r.pid,
        ),
      ];
      const measured = await scenarios(server.url, { buyer, creator, ids, pids });
      if (process.env.BENCH_KEEP) await keep(server.url, dbUrl, { buyer, creator, ids });
      return { scale: SCALE, seeded, ...measured };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function runPglite() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rf-bench-marketplace-'));
  try {
    // PGlite is one process's database: migrate and sign up through the server, seed while it is
    // down (the same PGlite build and extension the server opens), then start it again.
    let server = await startServer({ DATA_DIR: dataDir });
    const buyer = await signUp(server.url, BUYER.email, BUYER.name);
    const creator = await signUp(server.url, CREATOR.email, CREATOR.name);
    await server.stop();
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = new PGlite({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
    const started = performance.now();
    const seeded = await seed((sql, params) => db.query(sql, params), {
      scale: PGLITE_SCALE,
      template: buyer.id,
      log: note,
    });
    seeded.ms = Math.round(performance.now() - started);
    const ids = await prepare((sql, params) => db.query(sql, params), buyer.id, creator.id);
    const size = (await db.query(`select pg_database_size(current_database())::bigint as bytes`)).rows[0]
      .bytes;
    await db.close();
    note(`pglite: seeded in ${seeded.ms} ms (${Math.round(Number(size) / 1e6)} MB); measuring`);
    server = await startServer({ DATA_DIR: dataDir });
    try {
      const pids = async () => [server.pid];
      const measured = await scenarios(server.url, { buyer, creator, ids, pids });
      return {
        scale: PGLITE_SCALE,
        seeded: { ...seeded, databaseMb: Math.round(Number(size) / 1e6) },
        ...measured,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The PostgreSQL figures against the issue's targets; skipped cases count as unknown. */
function verdict(r) {
  const worst = (cases) => {
    const measured = Object.values(cases).filter((c) => typeof c.p99 === 'number');
    return measured.length === Object.keys(cases).length ? Math.max(...measured.map((c) => c.p99)) : null;
  };
  const check = (value, target) => (value == null ? 'not measured' : value < target ? 'met' : 'missed');
  const { creator: _creator, ...detailCases } = r.detail;
  return {
    browse: check(worst(r.browse), TARGETS.browseP99),
    comments: check(worst(r.comments), TARGETS.commentsP99),
    search: check(worst(r.search), TARGETS.searchP99),
    detail: check(worst(detailCases), TARGETS.detailP99),
    checkoutToOwned: check(r.checkoutToOwned?.p99, TARGETS.checkoutP99),
  };
}

function summary(backend, r) {
  const line = (label, c) =>
    c.skipped
      ? `  ${label.padEnd(24)} skipped (${c.skipped})`
      : c.failed
        ? `  ${label.padEnd(24)} FAILED ${c.failed}`
        : `  ${label.padEnd(24)} p50 ${String(c.p50).padStart(7)}  p95 ${String(c.p95).padStart(7)}  p99 ${String(c.p99).padStart(7)} ms  cpu ${String(c.cpuMs).padStart(6)} ms/req${c === r.floor ? '' : `  (p50 over the floor: ${round(c.p50 - r.floor.p50)})`}`;
  const lines = [
    `${backend} (scale ${r.scale}: ${r.seeded.counts.publishedListings} listings, ${r.seeded.counts.reviews} reviews, ${r.seeded.counts.comments} comments; seeded in ${(r.seeded.ms / 1000).toFixed(1)} s)`,
  ];
  lines.push(
    `  load average while measuring: ${r.loadAverage.start} → ${r.loadAverage.end} on ${os.cpus().length} CPUs`,
  );
  lines.push(line('floor GET /healthz', r.floor));
  lines.push(line('floor GET /api/config', r.floorApi));
  for (const group of ['browse', 'search', 'detail', 'comments'])
    for (const [k, c] of Object.entries(r[group])) lines.push(line(`${group} ${k}`, c));
  lines.push(line('checkout → owned', r.checkoutToOwned));
  return lines.join('\n');
}

const scale = scaleOf(SCALE);
const result = {
  bench: 'marketplace',
  node: process.version,
  cpus: os.cpus().length,
  reps: REPS,
  warmup: WARMUP,
  units: 'ms',
  targets: { postgres: TARGETS },
};
result.requested = {
  listings: scale.listings,
  reviews: scale.reviews,
  comments: scale.topComments + scale.replies,
};
for (const backend of backends) {
  note(`${backend}: start`);
  result[backend] = backend === 'pglite' ? await runPglite() : await runPostgres();
  note(`${backend}: done\n${summary(backend, result[backend])}`);
  if (backend === 'postgres') {
    result.postgres.verdict = verdict(result.postgres);
    note(`postgres targets: ${JSON.stringify(result.postgres.verdict)}`);
  }
}
console.log(JSON.stringify(result, null, 2));
