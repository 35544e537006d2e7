// bench/payments/analytics.mjs: GET /api/creator/analytics for a creator with 100,000 sales, on
// PostgreSQL, through the real server (from the sources) over HTTP (one keep-alive client,
// sequential requests, warm-up first). The sales are seeded straight into the app's schema,
// set-based (one `insert … select` over generate_series per table): the creator (signed up through
// the API, so it has a session), LISTINGS listings of theirs, BUYERS buyers, and one completed
// checkout and transaction per sale, spread evenly over the last 400 days (so about 7,500 in the
// last 30), every 20th refunded, the completed ones older than 30 days paid out month by month; a
// second creator's 20,000 sales sit in the same table. The server sums a creator's settled sales
// (older than 40 days, past the refund window) once and keeps them, so each view reads only the
// recent ones: the first request's time (coldMs) is reported beside the figures. Also measured:
// GET /api/creator/payouts (its first page) and, as the floor, GET /api/config. The answer is
// checked against the seeded totals.
// Target (issue 21): analytics p99 < 50 ms.
// Usage: node bench/payments/analytics.mjs   (prints JSON on stdout, a summary on stderr)
//   BENCH_SALES (100000), BENCH_REPS (200), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres).
// The lead's bench/payments/run.mjs calls `runAnalyticsBench()`.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { jsonGetter, measureGet, round, signUp, withSourceServer } from '../lib/http-bench.mjs';

export const ANALYTICS_TARGETS = { p99Ms: 50 };
const WARMUP = 20;
const LISTINGS = 40;
const BUYERS = 2000;
const OTHER_SALES = 20_000;

/**
 * The creator's listings and sales, and another creator's, straight into the schema. Sale `g` of
 * `sales` is made `g * span / sales` seconds before now (older first); every 20th is refunded; the
 * completed ones older than 30 days are paid out in monthly payouts. Returns the expected totals.
 */
async function seed(db, { creatorId, template, sales }) {
  await db.query(
    `insert into "user" (id, name, email, email_verified, created_at, updated_at)
     select 'bench-an-u-' || g, 'Bench Buyer ' || g, 'bench-an-u-' || g || '@bench.local', true, now(), now()
     from generate_series(0, $1) g`,
    [BUYERS],
  );
  await db.query(
    `insert into profiles (id, email, display_name, is_creator, preferences, subscription, created_at, updated_at)
     select u.id, u.email, u.name, u.id = 'bench-an-u-0', t.preferences, t.subscription, now(), now()
     from "user" u cross join (select preferences, subscription from profiles where id = $1) t
     where u.id like 'bench-an-u-%'`,
    [template],
  );
  await db.query(
    `insert into payment_accounts (user_id, provider, account_id, charges_enabled, payouts_enabled, details_submitted)
     values ($1, 'local', 'acct_local_bench_analytics', true, true, true)`,
    [creatorId],
  );
  // The creator's listings (a few drafts and deleted ones too) and the other creator's.
  await db.query(
    `insert into listings (id, creator_id, title, description, content, tags, category, price_cents, creator_name,
                           status, validation_status, version, published_at, search_text, view_count,
                           rating_average, rating_count, deleted_at, created_at, updated_at)
     select 'bench-an-l-' || g, case when g <= $2 then $1 else 'bench-an-u-0' end, 'Bench Recipe ' || g,
            'A paid recipe', '# Recipe Title: Bench', array['bench'], 'general', 499 + g * 10,
            'Bench Creator', case when g % 13 = 0 then 'draft' else 'published' end, 'valid', 1, now(),
            'bench recipe ' || g, 1000 + g * 997 % 50000, (g % 5) + 0.5, g % 40,
            case when g % 17 = 0 then now() else null end, now(), now()
     from generate_series(1, $2 + 5) g`,
    [creatorId, LISTINGS],
  );
  const span = 400 * 86_400;
  // One sale: its checkout, then its transaction (the ledger row analytics reads).
  const sale = (who, listings, offset, idPrefix) => [
    `insert into checkouts (id, listing_id, buyer_id, amount_cents, fee_cents, provider, provider_session_id,
                            status, completed_at, created_at, updated_at)
     select '${idPrefix}-c-' || g, 'bench-an-l-' || (${offset} + 1 + g % ${listings}), 'bench-an-u-' || (1 + g % ${BUYERS}),
            499 + (1 + g % ${listings}) * 10, round((499 + (1 + g % ${listings}) * 10) * 0.2), 'local',
            'cs_local_${idPrefix}_' || g, 'completed', t.at, t.at, t.at
     from generate_series(1, $1) g
     cross join lateral (select now() - ((($1 - g)::double precision * ${span} / $1) * interval '1 second') as at) t`,
    `insert into transactions (id, checkout_id, listing_id, listing_title, creator_id, buyer_id, amount_cents,
                               fee_cents, creator_payout_cents, status, provider, provider_payment_id, refunded_at,
                               created_at, updated_at)
     select '${idPrefix}-t-' || c.g, c.id, c.listing_id, 'Bench Recipe', '${who}', c.buyer_id, c.amount_cents,
            c.fee_cents, c.amount_cents - c.fee_cents, case when c.g % 20 = 0 then 'refunded' else 'completed' end,
            'local', 'pi_local_${idPrefix}_' || c.g, case when c.g % 20 = 0 then c.created_at end,
            c.created_at, c.created_at
     from (select ck.*, substring(ck.id from '[0-9]+$')::int as g from checkouts ck
           where ck.id like '${idPrefix}-c-%') c`,
  ];
  const [checkoutsA, transactionsA] = sale(creatorId, LISTINGS, 0, 'bench-an-a');
  await db.query(checkoutsA, [sales]);
  await db.query(transactionsA);
  const [checkoutsB, transactionsB] = sale('bench-an-u-0', 5, LISTINGS, 'bench-an-b');
  await db.query(checkoutsB, [OTHER_SALES]);
  await db.query(transactionsB);
  // Older completed sales were paid out, month by month, as the payout job would have.
  await db.query(
    `insert into payouts (id, creator_id, provider, provider_payout_id, amount_cents, status, paid_at, created_at, updated_at)
     select 'bench-an-p-' || m, $1, 'local', 'po_local_bench_' || m, s.total, 'paid', s.at, s.at, s.at
     from (select date_trunc('month', created_at) as m0, sum(creator_payout_cents)::int as total, max(created_at) as at
           from transactions where creator_id = $1 and status = 'completed' and created_at < now() - interval '30 days'
           group by 1) s
     cross join lateral (select to_char(s.m0, 'YYYY-MM') as m) k`,
    [creatorId],
  );
  await db.query(
    `update transactions t set payout_id = 'bench-an-p-' || to_char(date_trunc('month', t.created_at), 'YYYY-MM')
     where t.creator_id = $1 and t.status = 'completed' and t.created_at < now() - interval '30 days'`,
    [creatorId],
  );
  await db.query('vacuum analyze transactions');
  await db.query('analyze listings');
  await db.query('analyze payouts');
  const expected = (
    await db.query(
      `select count(*)::int as sales, sum(creator_payout_cents)::bigint as total
       from transactions where creator_id = $1 and status = 'completed'`,
      [creatorId],
    )
  ).rows[0];
  return { sales: expected.sales, totalCents: Number(expected.total) };
}

/** Runs the analytics benchmark on a fresh PostgreSQL database; returns the JSON result. */
export async function runAnalyticsBench({
  pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  sales = Number(process.env.BENCH_SALES ?? 100_000),
  reps = Number(process.env.BENCH_REPS ?? 200),
  log = (message) => process.stderr.write(`[payments/analytics] ${message}\n`),
} = {}) {
  return withSourceServer({ pgUrl, prefix: 'analytics' }, async ({ url, dbUrl, db }) => {
    const creator = await signUp(url, 'bench-analytics-creator@bench.local', 'Bench Creator');
    await db.query('update "user" set email_verified = true where id = $1', [creator.id]);
    const started = performance.now();
    const expected = await seed(db, { creatorId: creator.id, template: creator.id, sales });
    const seedMs = Math.round(performance.now() - started);
    log(`seeded ${sales} sales (+${OTHER_SALES} of another creator) in ${seedMs} ms; measuring`);

    // The first request reads the settled sales too (the server then keeps their sums): its time
    // is reported on its own, the figures are of the requests after the warm-up.
    const get = jsonGetter(url);
    const measure = (pathAndQuery, cookie) => measureGet(get, pathAndQuery, cookie, { reps, warmup: WARMUP });

    // BENCH_KEEP: leaves the server and database up to look into (EXPLAIN ANALYZE); the process waits.
    if (process.env.BENCH_KEEP) {
      log(
        `BENCH_KEEP ${JSON.stringify({ url, database: dbUrl, creatorId: creator.id, cookie: creator.cookie })}`,
      );
      await new Promise(() => {});
    }
    const loadStart = round(os.loadavg()[0]);
    const floor = await measure('/api/config');
    const { body, ...analytics } = await measure('/api/creator/analytics', creator.cookie);
    const { body: payoutPage, ...payouts } = await measure('/api/creator/payouts', creator.cookie);
    const correct =
      body.summary.totalSales === expected.sales &&
      body.summary.totalEarningsCents === expected.totalCents &&
      body.series.length === 30 &&
      payoutPage.items.length > 0;
    const result = {
      sales,
      otherCreatorSales: OTHER_SALES,
      listings: LISTINGS,
      seedMs,
      loadAverage: { start: loadStart, end: round(os.loadavg()[0]) },
      floor: { ...floor, body: undefined },
      analytics,
      payouts,
      answer: {
        totalSales: body.summary.totalSales,
        totalEarningsCents: body.summary.totalEarningsCents,
        pendingCents: body.summary.pendingCents,
        performanceRows: body.performance.length,
        salesInSeries: body.series.reduce((n, p) => n + p.sales, 0),
      },
      expected,
      correct,
      targets: ANALYTICS_TARGETS,
      pass: correct && analytics.p99 < ANALYTICS_TARGETS.p99Ms,
    };
    log(
      `analytics p50 ${analytics.p50} ms, p99 ${analytics.p99} ms (floor p50 ${floor.p50}); payouts p99 ${payouts.p99} ms; ${correct ? 'answer matches the seed' : 'ANSWER DOES NOT MATCH THE SEED'}`,
    );
    return result;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runAnalyticsBench();
  process.stdout.write(`${JSON.stringify({ analytics: result }, null, 2)}\n`);
  if (!result.pass) process.exitCode = 1;
}
