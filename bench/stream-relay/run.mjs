// bench/stream-relay: N concurrent replies from a fake provider emitting 50 tokens/s, through
// the real endpoint (sign-in, stored chat, generation, SSE follow) and, in the same run, through
// a bare Node SSE relay of the same stream. Prints JSON: added latency per chunk (p50, p99),
// server CPU per token, RSS, throughput and its ratio to the bare relay.
// Usage: node bench/stream-relay/run.mjs [streams…]   (default: 100 1000)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root, startBuiltServer, until200 } from '../lib/server-process.mjs';

const SIZES = process.argv.slice(2).map(Number).filter(Boolean);
const STREAM_COUNTS = SIZES.length ? SIZES : [100, 1000];
// 10 s of all streams running together (they start together, see measure()).
const TOKENS = Number(process.env.TOKENS ?? 500);
const here = path.join(root, 'bench', 'stream-relay');
const clock = () => performance.timeOrigin + performance.now();

function startChild(file, env) {
  const child = spawn(process.execPath, [path.join(here, file)], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ child, ...JSON.parse(line) });
    });
    child.on('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in ticks of 10 ms
};
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Reads one SSE response; every delta's tokens carry their send time. */
async function consume(response, latencies, window) {
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let tokens = 0;
  let first = 0;
  let last = 0;
  // Delivery rate of this stream in the window: tokens over the time they took to arrive.
  const result = () => ({ tokens, rate: tokens > 1 && last > first ? (tokens - 1) / ((last - first) / 1000) : 0 });
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const received = clock();
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      if (!block.includes('event: delta')) {
        if (block.includes('event: done')) {
          await reader.cancel();
          return result();
        }
        continue;
      }
      for (const match of block.matchAll(/\|(\d+\.\d+)/g)) {
        const sent = Number(match[1]);
        // Only the steady state counts: every stream open, none of the set-up work running.
        if (sent < window.from) continue;
        latencies.push(received - sent);
        if (tokens === 0) first = sent;
        last = received;
        tokens++;
      }
    }
  }
  return result();
}

async function pool(count, concurrency, task) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

async function measure(label, pid, open, count, fakeUrl) {
  const latencies = [];
  let peakRss = rssMb(pid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(pid));
  }, 250);
  // Each stream is read from the moment it opens: a reader that starts late would count its own
  // delay as the server's.
  const window = { from: Number.POSITIVE_INFINITY };
  const consumers = [];
  const providerRoot = fakeUrl.replace(/\/v1$/, '');
  await fetch(`${providerRoot}/hold`);
  await pool(count, 100, async (i) => {
    consumers.push(consume(await open(i), latencies, window));
  });
  note(`${count} streams open; starting them together`);
  // Every stream is open and waiting: start them together and measure them all running.
  await new Promise((r) => setTimeout(r, 500));
  window.from = clock();
  await fetch(`${providerRoot}/go`);
  const cpuBefore = cpuMs(pid);
  const streams = await Promise.all(consumers);
  const tokens = streams.reduce((a, b) => a + b.tokens, 0);
  const measured = streams.filter((x) => x.rate > 0);
  const ratePerStream = measured.reduce((a, b) => a + b.rate, 0) / Math.max(measured.length, 1);
  const cpu = cpuMs(pid) - cpuBefore;
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  return {
    label,
    streams: count,
    tokensDelivered: tokens,
    latencyMs: { p50: +quantile(latencies, 0.5).toFixed(2), p99: +quantile(latencies, 0.99).toFixed(2), max: +latencies.at(-1).toFixed(2) },
    cpuMsPerToken: +(cpu / Math.max(tokens, 1)).toFixed(4),
    // Sustained delivery: the mean per-stream rate (50/s when keeping up) times the streams.
    throughputTokensPerSec: Math.round(ratePerStream * count),
    peakRssMb: Math.round(peakRss),
  };
}

const note = (text) => process.stderr.write(`[stream-relay] ${text}\n`);
const fake = await startChild('fake-provider.mjs', { TOKENS: String(TOKENS), TOKENS_PER_SECOND: '50' });
const bare = await startChild('bare-relay.mjs', { UPSTREAM: fake.url });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rf-bench-relay-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = startBuiltServer({
  DATA_DIR: dataDir,
  PORT: String(port),
  PUBLIC_URL: origin,
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: fake.url,
  AI_MODEL: 'bench',
  FREE_GENERATIONS: '100000000',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const results = [];
try {
  await until200(`${origin}/readyz`, performance.now());
  note('server ready');
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    // A fresh account per run: on PostgreSQL the database outlives the run.
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench-password' }),
  });
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  let run = 0;
  for (const count of STREAM_COUNTS) {
    run++;
    note(`${count} streams through the app`);
    const viaApp = await measure('app', server.child.pid, async (i) => {
      const sent = await fetch(`${origin}/api/chats`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin },
        body: JSON.stringify({ content: `bench run ${run} stream ${i}` }),
      }).then((r) => r.json());
      return fetch(`${origin}/api/messages/${sent.assistantMessage.id}/stream`, { headers: { cookie } });
    }, count, fake.url);
    note(`${count} streams through the bare relay`);
    const viaBare = await measure('bare-relay', bare.child.pid, (i) => fetch(`${bare.url}/?run=${run}&i=${i}`), count, fake.url);
    results.push({
      streams: count,
      app: viaApp,
      bareRelay: viaBare,
      addedLatencyMs: { p50: +(viaApp.latencyMs.p50 - viaBare.latencyMs.p50).toFixed(2), p99: +(viaApp.latencyMs.p99 - viaBare.latencyMs.p99).toFixed(2) },
      throughputRatio: +(viaApp.throughputTokensPerSec / viaBare.throughputTokensPerSec).toFixed(3),
    });
  }
  console.log(
    JSON.stringify(
      { bench: 'stream-relay', node: process.version, database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite', tokensPerStream: TOKENS, tokensPerSecondPerStream: 50, targets: { addedP99MsAt1000: 5, throughputRatio: 0.8 }, results },
      null,
      2,
    ),
  );
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  fake.child.kill();
  bare.child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
