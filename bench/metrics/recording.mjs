// bench/metrics/recording.mjs: the CPU the generation metrics add per generation (issue 22:
// "recording adds under 0.05 ms CPU per generation"). The recorder is the server's own
// (src/server/modules/metrics, loaded from the sources through tsx): for each of BENCH_GENERATIONS
// generations, what a real one does — a GenerationMeter made at its start, its first token and the
// provider's usage noted, its end recorded (90% success, 5% error with a class, 5% cancelled; 1,000
// users) — then the recorder's batches written to the database exactly as in the server (500 rows
// a batch: one multi-row insert and one rollup upsert per transaction). process.cpuUsage() (user +
// system) is read around all of it, until the last batch is stored:
// - recordMs: the hot path alone (meter + record, nothing written): what a stream pays;
// - totalMs: recording and writing together, per generation: the target's figure. On PostgreSQL
//   the database server's own CPU is another process's and is not counted; on PGlite the
//   database runs in this process, so its work is counted too (reported, not the target).
// The rows are checked afterwards: every generation stored, the '*' rollups summing to it.
// Not part of the target: the quality score of a successful reply, computed when its batch is
// written (off the stream) by the evaluation's structural checks; its CPU per reply is reported
// as `replyScoring` (median of 5 rounds over a realistic recipe), with the share of a 1 s flush
// it takes at 100 replies a second.
// Usage: node bench/metrics/recording.mjs   (JSON on stdout, a summary on stderr)
//   BENCH_GENERATIONS (100000), BENCH_DB (both | postgres | pglite), BENCH_PG_URL
//   (postgres://postgres@127.0.0.1:5432/postgres). The lead's bench/metrics/run.mjs calls
//   `runRecordingBench()`.
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

export const RECORDING_TARGETS = { cpuMsPerGeneration: 0.05 };
const USERS = 1_000;
const cpuMs = (usage) => (usage.user + usage.system) / 1000;
const round = (ms, digits = 5) => Number(ms.toFixed(digits));

async function loadServer() {
  const from = import.meta.url;
  const [client, recorder, meter] = await Promise.all([
    tsImport('../../src/server/db/client.ts', from),
    tsImport('../../src/server/modules/metrics/metrics-recorder.ts', from),
    tsImport('../../src/server/modules/metrics/generation-meter.ts', from),
  ]);
  const [quality, fixtures] = await Promise.all([
    tsImport('../../src/server/modules/evaluation/scoring/reply-quality.ts', from),
    tsImport('../../src/server/modules/evaluation/scoring/scoring-fixtures.ts', from),
  ]);
  return {
    openDatabase: client.openDatabase,
    runMigrations: client.runMigrations,
    MetricsRecorder: recorder.MetricsRecorder,
    GenerationMeter: meter.GenerationMeter,
    replyQuality: quality.replyQuality,
    sampleReply: fixtures.GOOD_RECIPE,
  };
}

const silentLog = { error: (o, m) => process.stderr.write(`[metrics/recording] ${m}: ${o?.err}\n`) };

/** One database's run: records `generations`, waits until they are stored, checks them. */
async function measure(server, database, generations, log) {
  await server.runMigrations(database);
  const { db } = database;
  const { sql } = await import('drizzle-orm');
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, created_at, updated_at)
    select 'bench-rec-u-' || g, 'Bench ' || g, 'bench-rec-u-' || g || '@bench.local', true, now(), now()
    from generate_series(0, ${USERS - 1}) g on conflict do nothing`);
  const users = Array.from({ length: USERS }, (_, i) => `bench-rec-u-${i}`);
  const recorder = new server.MetricsRecorder({ db, log: silentLog });

  const run = (count, offset) => {
    for (let i = 0; i < count; i++) {
      const n = offset + i;
      const meter = new server.GenerationMeter(recorder, {
        source: n % 10 === 0 ? 'regenerate' : 'chat',
        userId: users[n % USERS],
        chatId: `bench-chat-${n % 5000}`,
        messageId: `bench-msg-${n}`,
        modelId: 'gemini:gemini-2.5-flash',
      });
      const outcome = n % 20 === 0 ? 'error' : n % 20 === 1 ? 'cancelled' : 'success';
      if (outcome !== 'error') meter.token();
      meter.usage(120, 800);
      meter.finish(outcome, outcome === 'error' ? (n % 40 === 0 ? 'timeout' : 'rate_limited') : null);
    }
  };

  // Warm-up (JIT, the first statements' plans), written and then left out of the figures.
  run(2_000, 0);
  await recorder.flush();

  // The hot path alone: a separate recorder that is never flushed, so nothing is written.
  const idle = new server.MetricsRecorder(
    { db, log: silentLog },
    { flushMs: 3_600_000, maxBatch: Number.MAX_SAFE_INTEGER },
  );
  const hotStart = process.cpuUsage();
  for (let i = 0; i < generations; i++) {
    const meter = new server.GenerationMeter(idle, {
      source: 'chat',
      userId: users[i % USERS],
      chatId: 'bench-chat',
      messageId: `bench-hot-${i}`,
      modelId: 'gemini:gemini-2.5-flash',
    });
    meter.token();
    meter.usage(120, 800);
    // The reply travels as a reference; the recorder scores it only when it writes the batch.
    meter.finish('success', null, server.sampleReply);
  }
  const recordMs = cpuMs(process.cpuUsage(hotStart)) / generations;

  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  // In slices of 1,000 with a turn of the event loop between them, as generations end in a server.
  for (let offset = 0; offset < generations; offset += 1_000) {
    run(Math.min(1_000, generations - offset), 2_000 + offset);
    await new Promise((resolve) => setImmediate(resolve));
  }
  await recorder.close();
  const totalMs = cpuMs(process.cpuUsage(cpuStart)) / generations;
  const wallMs = performance.now() - wallStart;

  const rows = (result) => (Array.isArray(result) ? result : result.rows);
  const [stored] = rows(await db.execute(sql`select count(*)::integer as n from generation_metrics`));
  const [rolled] = rows(
    await db.execute(
      sql`select coalesce(sum(generations), 0)::integer as n from generation_rollups where scope = '*'`,
    ),
  );
  const expected = generations + 2_000;
  const checked = Number(stored.n) === expected && Number(rolled.n) === expected && recorder.dropped === 0;
  log(
    `${database.driver.kind}: ${generations} generations, record ${round(recordMs * 1000, 2)} µs, ` +
      `record + write ${round(totalMs * 1000, 2)} µs CPU each (${Math.round(wallMs)} ms wall); stored ${stored.n}/${expected}, rollups ${rolled.n}`,
  );
  return {
    generations,
    recordMs: round(recordMs),
    totalMs: round(totalMs),
    wallMs: Math.round(wallMs),
    stored: Number(stored.n),
    rolledUp: Number(rolled.n),
    checked,
  };
}

/** CPU per reply of the write-time quality score (not the stream's: the recorder scores at flush). */
function measureReplyScoring(server, log, replies = 2_000) {
  const rounds = [];
  for (let round = 0; round < 6; round++) {
    const start = process.cpuUsage();
    for (let i = 0; i < replies; i++) server.replyQuality(`${server.sampleReply}\n<!-- ${i} -->`);
    rounds.push(cpuMs(process.cpuUsage(start)) / replies);
  }
  // The first round warms the JIT and is left out.
  const sorted = rounds.slice(1).sort((a, b) => a - b);
  const msPerReply = sorted[Math.floor(sorted.length / 2)];
  log(`reply quality score: ${round(msPerReply, 4)} ms CPU per reply at write time (off the stream)`);
  return { msPerReply: round(msPerReply), flushShareAt100PerSecond: round((msPerReply * 100) / 1000, 4) };
}

/** Runs the recording benchmark (PostgreSQL on a fresh database, and/or PGlite in memory). */
export async function runRecordingBench({
  pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  generations = Number(process.env.BENCH_GENERATIONS ?? 100_000),
  which = process.env.BENCH_DB ?? 'both',
  log = (message) => process.stderr.write(`[metrics/recording] ${message}\n`),
} = {}) {
  const server = await loadServer();
  const result = { targets: RECORDING_TARGETS };
  if (which === 'both' || which === 'postgres') {
    const name = `rf_bench_recording_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const dbUrl = new URL(pgUrl);
    dbUrl.pathname = `/${name}`;
    const database = server.openDatabase({ kind: 'postgres', connectionString: dbUrl.toString() });
    try {
      result.postgres = await measure(server, database, generations, log);
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  }
  if (which === 'both' || which === 'pglite') {
    const database = server.openDatabase({ kind: 'pglite' });
    try {
      result.pglite = await measure(server, database, generations, log);
    } finally {
      await database.close();
    }
  }
  // The target is the recording's own CPU: on PostgreSQL when it ran (the database elsewhere),
  // else PGlite's figure (which includes the embedded database's work as well).
  result.replyScoring = measureReplyScoring(server, log);
  const gate = result.postgres ?? result.pglite;
  result.pass = gate.checked && gate.totalMs < RECORDING_TARGETS.cpuMsPerGeneration;
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runRecordingBench();
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  if (!result.pass) process.exitCode = 1;
}
