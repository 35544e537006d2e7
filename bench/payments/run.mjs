// bench/payments: the creators-and-payments issue's two benchmarks against PostgreSQL, one after
// the other (each starts its own server from the sources on a fresh database):
// - webhooks.mjs: 1,000 signed Stripe webhook deliveries with 10% replays and 5% reordering:
//   zero double grants, p99 handling under 20 ms;
// - analytics.mjs: GET /api/creator/analytics for a creator with 100,000 sales: p99 under 50 ms.
// Prints one JSON object on stdout ({ webhooks, analytics }), summaries on stderr; exits 1 when a
// target is missed. Usage: npm run bench -- payments (or node bench/payments/run.mjs)
//   BENCH_PG_URL, BENCH_DELIVERIES (1000), BENCH_SALES (100000), BENCH_REPS (200).
import { runAnalyticsBench } from './analytics.mjs';
import { runWebhookBench } from './webhooks.mjs';

const webhooks = await runWebhookBench();
const analytics = await runAnalyticsBench();
process.stdout.write(`${JSON.stringify({ webhooks, analytics }, null, 2)}\n`);
if (!webhooks.pass || !analytics.pass) process.exitCode = 1;
