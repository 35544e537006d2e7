// The baseline: a bare Node SSE relay of the same fake stream (no auth, no database, no app),
// parsing the provider's SSE and re-emitting each text delta as an SSE event.
import { createServer } from 'node:http';

const upstream = process.env.UPSTREAM;
const server = createServer(async (req, res) => {
  const response = await fetch(`${upstream}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: req.url }] }),
  });
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
  let offset = 0;
  let buffer = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const data = line.startsWith('data: ') ? line.slice(6) : '';
      if (!data || data === '[DONE]') continue;
      const text = JSON.parse(data).choices?.[0]?.delta?.content;
      if (!text) continue;
      res.write(`event: delta\ndata: ${JSON.stringify({ type: 'delta', offset, text })}\n\n`);
      offset += text.length;
    }
  }
  res.end(`event: done\ndata: ${JSON.stringify({ type: 'done', status: 'complete' })}\n\n`);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${server.address().port}` })}\n`));
