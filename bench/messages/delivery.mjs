// Send-to-delivered across two server processes on one PostgreSQL: each live recipient's
// GET /api/events stream is open on process B; the senders POST …/conversations/:id/messages to
// process A at RATE messages a second for SECONDS seconds (open loop: message k starts at k / RATE
// s whatever the answers before it did; sender k % senders, so each sender stays far under the
// per-user message limit). A message's time is from the moment its POST starts to the moment B's
// stream hands its recipient the 'message.created' naming it (both read on this process's clock).
// The floor: a bare `select pg_notify` through one connection to a LISTEN on another, at the same
// rate, from this process (the transport the bus uses, without the app).
import { readdirSync, readFileSync } from 'node:fs';
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

export async function measureDelivery({ urlA, urlB, pidA, pidB, dbUrl, secret, pairs, rate, seconds, log }) {
  const count = Math.round(rate * seconds);
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
  log(`${recipients.length} recipients listening on B; sending ${count} messages to A at ${rate}/s`);
  const a = client(urlA, { sockets: 256 });
  const cookies = new Map(pairs.map((p) => [p.sender, sessionCookie(userNumber(p.sender), secret)]));
  const sent = [];
  const failures = new Map();
  // Warm-up: one message per pair (the first statements' plans, the sockets), left out.
  await Promise.all(
    pairs.map((p) =>
      a.json('POST', `/api/messaging/conversations/${p.id}/messages`, {
        cookie: cookies.get(p.sender),
        body: { content: 'Warming up before the measured run.' },
      }),
    ),
  );
  const cpu = cpuMeter({ pidA, pidB, database: new URL(dbUrl).pathname.slice(1) });
  cpu.start();
  const started = performance.now();
  await openLoop(rate, count, async (k) => {
    const pair = pairs[k % pairs.length];
    const at = performance.now();
    const res = await a.request('POST', `/api/messaging/conversations/${pair.id}/messages`, {
      cookie: cookies.get(pair.sender),
      body: { content: `Message ${k}: how long did the dough rest before you baked it?` },
    });
    const answeredAt = performance.now();
    if (res.status !== 201) {
      const key = `${res.status} ${res.text.slice(0, 120)}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
      return;
    }
    const { id } = JSON.parse(res.text);
    sent.push({ id, at, answeredAt, recipient: pair.recipient });
  });
  const sendSeconds = (performance.now() - started) / 1000;
  const deadline = performance.now() + GRACE_MS;
  while (performance.now() < deadline && sent.some((s) => !received.has(s.id)))
    await new Promise((resolve) => setTimeout(resolve, 50));
  // CPU per message sent (the warm-up left out): the app's cost, whatever the machine's load.
  const cpuPerMessage = cpu.stop(Math.max(1, sent.length));
  for (const stream of streams) stream.close();
  a.close();

  const delivered = sent.filter((s) => received.has(s.id));
  const wrongRecipient = delivered.filter((s) => received.get(s.id).recipient !== s.recipient).length;
  const latency = stats(delivered.map((s) => received.get(s.id).at - s.at));
  const answer = stats(sent.map((s) => s.answeredAt - s.at));
  const floor = await notifyFloor({ dbUrl, rate, seconds: Math.min(5, seconds), log });
  const result = {
    rate,
    seconds,
    achievedRate: Math.round((sent.length / sendSeconds) * 10) / 10,
    senders: pairs.length,
    recipients: recipients.length,
    sent: sent.length,
    failed: [...failures].map(([what, n]) => ({ what, n })),
    delivered: delivered.length,
    lost: sent.length - delivered.length,
    wrongRecipient,
    sendToDelivered: latency,
    sendAnswered: answer,
    cpuPerMessage,
    floor,
    ratioP99ToFloorP99: floor.p99 ? Math.round((latency.p99 / floor.p99) * 10) / 10 : null,
  };
  result.pass =
    failures.size === 0 && result.lost === 0 && wrongRecipient === 0 && latency.p99 < DELIVERY_TARGETS.p99Ms;
  log(
    `delivery: ${delivered.length}/${sent.length} delivered (${failures.size ? `${[...failures.values()].reduce((x, y) => x + y)} failed` : 'none failed'}), ` +
      `p50 ${latency.p50} p99 ${latency.p99} ms (answered p99 ${answer.p99} ms); floor NOTIFY p99 ${floor.p99} ms; ` +
      `CPU per message: A ${cpuPerMessage.serverAMsPerMessage} ms, B ${cpuPerMessage.serverBMsPerMessage} ms, PostgreSQL ${cpuPerMessage.postgresMsPerMessage} ms`,
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
