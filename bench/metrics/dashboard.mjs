// bench/metrics/dashboard.mjs: GET /api/admin/metrics for each timeframe (today, week, month,
// year) with BENCH_GENERATIONS (1,000,000) recorded generations spread evenly over the last 365
// days, on a fresh PostgreSQL database, through the real server (from the sources) over HTTP as an
// admin (one keep-alive client, sequential requests, warm-up first). Seeded set-based, as the
// recorder would have left them: the raw generation_metrics rows (one per generation, BENCH_USERS
// users; BENCH_RAW=0 leaves them out, the dashboards never read them) and the hourly rollups for
// every user and for everyone ('*'), built from the same generations in one grouping-sets pass
// (counts, tokens, latency histograms over src/shared/metrics/latency-buckets.ts, feedback, later
// actions, quality sums, error classes). Also measured: one user's GET /api/metrics/me?timeframe=year
// and, as the floor, GET /api/config. Every answer is checked against the seed (generations,
// successes, errors, tokens out in the window, the number of periods).
// Target (issue 22): each /admin/metrics timeframe p99 < 100 ms.
// Usage: node bench/metrics/dashboard.mjs   (prints JSON on stdout, a summary on stderr)
//   BENCH_GENERATIONS (1000000), BENCH_USERS (2000), BENCH_REPS (200), BENCH_RAW (1),
//   BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres).
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { jsonGetter, measureGet, round, signUp, withSourceServer } from '../lib/http-bench.mjs';

export const DASHBOARD_TARGETS = { p99Ms: 100 };
const TIMEFRAMES = { today: 1, week: 7, month: 30, year: 365 };
const WARMUP = 20;
const ADMIN_EMAIL = 'bench-metrics-admin@bench.local';
// The bounds of src/shared/metrics/latency-buckets.ts (kept in step by the check below: the
// answer's quantiles must be among them).
const BOUNDS = [
  50, 100, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 4000, 5000, 7500, 10_000, 15_000, 20_000, 30_000,
  45_000, 60_000, 90_000, 120_000,
];
const ERROR_CLASSES = ['timeout', 'rate_limited', 'provider_error'];
const ACTIONS = { save: 11, copy: 13, export: 29, share: 31, regenerate: 37, publish: 101 };

/**
 * The generations, as a table the seed reads twice (raw rows, rollups). Generation `g` of `n`
 * starts `g * 365 days / n` before now; its user, outcome, latencies, tokens, quality, feedback
 * and later actions are fixed functions of `g`, so the answer can be checked.
 */
async function seed(db, { generations, users, raw, firstUser }) {
  await db.query(`set timezone = 'UTC'`);
  await db.query(
    `insert into "user" (id, name, email, email_verified, created_at, updated_at)
     select 'bench-mu-' || g, 'Bench User ' || g, 'bench-mu-' || g || '@bench.local', true, now(), now()
     from generate_series(1, $1 - 1) g`,
    [users],
  );
  const span = 365 * 86_400;
  await db.query(
    `create unlogged table bench_generations as
     select g,
            case when g % $2 = 0 then $3 else 'bench-mu-' || (g % $2) end as user_id,
            now() - ((g::double precision * ${span} / $1) * interval '1 second') as started_at,
            case when g % 50 = 0 then 'error' when g % 97 = 0 then 'cancelled' else 'success' end as outcome,
            case when g % 50 = 0 then (array[${ERROR_CLASSES.map((c) => `'${c}'`).join(',')}])[1 + ((g / 50) % 3)::int] end
              as error_class,
            250 + (g * 7919) % 9000 + case when g % 400 = 0 then 60000 else 0 end as total_ms,
            case when g % 50 = 0 then null else 80 + (g * 104729) % 1400 end as first_token_ms,
            200 + g % 300 as tokens_in,
            case when g % 50 = 0 then 0 else 600 + (g * 31) % 1500 end as tokens_out,
            case when g % 50 = 0 or g % 97 = 0 then null else 0.45 + ((g * 13) % 55) / 100.0 end as quality,
            g % 7 = 0 as good,
            g % 23 = 0 as bad
     from generate_series(1, $1::bigint) g`,
    [generations, users, firstUser],
  );
  if (raw) {
    await db.query(
      `insert into generation_metrics (id, user_id, source, chat_id, message_id, provider, model, started_at,
                                       first_token_ms, total_ms, tokens_in, tokens_out, outcome, error_class,
                                       retries, quality_score, created_at)
       select 'bench-gm-' || g, user_id, 'chat', 'bench-chat-' || (g / 4), 'bench-msg-' || g, 'offline', 'offline',
              started_at, first_token_ms, total_ms, tokens_in, tokens_out, outcome, error_class, 0, quality, started_at
       from bench_generations`,
    );
  }
  // bucket i counts latencies <= BOUNDS[i] (and above the one before); the last, the rest.
  const bounds = `array[${BOUNDS.join(',')}]`;
  const histogram = (column) =>
    `array[${Array.from({ length: BOUNDS.length + 1 }, (_, i) => `count(*) filter (where width_bucket(${column} - 1, ${bounds}) = ${i})::int`).join(', ')}]`;
  const counts = (entries) =>
    `jsonb_strip_nulls(jsonb_build_object(${entries
      .map(([key, where]) => `'${key}', nullif(count(*) filter (where ${where}), 0)`)
      .join(', ')}))`;
  await db.query(
    `insert into generation_rollups (scope, hour, generations, successes, errors, cancelled, tokens_in, tokens_out,
                                     total_ms_buckets, first_token_ms_buckets, feedback_good, feedback_bad, actions,
                                     quality_sum, quality_count, error_classes)
     select case when grouping(user_id) = 1 then '*' else user_id end, date_trunc('hour', started_at),
            count(*)::int, count(*) filter (where outcome = 'success')::int,
            count(*) filter (where outcome = 'error')::int, count(*) filter (where outcome = 'cancelled')::int,
            sum(tokens_in)::int, sum(tokens_out)::int,
            ${histogram('total_ms')}, ${histogram('first_token_ms')},
            count(*) filter (where good)::int, count(*) filter (where bad)::int,
            ${counts(Object.entries(ACTIONS).map(([action, every]) => [action, `g % ${every} = 0`]))},
            coalesce(sum(quality), 0), count(quality)::int,
            ${counts(ERROR_CLASSES.map((c) => [c, `error_class = '${c}'`]))}
     from bench_generations
     group by grouping sets ((user_id, date_trunc('hour', started_at)), (date_trunc('hour', started_at)))`,
  );
  await db.query('vacuum analyze generation_rollups');
  if (raw) await db.query('vacuum analyze generation_metrics');
  const rollups = (await db.query(`select count(*)::int as n from generation_rollups`)).rows[0].n;
  return { rollups };
}

/** What each timeframe's answer must say, from the generations themselves. */
async function expectedFor(db, timeframe, now) {
  const day = 86_400_000;
  const midnight = Math.floor(now / day) * day;
  const from = new Date(midnight - (TIMEFRAMES[timeframe] - 1) * day);
  const row = (
    await db.query(
      `select count(*)::int as generations, count(*) filter (where outcome = 'success')::int as successes,
              count(*) filter (where outcome = 'error')::int as errors, coalesce(sum(tokens_out), 0)::bigint as tokens_out
       from bench_generations where started_at >= $1 and started_at < now()`,
      [from],
    )
  ).rows[0];
  return { ...row, tokens_out: Number(row.tokens_out) };
}

/** Runs the dashboard benchmark on a fresh PostgreSQL database; returns the JSON result. */
export async function runDashboardBench({
  pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  generations = Number(process.env.BENCH_GENERATIONS ?? 1_000_000),
  users = Number(process.env.BENCH_USERS ?? 2000),
  reps = Number(process.env.BENCH_REPS ?? 200),
  raw = process.env.BENCH_RAW !== '0',
  log = (message) => process.stderr.write(`[metrics/dashboard] ${message}\n`),
} = {}) {
  return withSourceServer(
    { pgUrl, prefix: 'metrics', env: { ADMIN_EMAILS: ADMIN_EMAIL } },
    async ({ url, dbUrl, db }) => {
      const adminUser = await signUp(url, ADMIN_EMAIL, 'Bench Admin');
      await db.query('update "user" set email_verified = true where id = $1', [adminUser.id]);
      const started = performance.now();
      // The admin is user 0 of the seed too, so their own dashboard has figures.
      const { rollups } = await seed(db, { generations, users, raw, firstUser: adminUser.id });
      const seedMs = Math.round(performance.now() - started);
      log(
        `seeded ${generations} generations (${rollups} hourly rollups${raw ? ', raw rows too' : ''}) in ${seedMs} ms`,
      );

      const get = jsonGetter(url);
      const measure = (pathAndQuery, cookie) =>
        measureGet(get, pathAndQuery, cookie, { reps, warmup: WARMUP });

      if (process.env.BENCH_KEEP) {
        log(`BENCH_KEEP ${JSON.stringify({ url, database: dbUrl, cookie: adminUser.cookie })}`);
        await new Promise(() => {});
      }
      const loadStart = round(os.loadavg()[0]);
      const floor = await measure('/api/config');
      const timeframes = {};
      const mismatches = [];
      for (const timeframe of Object.keys(TIMEFRAMES)) {
        const { body, ...figures } = await measure(
          `/api/admin/metrics?timeframe=${timeframe}`,
          adminUser.cookie,
        );
        const expected = await expectedFor(db, timeframe, Date.now());
        const periods = timeframe === 'today' ? new Date().getUTCHours() + 1 : TIMEFRAMES[timeframe];
        const answer = {
          generations: body.totals.generations,
          successes: body.totals.successes,
          errors: body.totals.errors,
          tokens_out: body.totals.tokensOut,
        };
        const quantilesKnown = [body.totals.p50TotalMs, body.totals.p95TotalMs].every(
          (v) => v === null || BOUNDS.includes(v),
        );
        if (
          JSON.stringify(answer) !== JSON.stringify(expected) ||
          body.series.length !== periods ||
          !quantilesKnown
        )
          mismatches.push({
            timeframe,
            answer,
            expected,
            periods: body.series.length,
            expectedPeriods: periods,
          });
        timeframes[timeframe] = {
          ...figures,
          periods: body.series.length,
          generations: body.totals.generations,
          p50TotalMs: body.totals.p50TotalMs,
          p95TotalMs: body.totals.p95TotalMs,
          failureCauses: body.failureCauses.length,
        };
        log(
          `admin ${timeframe}: p50 ${figures.p50} ms, p99 ${figures.p99} ms (${body.totals.generations} generations)`,
        );
      }
      const { body: own, ...ownYear } = await measure('/api/metrics/me?timeframe=year', adminUser.cookie);
      const correct = mismatches.length === 0 && own.scope === 'own' && own.totals.generations > 0;
      const slowest = Math.max(...Object.values(timeframes).map((t) => t.p99));
      const result = {
        generations,
        users,
        rawRows: raw,
        rollups,
        seedMs,
        loadAverage: { start: loadStart, end: round(os.loadavg()[0]) },
        floor: { ...floor, body: undefined },
        admin: timeframes,
        ownYear: { ...ownYear, generations: own.totals.generations },
        mismatches,
        correct,
        targets: DASHBOARD_TARGETS,
        pass: correct && slowest < DASHBOARD_TARGETS.p99Ms,
      };
      log(
        `slowest admin timeframe p99 ${slowest} ms (floor p50 ${floor.p50}); own year p99 ${ownYear.p99} ms; ${correct ? 'answers match the seed' : 'ANSWERS DO NOT MATCH THE SEED'}`,
      );
      return result;
    },
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runDashboardBench();
  process.stdout.write(`${JSON.stringify({ dashboard: result }, null, 2)}\n`);
  if (!result.pass) process.exitCode = 1;
}
