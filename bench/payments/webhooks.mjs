// bench/payments/webhooks.mjs: Stripe webhook deliveries against PostgreSQL, through the real
// server (from the sources) with Stripe configured, over HTTP (one keep-alive client, sequential).
// The checkouts are seeded straight into the app's schema: one creator with a ready Stripe account,
// LISTINGS paid listings, BUYERS buyers, one open Stripe checkout per (listing, buyer) pair. Each
// checkout gets a signed `checkout.session.completed` (Stripe's shape, signed with the SDK's
// `webhooks.generateTestHeaderString`); a tenth of them are bank debits: completed (unpaid), then
// `checkout.session.async_payment_succeeded`. Then, of the deliveries, 10% are replays (the very
// same body and signature sent again later) and 5% are moved a few places (so an async success
// may come before its completed). Checks: grants (purchases, sales, purchase counts) equal the
// distinct paid checkouts, no double grant, nothing refused; times each delivery's round trip.
// Target (issue 21): zero double grants, p99 handling time < 20 ms.
// Usage: node bench/payments/webhooks.mjs   (prints JSON on stdout, a summary on stderr)
//   BENCH_DELIVERIES (1000), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres).
// The lead's bench/payments/run.mjs calls `runWebhookBench()`.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import Stripe from 'stripe';
import { signUp, stats, withSourceServer } from '../lib/http-bench.mjs';

export const WEBHOOK_TARGETS = { doubleGrants: 0, p99Ms: 20 };
const REPLAY_SHARE = 0.1;
const REORDER_SHARE = 0.05;
const ASYNC_SHARE = 0.1;
const WARMUP = 20;

/** A deterministic generator (mulberry32), so two runs deliver the same sequence. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The deliveries for `total`: distinct events (a completed per checkout, and for a tenth of them
 * an unpaid completed plus its async success) filling 90%, replays the rest, 5% moved.
 */
export function planDeliveries(total, rand = random(21)) {
  const replays = Math.round(total * REPLAY_SHARE);
  const distinct = total - replays;
  // c checkouts, a of them async (two events each): c + a = distinct, a ≈ c * ASYNC_SHARE.
  const checkouts = Math.round(distinct / (1 + ASYNC_SHARE));
  const asyncCount = distinct - checkouts;
  const events = [];
  for (let i = 0; i < checkouts; i++) {
    if (i < asyncCount) {
      events.push({ checkout: i, type: 'checkout.session.completed', paymentStatus: 'unpaid' });
      events.push({ checkout: i, type: 'checkout.session.async_payment_succeeded', paymentStatus: 'paid' });
    } else events.push({ checkout: i, type: 'checkout.session.completed', paymentStatus: 'paid' });
  }
  // Shuffle the checkouts' order but keep each checkout's own events in order (then reorder some).
  const byCheckout = new Map();
  for (const e of events) byCheckout.set(e.checkout, [...(byCheckout.get(e.checkout) ?? []), e]);
  const order = [...byCheckout.keys()].sort(() => rand() - 0.5);
  const sequence = order.flatMap((c) => byCheckout.get(c));
  // Replays: an earlier delivery sent again, inserted a little later.
  for (let r = 0; r < replays; r++) {
    const at = 1 + Math.floor(rand() * sequence.length);
    const of = Math.floor(rand() * at);
    const earlier = sequence[of];
    sequence.splice(at, 0, { replayOf: earlier.replayOf ?? earlier });
  }
  // Reordering: 5% of the deliveries swap with one up to 3 places ahead.
  const moves = Math.round(total * REORDER_SHARE);
  for (let m = 0; m < moves; m++) {
    const i = Math.floor(rand() * (sequence.length - 4));
    const j = i + 1 + Math.floor(rand() * 3);
    [sequence[i], sequence[j]] = [sequence[j], sequence[i]];
  }
  // How many bank debits have their success delivered before their completed (the hard order).
  const firstSeen = new Map();
  sequence.forEach((d, i) => {
    const e = d.replayOf ?? d;
    const key = `${e.checkout} ${e.type}`;
    if (!firstSeen.has(key)) firstSeen.set(key, i);
  });
  let successFirst = 0;
  for (let i = 0; i < asyncCount; i++)
    if (
      firstSeen.get(`${i} checkout.session.async_payment_succeeded`) <
      firstSeen.get(`${i} checkout.session.completed`)
    )
      successFirst++;
  return { sequence, checkouts, asyncCount, replays, moves, successFirst };
}

/** One creator (ready Stripe account), its listings, the buyers and one open checkout per pair. */
async function seed(db, { template, listings, buyers }) {
  const accountId = 'acct_bench_creator';
  await db.query(
    `insert into "user" (id, name, email, email_verified, created_at, updated_at)
     select 'bench-pay-u-' || g, 'Bench User ' || g, 'bench-pay-u-' || g || '@bench.local', true, now(), now()
     from generate_series(0, $1) g`,
    [buyers],
  );
  await db.query(
    `insert into profiles (id, email, display_name, is_creator, preferences, subscription, created_at, updated_at)
     select u.id, u.email, u.name, u.id = 'bench-pay-u-0', t.preferences, t.subscription, now(), now()
     from "user" u cross join (select preferences, subscription from profiles where id = $1) t
     where u.id like 'bench-pay-u-%'`,
    [template],
  );
  await db.query(
    `insert into payment_accounts (user_id, provider, account_id, charges_enabled, payouts_enabled, details_submitted)
     values ('bench-pay-u-0', 'stripe', $1, true, true, true)`,
    [accountId],
  );
  await db.query(
    `insert into listings (id, creator_id, title, description, content, tags, category, price_cents, creator_name,
                           status, validation_status, version, published_at, search_text, created_at, updated_at)
     select 'bench-pay-l-' || g, 'bench-pay-u-0', 'Bench Recipe ' || g, 'A paid recipe', '# Recipe Title: Bench',
            array['bench'], 'general', 499 + g, 'Bench User 0', 'published', 'valid', 1, now(),
            'bench recipe ' || g, now(), now()
     from generate_series(1, $1) g`,
    [listings],
  );
  const pairs = [];
  for (let l = 1; l <= listings; l++) for (let b = 1; b <= buyers; b++) pairs.push([l, b]);
  const checkouts = pairs.map(([l, b]) => ({
    id: randomUUID(),
    listingId: `bench-pay-l-${l}`,
    buyerId: `bench-pay-u-${b}`,
    amountCents: 499 + l,
    sessionId: `cs_test_bench_${randomUUID().replaceAll('-', '')}`,
    paymentIntent: `pi_bench_${randomUUID().replaceAll('-', '')}`,
  }));
  await db.query(
    `insert into checkouts (id, listing_id, buyer_id, amount_cents, fee_cents, provider, provider_session_id, status)
     select c.id, c.listing_id, c.buyer_id, c.amount_cents, round(c.amount_cents * 0.2), 'stripe', c.session_id, 'open'
     from json_to_recordset($1::json) as c(id text, listing_id text, buyer_id text, amount_cents int, session_id text)`,
    [
      JSON.stringify(
        checkouts.map((c) => ({
          id: c.id,
          listing_id: c.listingId,
          buyer_id: c.buyerId,
          amount_cents: c.amountCents,
          session_id: c.sessionId,
        })),
      ),
    ],
  );
  return checkouts;
}

/** Stripe's event for one planned delivery, as Stripe would send it. */
function stripeEvent(planned, checkout) {
  return {
    id: `evt_bench_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: planned.type,
    created: Math.floor(Date.now() / 1000),
    api_version: Stripe.API_VERSION,
    livemode: false,
    data: {
      object: {
        id: checkout.sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: planned.paymentStatus,
        payment_intent: checkout.paymentIntent,
        client_reference_id: checkout.id,
        amount_total: checkout.amountCents,
        currency: 'usd',
      },
    },
  };
}

/**
 * Runs the webhook benchmark on a fresh PostgreSQL database; returns the JSON result.
 * `deliveries` defaults to BENCH_DELIVERIES or 1,000.
 */
export async function runWebhookBench({
  pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  deliveries = Number(process.env.BENCH_DELIVERIES ?? 1000),
  log = (message) => process.stderr.write(`[payments/webhooks] ${message}\n`),
} = {}) {
  const plan = planDeliveries(deliveries);
  // Pairs enough for the planned checkouts: buyers × listings ≥ checkouts.
  const listings = Math.max(1, Math.ceil(Math.sqrt(plan.checkouts / 2)));
  const buyers = Math.ceil(plan.checkouts / listings);
  const webhookSecret = `whsec_bench_${randomUUID().replaceAll('-', '')}`;
  const env = {
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    // Webhooks need no call to Stripe; should anything call, it goes nowhere (the discard port).
    STRIPE_API_BASE: 'http://127.0.0.1:9',
  };
  return withSourceServer({ pgUrl, prefix: 'payments', env }, async ({ url, db }) => {
    const { id: template } = await signUp(url, 'bench-pay-template@bench.local', 'Bench Template');
    const all = await seed(db, { template, listings, buyers });
    const checkouts = all.slice(0, plan.checkouts);
    log(
      `seeded ${checkouts.length} open checkouts (${listings} listings × ${buyers} buyers); delivering ${plan.sequence.length}`,
    );

    const post = async (body, signature) => {
      const started = performance.now();
      const res = await fetch(`${url}/api/payments/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body,
      });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - started };
    };
    const sign = (event) => {
      const body = JSON.stringify(event, null, 2);
      return {
        body,
        signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret }),
      };
    };

    // Warm-up: events the app records and ignores.
    for (let i = 0; i < WARMUP; i++) {
      const { body, signature } = sign({
        id: `evt_bench_warm_${i}`,
        object: 'event',
        type: 'customer.created',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: `cus_warm_${i}`, object: 'customer' } },
      });
      await post(body, signature);
    }

    const sent = new Map();
    const times = [];
    const refused = [];
    for (const planned of plan.sequence) {
      const original = planned.replayOf ?? planned;
      let delivery = sent.get(original);
      if (!delivery) {
        delivery = sign(stripeEvent(original, checkouts[original.checkout]));
        sent.set(original, delivery);
      }
      const { status, ms } = await post(delivery.body, delivery.signature);
      times.push(ms);
      if (status !== 200) refused.push(status);
    }

    const one = async (sql) => Number((await db.query(sql)).rows[0].n);
    const granted = await one(
      `select count(*) as n from purchases where provider = 'stripe' and status = 'completed'`,
    );
    const sales = await one(`select count(*) as n from transactions where provider = 'stripe'`);
    const counted = await one(
      `select coalesce(sum(purchase_count), 0) as n from listings where id like 'bench-pay-l-%'`,
    );
    const completed = await one(`select count(*) as n from checkouts where status = 'completed'`);
    const doubleGrants =
      Math.max(0, granted - plan.checkouts) +
      Math.max(0, sales - plan.checkouts) +
      Math.max(0, counted - plan.checkouts);
    const events = await one(
      `select count(*) as n from payment_events where id like 'evt_bench_%' and id not like 'evt_bench_warm_%'`,
    );
    const handling = stats(times);
    const result = {
      deliveries: plan.sequence.length,
      distinctEvents: plan.sequence.length - plan.replays,
      replays: plan.replays,
      reordered: plan.moves,
      paidCheckouts: plan.checkouts,
      asyncCheckouts: plan.asyncCount,
      asyncSuccessBeforeCompleted: plan.successFirst,
      storedEvents: events,
      granted,
      sales,
      purchaseCountSum: counted,
      checkoutsCompleted: completed,
      doubleGrants,
      missingGrants: Math.max(0, plan.checkouts - granted),
      refused: refused.length,
      handlingMs: handling,
      targets: WEBHOOK_TARGETS,
      pass:
        doubleGrants === 0 &&
        granted === plan.checkouts &&
        refused.length === 0 &&
        handling.p99 < WEBHOOK_TARGETS.p99Ms,
    };
    log(
      `grants ${granted}/${plan.checkouts} (double ${doubleGrants}), refused ${refused.length}, p50 ${handling.p50} ms, p99 ${handling.p99} ms`,
    );
    return result;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runWebhookBench();
  process.stdout.write(`${JSON.stringify({ webhooks: result }, null, 2)}\n`);
  if (!result.pass) process.exitCode = 1;
}
