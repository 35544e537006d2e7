// bench/messages: direct messaging on PostgreSQL (issue 23 Benchmark), through the real server.
// A fresh database is created (and dropped at the end), migrated by the server's runMigrations,
// and seeded set-based (seed.mjs: 10,000 users, 100,000 conversations, 5,000,000 messages, skewed,
// read state consistent). Two server processes are started from the sources on it (same
// AUTH_SECRET); the seeded users' sessions are signed like better-auth's cookies (http.mjs) and
// checked against the server first. Then:
// - reads.mjs on process A: inbox first page (a spread of users, and the user with the most
//   conversations) and thread pages (first and older), p99 < 20 ms each, each beside a floor
//   measured under the same load (GET /api/me as the same user before every request: the
//   session read every signed-in call pays) and its ratio;
// - delivery.mjs: POST a message to process A, its 'message.created' on the recipient's
//   /api/events stream on process B, at 200 messages a second for 15 s: p99 < 100 ms (after a
//   probe at a tenth of the rate), with the CPU per message of each process and the database,
//   beside a bare NOTIFY → LISTEN floor.
// Prints one JSON object on stdout, a summary on stderr; exits 1 when a target is missed or a
// check fails. Usage: npm run bench -- messages (or node bench/messages/run.mjs)
//   BENCH_USERS (10000), BENCH_CONVERSATIONS (100000), BENCH_MESSAGES (5000000): the shape;
//   BENCH_RATE (200) messages/s and BENCH_SECONDS (15) of the delivery run; BENCH_REPS (300)
//   timed requests per read figure; BENCH_SAMPLE_USERS (200) inboxes read;
//   BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres); BENCH_ONLY=reads|delivery runs
//   one part (the other's targets are then not judged);
//   BENCH_KEEP=1 leaves both servers and the database up after seeding (prints how to reach them,
//   for EXPLAIN ANALYZE) until SIGINT/SIGTERM, then drops the database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { freePort, startSourceServer, until200 } from '../lib/server-process.mjs';
import { DELIVERY_TARGETS, measureDelivery } from './delivery.mjs';
import { client, sessionCookie } from './http.mjs';
import { measureReads, READ_TARGETS } from './reads.mjs';
import { DEFAULT_SHAPE, sampleUsers, seed } from './seed.mjs';

const log = (message) => process.stderr.write(`[messages] ${message}\n`);
const env = (name, fallback) => Number(process.env[name] ?? fallback);

const shape = {
  users: env('BENCH_USERS', DEFAULT_SHAPE.users),
  conversations: env('BENCH_CONVERSATIONS', DEFAULT_SHAPE.conversations),
  messages: env('BENCH_MESSAGES', DEFAULT_SHAPE.messages),
};
const rate = env('BENCH_RATE', 200);
const seconds = env('BENCH_SECONDS', 15);
const reps = env('BENCH_REPS', 300);
const sampleCount = env('BENCH_SAMPLE_USERS', 200);
// Each sender sends at most 20 messages in the run: far under the per-user limit (30 a minute).
const live = {
  senders: Math.ceil(rate * Math.max(1, seconds / 20)),
  recipients: Math.max(1, Math.ceil(rate / 4)),
};
const only = process.env.BENCH_ONLY ?? '';
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const from = import.meta.url;
const [dbClient, profile] = await Promise.all([
  tsImport('../../src/server/db/client.ts', from),
  tsImport('../../src/shared/contracts/profile.ts', from),
]);

const name = `rf_bench_messages_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: pgUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(pgUrl);
dbUrl.pathname = `/${name}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rf-bench-messages-'));
const secret = randomBytes(32).toString('hex');
const servers = [];
const db = new pg.Client({ connectionString: dbUrl.toString() });
db.on('error', (error) => log(`database connection lost: ${error.message}`));
let result;
try {
  const database = dbClient.openDatabase({ kind: 'postgres', connectionString: dbUrl.toString() });
  try {
    await dbClient.runMigrations(database);
  } finally {
    await database.close();
  }
  await db.connect();
  const exec = (sql, params) => db.query(sql, params);
  log(
    `seeding ${shape.users} users, ${shape.conversations} conversations, ${shape.messages} messages into ${name}`,
  );
  const seedStart = performance.now();
  const seeded = await seed(exec, {
    shape,
    template: { preferences: profile.DEFAULT_PREFERENCES, subscription: profile.DEFAULT_SUBSCRIPTION },
    live,
    log,
  });
  const seedMs = Math.round(performance.now() - seedStart);
  log(`seeded in ${(seedMs / 1000).toFixed(1)} s`);
  const firstLive = shape.users - live.senders - live.recipients + 1;
  const users = await sampleUsers(exec, { count: sampleCount, below: firstLive });
  const busiest = seeded.busiest[0];

  // Two server processes on the database, one after the other (each from the sources).
  for (const which of ['A', 'B']) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const started = performance.now();
    const server = startSourceServer({
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl.toString(),
      AUTH_SECRET: secret,
      PORT: String(port),
      PUBLIC_URL: url,
    });
    servers.push({ ...server, url });
    await until200(`${url}/readyz`, started, 180_000);
    log(`server ${which} ready at ${url} in ${Math.round(performance.now() - started)} ms`);
  }
  const [serverA, serverB] = servers;

  // The signed cookies are the server's own: each process reads the seeded session.
  for (const server of servers) {
    const probe = client(server.url);
    const session = await probe.json('GET', '/api/auth/get-session', { cookie: sessionCookie(1, secret) });
    probe.close();
    if (session?.user?.id !== 'bm-u-1') throw new Error(`seeded session not accepted by ${server.url}`);
  }

  if (process.env.BENCH_KEEP) {
    log(
      `BENCH_KEEP ${JSON.stringify({ a: serverA.url, b: serverB.url, database: dbUrl.toString(), cookieOfUser1: sessionCookie(1, secret), busiest, longThread: seeded.longThread })} (Ctrl-C or SIGTERM ends it and drops the database)`,
    );
    await new Promise((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    throw new Error('BENCH_KEEP: stopped');
  }

  const loadStart = Math.round(os.loadavg()[0] * 100) / 100;
  const api = client(serverA.url);
  const expectedUnread = async (userId) =>
    Number(
      (
        await db.query(
          'select coalesce(sum(unread_count), 0)::int as n from conversation_members where user_id = $1',
          [userId],
        )
      ).rows[0].n,
    );
  const reads =
    only === 'delivery'
      ? undefined
      : await measureReads({
          api,
          secret,
          users,
          busiest,
          longThread: seeded.longThread,
          expectedUnread,
          reps,
          log,
        });
  api.close();
  const delivery =
    only === 'reads'
      ? undefined
      : await measureDelivery({
          urlA: serverA.url,
          urlB: serverB.url,
          pidA: serverA.child.pid,
          pidB: serverB.child.pid,
          dbUrl: dbUrl.toString(),
          secret,
          pairs: seeded.livePairs,
          rate,
          seconds,
          log,
        });
  const { livePairs, busiest: busiestUsers, ...shown } = seeded;
  result = {
    targets: { ...READ_TARGETS, sendToDeliveredP99Ms: DELIVERY_TARGETS.p99Ms },
    seed: { ...shown, busiest: busiestUsers, seedMs },
    loadAverage: { start: loadStart, end: Math.round(os.loadavg()[0] * 100) / 100 },
    ...reads,
    delivery,
    pass:
      (!reads || (reads.pass.inbox && reads.pass.thread && reads.pass.checks)) &&
      (!delivery || delivery.pass),
  };
} finally {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await db.end().catch(() => {});
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
if (!result.pass) process.exitCode = 1;
