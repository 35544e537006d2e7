// An OpenAI-compatible streaming server that sends one long recipe (CHARS characters, default
// 50,000) in CHUNK_CHARS pieces every CHUNK_MS (default 25 ms), for bench/render.
import { createServer } from 'node:http';

const CHARS = Number(process.env.CHARS ?? 50_000);
const CHUNK_MS = Number(process.env.CHUNK_MS ?? 25);
const CHUNK_CHARS = Number(process.env.CHUNK_CHARS ?? 125);

function longRecipe() {
  const lines = ['# Recipe Title: Long Form Research Programme', '', '## Goal', 'Run a complete research programme, from question to published findings, with every decision recorded.', ''];
  const sections = ['Principles', 'Operations', 'Steps', 'Parameters', 'Results', 'Notes'];
  let i = 0;
  while (lines.join('\n').length < CHARS) {
    const section = sections[Math.floor(i / 40) % sections.length];
    if (i % 40 === 0) lines.push('', `## ${section} ${Math.floor(i / 40) + 1}`);
    lines.push(`${(i % 40) + 1}. **Item ${i + 1}**: write the ${section.toLowerCase()} clearly, with \`inline code\`, a [link](https://example.com/${i}) and enough words to wrap across the line on a phone.`);
    i++;
  }
  return lines.join('\n').slice(0, CHARS);
}

const text = longRecipe();
const base = { id: 'chatcmpl-render', object: 'chat.completion.chunk', created: 1, model: 'render' };
const server = createServer(async (req, res) => {
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ data: [{ id: 'render' }] }));
  }
  let body = '';
  for await (const chunk of req) body += chunk;
  if (!JSON.parse(body || '{}').stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ ...base, object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: 'Render bench' }, finish_reason: 'stop' }] }));
  }
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  let closed = false;
  res.on('close', () => {
    closed = true;
  });
  const started = performance.now();
  for (let i = 0, n = 0; i < text.length && !closed; i += CHUNK_CHARS, n++) {
    const wait = started + n * CHUNK_MS - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { content: text.slice(i, i + CHUNK_CHARS) }, finish_reason: null }] })}\n\n`);
  }
  if (!closed) res.end(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${server.address().port}/v1`, chars: text.length })}\n`));
