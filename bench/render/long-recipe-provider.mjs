// An OpenAI-compatible streaming server that sends one long recipe in CHUNK_CHARS pieces every
// CHUNK_MS (default 25 ms), for bench/render. Its size is CHARS characters (default 50,000) with
// sections every 40 items, unless the prompt asks for a size: 'N characters' and 'M sections' in
// the user's message give an N-character recipe of exactly M sections (the Goal and M - 1 more),
// so one provider serves every scenario of the bench through the real chat.
import { createServer } from 'node:http';

const CHARS = Number(process.env.CHARS ?? 50_000);
const CHUNK_MS = Number(process.env.CHUNK_MS ?? 25);
const CHUNK_CHARS = Number(process.env.CHUNK_CHARS ?? 125);

const HEADER = [
  '# Recipe Title: Long Form Research Programme',
  '',
  '## Goal',
  'Run a complete research programme, from question to published findings, with every decision recorded.',
  '',
];
const SECTION_NAMES = ['Principles', 'Operations', 'Steps', 'Parameters', 'Results', 'Notes'];
const item = (section, n, i) =>
  `${n}. **Item ${i + 1}**: write the ${section.toLowerCase()} clearly, with \`inline code\`, a [link](https://example.com/${i}) and enough words to wrap across the line on a phone.`;

/** The default shape: a new section every 40 items until `chars`. */
function longRecipe(chars) {
  const lines = [...HEADER];
  let length = lines.join('\n').length;
  let i = 0;
  while (length < chars) {
    const section = SECTION_NAMES[Math.floor(i / 40) % SECTION_NAMES.length];
    if (i % 40 === 0) {
      const heading = `## ${section} ${Math.floor(i / 40) + 1}`;
      lines.push('', heading);
      length += heading.length + 2;
    }
    const line = item(section, (i % 40) + 1, i);
    lines.push(line);
    length += line.length + 1;
    i++;
  }
  return lines.join('\n').slice(0, chars);
}

/** `sections` sections in `chars` characters: the Goal, then the rest with an equal share each. */
function sizedRecipe(chars, sections) {
  const lines = [...HEADER];
  let length = lines.join('\n').length;
  const body = Math.max(1, sections - 1);
  let i = 0;
  for (let s = 0; s < body; s++) {
    const section = SECTION_NAMES[s % SECTION_NAMES.length];
    const heading = `## ${section} ${s + 1}`;
    lines.push('', heading);
    length += heading.length + 2;
    // Each section fills its share; the last is cut at `chars` like the default shape.
    const end = s === body - 1 ? chars : Math.round(((s + 1) * chars) / body) - 40;
    for (let n = 1; length < end; n++, i++) {
      const line = item(section, n, i);
      lines.push(line);
      length += line.length + 1;
    }
  }
  return lines.join('\n').slice(0, chars);
}

const texts = new Map();
/** The recipe a request asks for (see the top), made once per size. */
function recipeFor(prompt) {
  const chars = Number(/(\d[\d,]*) characters/.exec(prompt)?.[1]?.replaceAll(',', '') ?? CHARS);
  const sections = Number(/(\d+) sections/.exec(prompt)?.[1] ?? 0);
  const key = `${chars}:${sections}`;
  if (!texts.has(key)) texts.set(key, sections ? sizedRecipe(chars, sections) : longRecipe(chars));
  return texts.get(key);
}

/** The last user message's text (a string, or an array of parts). */
function lastUserText(body) {
  const user = (body.messages ?? []).filter((m) => m.role === 'user').at(-1);
  if (!user) return '';
  if (typeof user.content === 'string') return user.content;
  return (user.content ?? []).map((part) => part.text ?? '').join(' ');
}

const base = { id: 'chatcmpl-render', object: 'chat.completion.chunk', created: 1, model: 'render' };
const server = createServer(async (req, res) => {
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ data: [{ id: 'render' }] }));
  }
  let raw = '';
  for await (const chunk of req) raw += chunk;
  const body = JSON.parse(raw || '{}');
  if (!body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(
      JSON.stringify({
        ...base,
        object: 'chat.completion',
        choices: [
          { index: 0, message: { role: 'assistant', content: 'Render bench' }, finish_reason: 'stop' },
        ],
      }),
    );
  }
  const text = recipeFor(lastUserText(body));
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  let closed = false;
  res.on('close', () => {
    closed = true;
  });
  const started = performance.now();
  for (let i = 0, n = 0; i < text.length && !closed; i += CHUNK_CHARS, n++) {
    const wait = started + n * CHUNK_MS - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    res.write(
      `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { content: text.slice(i, i + CHUNK_CHARS) }, finish_reason: null }] })}\n\n`,
    );
  }
  if (!closed)
    res.end(
      `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`,
    );
});
server.listen(0, '127.0.0.1', () =>
  process.stdout.write(
    `${JSON.stringify({ url: `http://127.0.0.1:${server.address().port}/v1`, chars: recipeFor('').length })}\n`,
  ),
);
