// A paced OpenAI-compatible streaming server for the relay benchmark: every token's text is the
// time it was sent (ms since the epoch, as `|<time>`), so the client can measure latency per
// chunk without sharing state with this process. Prints {"url"} once listening.
import { createServer } from 'node:http';

const TOKENS_PER_SECOND = Number(process.env.TOKENS_PER_SECOND ?? 50);
const TOKENS = Number(process.env.TOKENS ?? 150);
const now = () => (performance.timeOrigin + performance.now()).toFixed(3);
const base = { id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: 1, model: 'bench' };

// Streams wait for GET /go, so a run can open every stream first and measure them all running.
let go;
let started = new Promise((resolve) => {
  go = resolve;
});

const server = createServer(async (req, res) => {
  if (req.url === '/go') {
    go();
    res.end('ok');
    return;
  }
  if (req.url === '/hold') {
    started = new Promise((resolve) => {
      go = resolve;
    });
    res.end('ok');
    return;
  }
  if (req.method === 'GET' && req.url === '/v1/models') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ data: [{ id: 'bench' }] }));
  }
  let body = '';
  for await (const chunk of req) body += chunk;
  const stream = JSON.parse(body || '{}').stream;
  if (!stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ ...base, object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: 'Bench' }, finish_reason: 'stop' }] }));
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders(); // the stream is open even while it waits for /go
  let closed = false;
  res.on('close', () => {
    closed = true;
  });
  await started;
  const begin = performance.now();
  for (let i = 0; i < TOKENS && !closed; i++) {
    // Paced against the start, so timer drift does not slow the stream down.
    const wait = begin + (i * 1000) / TOKENS_PER_SECOND - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { content: `|${now()}` }, finish_reason: null }] })}\n\n`);
  }
  if (!closed) {
    res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
    res.end('data: [DONE]\n\n');
  }
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${server.address().port}/v1` })}\n`);
});
