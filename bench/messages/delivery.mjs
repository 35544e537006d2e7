// Send-to-delivered across two server processes on one PostgreSQL: each live recipient's
// GET /api/events stream is open on process B; the senders POST …/conversations/:id/messages to
// process A at RATE messages a second for SECONDS seconds (open loop: message k starts at k / RATE
// s whatever the answers before it did; sender k % senders, so each sender stays far under the
// per-user message limit). A message's time is from the moment its POST starts to the moment B's
// stream hands its recipient the 'message.created' naming it (both read on this process's clock).
// Before it, a probe at a tenth of the rate for 5 s (far under capacity: the pipeline's own
// latency). Reported beside it: CPU per message of server A, server B and the database's
// backends (from /proc), so a miss can be told apart as latency or capacity (the rate those costs
// allow on the machine's cores), and the load average (other work on the machine).
// The floor: a bare `select pg_notify` through one connection to a LISTEN on another, at the same
// rate, from this process (the transport the bus uses, without the app).
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { client, openEvents, sessionCookie, stats, userNumber } from './http.mjs';

export const DELIVERY_TARGETS = { p99Ms: 100 };
const GRACE_MS = 5_000;
const TICK_MS = 10; // /proc's clock ticks (CLK_TCK 100)

/** CPU milliseconds (user + system) a process has used; 0 once it is gone. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving `database` (their process titles name it), by pid. */
function backendsOf(database) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `)) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** CPU used by the two servers and the database's backends between `start()` and `stop()`. */
function cpuMeter({ pidA, pidB, database }) {
  const before = new Map();
  const read = () => {
    const backends = new Map(backendsOf(database).map((pid) => [pid, cpuMsOf(pid)]));
    return { a: cpuMsOf(pidA), b: cpuMsOf(pidB), backends };
  };
  return {
    start() {
      const now = read();
      before.set('now', now);
    },
    stop(messages) {
      const start = before.get('now');
      const end = read();
      let postgres = 0;
      for (const [pid, ms] of end.backends) postgres += ms - (start.backends.get(pid) ?? 0);
      const per = (ms) => Math.round((ms / messages) * 100) / 100;
      return {
        serverAMsPerMessage: per(end.a - start.a),
        serverBMsPerMessage: per(end.b - start.b),
        postgresMsPerMessage: per(postgres),
      };
    },
  };
}

/** Runs `send(k)` for k in 0..count-1, message k at start + k / rate seconds; awaits them all. */
async function openLoop(rate, count, send) {
  const start = performance.now();
  const pending = [];
  let k = 0;
  while (k < count) {
    const due = Math.min(count, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
    while (k < due) pending.push(send(k++));
    const nextAt = start + (k / rate) * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextAt - performance.now())));
  }
  return Promise.allSettled(pending);
}

export async function measureDelivery({
  urlA,
  urlB,
  pidA,
  pidB,
  dbUrl,
  secret,
  pairs,
  rate,
  seconds,
  probeRate = Math.max(1, Math.round(rate / 10)),
  probeSeconds = 5,
  log,
}) {
  const received = new Map();
  const streams = [];
  const recipients = [...new Set(pairs.map((p) => p.recipient))];
  for (const recipient of recipients) {
    streams.push(
      await openEvents(urlB, sessionCookie(userNumber(recipient), secret), (event, at) => {
        if (event.type === 'message.created') received.set(event.messageId, { at, recipient });
      }),
    );
  }
  const a = client(urlA, { sockets: 256 });
  const cookies = new Map(pairs.map((p) => [p.sender, sessionCookie(userNumber(p.sender), secret)]));
  const path = (pair) => `/api/messaging/conversations/${pair.id}/messages`;
  // Warm-up: one message per pair (the first statements' plans, the sockets), left out.
  await Promise.all(
    pairs.map((p) =>
      a.json('POST', path(p), {
        cookie: cookies.get(p.sender),
        body: { content: 'Warming up before the measured run.' },
      }),
    ),
  );

  /** One open-loop run at `runRate` for `runSeconds`: what was sent, answered and delivered. */
  const run = async (runRate, runSeconds, first) => {
    const count = Math.round(runRate * runSeconds);
    const sent = [];
    const failures = new Map();
    const started = performance.now();
    await openLoop(runRate, count, async (i) => {
      const k = first + i;
      const pair = pairs[k % pairs.length];
      const at = performance.now();
      const res = await a.request('POST', path(pair), {
        cookie: cookies.get(pair.sender),
        body: { content: `Message ${k}: how long did the dough rest before you baked it?` },
      });
      const answeredAt = performance.now();
      if (res.status !== 201) {
        const key = `${res.status} ${res.text.slice(0, 120)}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
        return;
      }
      sent.push({ id: JSON.parse(res.text).id, at, answeredAt, recipient: pair.recipient });
    });
    const sendSeconds = (performance.now() - started) / 1000;
    const deadline = performance.now() + GRACE_MS;
    while (performance.now() < deadline && sent.some((s) => !received.has(s.id)))
      await new Promise((resolve) => setTimeout(resolve, 50));
    const delivered = sent.filter((s) => received.has(s.id));
    return {
      rate: runRate,
      seconds: runSeconds,
      achievedRate: Math.round((sent.length / sendSeconds) * 10) / 10,
      sent: sent.length,
      failed: [...failures].map(([what, n]) => ({ what, n })),
      delivered: delivered.length,
      lost: sent.length - delivered.length,
      wrongRecipient: delivered.filter((s) => received.get(s.id).recipient !== s.recipient).length,
      sendToDelivered: stats(delivered.map((s) => received.get(s.id).at - s.at)),
      sendAnswered: stats(sent.map((s) => s.answeredAt - s.at)),
    };
  };

  // Far under capacity first (the pipeline's own latency), then the target's rate.
  log(`${recipients.length} recipients listening on B; probe: ${probeRate}/s for ${probeSeconds} s`);
  const probe = await run(probeRate, probeSeconds, 0);
  log(
    `probe at ${probeRate}/s: p50 ${probe.sendToDelivered.p50} p99 ${probe.sendToDelivered.p99} ms; ` +
      `sending ${Math.round(rate * seconds)} messages to A at ${rate}/s`,
  );
  const cpu = cpuMeter({ pidA, pidB, database: new URL(dbUrl).pathname.slice(1) });
  const loadStart = os.loadavg()[0];
  cpu.start();
  const ownStart = process.cpuUsage();
  const main = await run(rate, seconds, probe.sent + probe.failed.length);
  // CPU per message sent (the warm-up and probe left out): the app's cost, whatever the load.
  const cpuPerMessage = cpu.stop(Math.max(1, main.sent));
  const own = process.cpuUsage(ownStart);
  cpuPerMessage.loadGeneratorMsPerMessage =
    Math.round(((own.user + own.system) / 1000 / Math.max(1, main.sent)) * 100) / 100;
  const loadEnd = os.loadavg()[0];
  for (const stream of streams) stream.close();
  a.close();

  const floor = await notifyFloor({ dbUrl, rate, seconds: Math.min(5, seconds), log });
  const perMessage =
    cpuPerMessage.serverAMsPerMessage +
    cpuPerMessage.serverBMsPerMessage +
    cpuPerMessage.postgresMsPerMessage;
  const result = {
    ...main,
    senders: pairs.length,
    recipients: recipients.length,
    cpuPerMessage,
    // What the machine's cores could carry at this CPU per message with nothing else running
    // (the load generator left out): above `rate`, the target is a matter of latency; below, of capacity.
    cpuBoundRate: {
      cores: os.availableParallelism(),
      messagesPerSecond: Math.round((os.availableParallelism() * 1000) / perMessage),
    },
    loadAverage: { start: Math.round(loadStart * 100) / 100, end: Math.round(loadEnd * 100) / 100 },
    underCapacity: probe,
    floor,
    ratioP99ToFloorP99: floor.p99 ? Math.round((main.sendToDelivered.p99 / floor.p99) * 10) / 10 : null,
  };
  result.pass =
    main.failed.length === 0 &&
    main.lost === 0 &&
    main.wrongRecipient === 0 &&
    probe.lost === 0 &&
    main.sendToDelivered.p99 < DELIVERY_TARGETS.p99Ms;
  log(
    `delivery at ${rate}/s (achieved ${main.achievedRate}/s): ${main.delivered}/${main.sent} delivered` +
      `${main.failed.length ? `, ${main.failed.reduce((n, f) => n + f.n, 0)} failed` : ''}, ` +
      `p50 ${main.sendToDelivered.p50} p99 ${main.sendToDelivered.p99} ms (answered p99 ${main.sendAnswered.p99} ms); ` +
      `floor NOTIFY p99 ${floor.p99} ms; CPU per message: A ${cpuPerMessage.serverAMsPerMessage} ms, ` +
      `B ${cpuPerMessage.serverBMsPerMessage} ms, PostgreSQL ${cpuPerMessage.postgresMsPerMessage} ms ` +
      `(${result.cpuBoundRate.messagesPerSecond}/s on ${result.cpuBoundRate.cores} idle cores)`,
  );
  return result;
}

/** A bare NOTIFY → LISTEN round trip between two connections at `rate` a second. */
async function notifyFloor({ dbUrl, rate, seconds, log }) {
  const listener = new pg.Client({ connectionString: dbUrl });
  const pool = new pg.Pool({ connectionString: dbUrl, max: 8 });
  await listener.connect();
  const seen = new Map();
  listener.on('notification', (m) => seen.set(m.payload, performance.now()));
  await listener.query('listen bench_messages_floor');
  const started = new Map();
  await openLoop(rate, Math.round(rate * seconds), async (k) => {
    started.set(String(k), performance.now());
    await pool.query('select pg_notify($1, $2)', ['bench_messages_floor', String(k)]);
  });
  const deadline = performance.now() + 2_000;
  while (performance.now() < deadline && seen.size < started.size)
    await new Promise((r) => setTimeout(r, 20));
  await listener.end();
  await pool.end();
  const times = [...started].filter(([k]) => seen.has(k)).map(([k, at]) => seen.get(k) - at);
  const result = stats(times);
  log(`floor: NOTIFY → LISTEN p50 ${result.p50} p99 ${result.p99} ms`);
  return result;
}
