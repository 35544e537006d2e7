// bench/metrics: the evaluation-metrics-admin issue's two benchmarks, one after the other:
// - recording.mjs: the recorder's CPU per generation (record + batched write), target < 0.05 ms
//   on PostgreSQL;
// - dashboard.mjs: /admin/metrics over 1,000,000 recorded generations on PostgreSQL, each
//   timeframe p99 < 100 ms.
// Prints one JSON object on stdout ({ recording, dashboard }), summaries on stderr; exits 1 when a
// target is missed. Usage: npm run bench -- metrics (or node bench/metrics/run.mjs); see each
// file for its BENCH_* variables.
import { runDashboardBench } from './dashboard.mjs';
import { runRecordingBench } from './recording.mjs';

const recording = await runRecordingBench();
const dashboard = await runDashboardBench();
process.stdout.write(`${JSON.stringify({ recording, dashboard }, null, 2)}\n`);
if (!recording.pass || !dashboard.pass) process.exitCode = 1;
