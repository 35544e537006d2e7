// bench/lib/http-bench.mjs: what the benches that measure the real server over HTTP share — a
// fresh PostgreSQL database with the server (from the sources) on it, a sign-up through the API,
// timed GETs with a warm-up, and the figures (p50/p95/p99/max in ms, two decimals).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startSourceServer, until200 } from './server-process.mjs';

export const round = (ms) => Math.round(ms * 100) / 100;
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Medians and tails of a list of durations (ms). */
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

/** Signs a user up through the API; returns their session cookie and id. */
export async function signUp(url, email, name = 'Bench User') {
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ email, password: 'bench-password-1', name }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, id: (await res.json()).user.id };
}

/**
 * Runs `work({ url, dbUrl, db })` against the server started from the sources on a database made
 * for the run (`db`: a connected pg client on it, for seeding); everything is removed afterwards,
 * whatever happens. `env` adds to the server's environment.
 */
export async function withSourceServer({ pgUrl, prefix, env = {} }, work) {
  const name = `rf_bench_${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(pgUrl);
  dbUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `rf-bench-${prefix}-`));
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  let server;
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    server = startSourceServer({
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl.toString(),
      PORT: String(port),
      PUBLIC_URL: url,
      ...env,
    });
    await until200(`${url}/readyz`, performance.now(), 180_000);
    await db.connect();
    return await work({ url, dbUrl: dbUrl.toString(), db });
  } finally {
    await db.end().catch(() => {});
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** A same-origin JSON GET against `url` that throws on anything but 200. */
export function jsonGetter(url) {
  return async (pathAndQuery, cookie) => {
    const res = await fetch(`${url}${pathAndQuery}`, {
      headers: {
        origin: url,
        'sec-fetch-site': 'same-origin',
        'accept-encoding': 'identity',
        ...(cookie ? { cookie } : {}),
      },
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`GET ${pathAndQuery}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
}

/**
 * Times `reps` sequential GETs after `warmup` (the first one's time is reported on its own as
 * `coldMs`: it may fill a cache); returns the last answer and the figures.
 */
export async function measureGet(get, pathAndQuery, cookie, { reps, warmup }) {
  const coldStart = performance.now();
  await get(pathAndQuery, cookie);
  const coldMs = round(performance.now() - coldStart);
  for (let i = 1; i < warmup; i++) await get(pathAndQuery, cookie);
  const times = [];
  let body;
  for (let i = 0; i < reps; i++) {
    const at = performance.now();
    body = await get(pathAndQuery, cookie);
    times.push(performance.now() - at);
  }
  return { body, coldMs, ...stats(times) };
}
