// bench/startup: cold start to the first 200 from /readyz on a new DATA_DIR (first run) and on an
// existing one (warm run), and idle RSS. Prints JSON. Targets: warm start < 3 s, idle RSS < 250 MB.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, median, rssMb, startBuiltServer, until200 } from '../lib/server-process.mjs';

const WARM_RUNS = Number(process.env.BENCH_RUNS ?? 5);
const IDLE_MS = 3_000;

async function startOnce(dataDir, { measureRss = false } = {}) {
  const port = await freePort();
  const since = performance.now();
  const server = startBuiltServer({ DATA_DIR: dataDir, PORT: String(port) });
  const ms = await until200(`http://127.0.0.1:${port}/readyz`, since);
  let rss = null;
  if (measureRss) {
    await new Promise((r) => setTimeout(r, IDLE_MS));
    rss = rssMb(server.child.pid);
  }
  server.child.kill('SIGTERM');
  const code = await server.exited;
  if (code !== 0) throw new Error(`server exited with ${code}`);
  return { ms, rss };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rf-bench-startup-'));
try {
  const first = await startOnce(dataDir);
  const warm = [];
  let idleRss = null;
  for (let i = 0; i < WARM_RUNS; i++) {
    const run = await startOnce(dataDir, { measureRss: i === 0 });
    warm.push(run.ms);
    idleRss ??= run.rss;
  }
  const result = {
    bench: 'startup',
    node: process.version,
    firstRunMs: Math.round(first.ms),
    warmRunMs: { median: Math.round(median(warm)), min: Math.round(Math.min(...warm)), max: Math.round(Math.max(...warm)), runs: warm.length },
    idleRssMb: idleRss,
    targets: { warmRunMs: 3000, idleRssMb: 250 },
    withinTargets: median(warm) < 3000 && idleRss < 250,
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
