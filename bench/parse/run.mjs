// bench/parse: the recipe parser (src/shared/recipe/parse-recipe.ts, which the server and the
// browser both run) on the corpus of model answers under src/shared/recipe/corpus/ (every .md
// file, or PARSE_CORPUS_DIR's) and on a generated recipe of 200,000 characters. Prints JSON:
// - the median time to parse one corpus answer;
// - the 200,000-character parse (target: well under 50 ms), and 50,000/100,000 for its scaling;
// - while streaming, the browser parses the whole reply again at every flush of its streaming
//   buffer (recipe-presenter.tsx: useMemo on the content). The server gathers the tokens for that
//   buffer (token-coalescer.ts; 25 ms on a desktop with more than 4 cores, stream-buffer.ts), and
//   bench/render's provider sends 125 characters every 25 ms, so a streamed chunk here is 125
//   characters (PARSE_CHUNK_CHARS to change). `streamRatio` is the time of re-parsing the growing
//   text at every chunk over the time of parsing the final text once. Its floor, `linearFloor`, is
//   the ratio a parser costing exactly its input's length would show (the sum of the prefixes'
//   lengths over the final length); `overFloor` is how far above that the parser is.
// The parser is TypeScript: esbuild bundles it (as scripts/build-server.mjs bundles the server)
// and Node imports the bundle. Figures only: timings are too noisy to pass or fail on.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { median, root } from '../lib/server-process.mjs';

const CHUNK_CHARS = Number(process.env.PARSE_CHUNK_CHARS ?? 125);
const BUFFER_MS = 25;
const LONG_CHARS = 200_000;
const CORPUS_DIR = path.resolve(root, process.env.PARSE_CORPUS_DIR ?? 'src/shared/recipe/corpus');
const note = (text) => process.stderr.write(`[parse] ${text}\n`);

async function loadParser() {
  const bundled = await build({
    entryPoints: [path.join(root, 'src/shared/recipe/parse-recipe.ts')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    alias: { '@shared': path.join(root, 'src/shared') },
    logLevel: 'warning',
  });
  const code = bundled.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

function corpusFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .flatMap((e) =>
      e.isDirectory()
        ? corpusFiles(path.join(dir, e.name))
        : e.name.endsWith('.md')
          ? [path.join(dir, e.name)]
          : [],
    )
    .sort();
}

/** A long answer as a model writes one: the plain form, steps with an output line, some code. */
function longRecipe(chars) {
  const head = [
    '# Recipe Title: Long Form Research Programme',
    '',
    '## Goal',
    'Run a complete research programme, from the first question to published findings, with every decision recorded and every source checked twice.',
    '',
    '## Principles',
    ...[
      'Evidence first',
      'Write it down',
      'Small steps',
      'Question the method',
      'Share early',
      'Keep the sources',
    ].map(
      (name, i) => `${i + 1}. **${name}**: hold to it in every phase, and say where you did not and why.`,
    ),
    '',
    '## Operations',
    ...['Survey', 'Sample', 'Measure', 'Compare', 'Review', 'Publish'].map(
      (name) =>
        `- **${name}**: ${name.toLowerCase()} with the checklist, and log what it gave in the research notebook.`,
    ),
    '',
    '## Steps',
  ];
  const notes = [
    '',
    '## Notes',
    '- Keep the notebook in version control.',
    '- Review the plan with someone outside the team every month.',
  ];
  const steps = [];
  let length = [...head, ...notes].join('\n').length;
  for (let n = 1; length < chars; n++) {
    const step = [
      `${n}. **Work through item ${n}**: read the \`source-${n}\` material, compare it with the [previous result](https://example.com/results/${n - 1}) and write down what changed, in enough words to wrap on a phone.`,
      `   Output: a dated entry for item ${n} in the notebook.`,
    ];
    if (n % 25 === 0)
      step.push(
        '   ```python',
        `   result = analyse(load("source-${n}"))`,
        '   notebook.write(result)',
        '   ```',
      );
    if (n % 40 === 0) step.push(`   Tip: if item ${n} contradicts an earlier one, stop and review both.`);
    steps.push(...step);
    length += step.join('\n').length + 1;
  }
  return [...head, ...steps, ...notes].join('\n').slice(0, chars);
}

/** Median of `runs` timings of fn() in milliseconds, after a warm-up. */
function time(fn, runs) {
  for (let i = 0; i < Math.min(3, runs); i++) fn();
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/** The texts the chat holds after each chunk: the growing reply, CHUNK_CHARS at a time. */
const prefixes = (text) => {
  const out = [];
  for (let end = CHUNK_CHARS; end < text.length + CHUNK_CHARS; end += CHUNK_CHARS)
    out.push(text.slice(0, end));
  return out;
};

/** Parsing once at the end against parsing every prefix, on the same texts. */
function streaming(parseRecipe, texts, runs) {
  const growing = texts.map(prefixes);
  // Parsing once is cheap: more runs, so the ratio's denominator is not a single noisy sample.
  const onceMs = time(() => {
    for (const text of texts) parseRecipe(text);
  }, Math.max(runs, 51));
  const streamedMs = time(() => {
    for (const steps of growing) for (const prefix of steps) parseRecipe(prefix);
  }, runs);
  const chunks = growing.reduce((a, g) => a + g.length, 0);
  const floor =
    growing.reduce((a, g) => a + g.reduce((b, p) => b + p.length, 0), 0) /
    texts.reduce((a, t) => a + t.length, 0);
  const ratio = streamedMs / onceMs;
  return {
    chunks,
    onceMs: +onceMs.toFixed(3),
    streamedMs: +streamedMs.toFixed(2),
    streamRatio: +ratio.toFixed(1),
    linearFloor: +floor.toFixed(1),
    overFloor: +(ratio / floor).toFixed(2),
  };
}

const { parseRecipe } = await loadParser();

const files = corpusFiles(CORPUS_DIR);
if (!files.length)
  throw new Error(`no .md answers under ${path.relative(root, CORPUS_DIR)}: nothing to measure`);
const answers = files.map((file) => readFileSync(file, 'utf8'));
note(`${answers.length} corpus answers`);
const perAnswer = answers.map((text) => time(() => parseRecipe(text), 51));
const corpusChars = answers.map((a) => a.length);

const long = longRecipe(LONG_CHARS);
// Guard: the generated recipe is read as one, or the timings would be of something else.
const parsed = parseRecipe(long);
const stepLines = parsed.sections.filter((s) => s.type === 'steps').reduce((a, s) => a + s.content.length, 0);
if (parsed.title !== 'Long Form Research Programme' || !stepLines)
  throw new Error(
    'the generated 200,000-character recipe was not read as a recipe with its steps: nothing to measure',
  );
const longMs = {};
for (const chars of [50_000, 100_000, LONG_CHARS])
  longMs[chars] = time(() => parseRecipe(long.slice(0, chars)), 21);

note('streaming the corpus');
const corpusStream = streaming(parseRecipe, answers, 21);
note('streaming 50,000 characters (the render bench’s reply)');
const stream50k = streaming(parseRecipe, [long.slice(0, 50_000)], 5);
note('streaming 200,000 characters');
const stream200k = streaming(parseRecipe, [long], 3);

const result = {
  bench: 'parse',
  node: process.version,
  chunkChars: CHUNK_CHARS,
  streamBufferMs: BUFFER_MS,
  corpus: {
    answers: answers.length,
    medianChars: median(corpusChars),
    maxChars: Math.max(...corpusChars),
    // Each answer's median of 51 parses; then the median and the slowest of those (µs).
    medianMicrosPerAnswer: +(median(perAnswer) * 1000).toFixed(1),
    slowestMicrosPerAnswer: +(Math.max(...perAnswer) * 1000).toFixed(1),
    stream: corpusStream,
  },
  long: {
    characters: long.length,
    // What the parser made of it: a few sections, nearly every line in Steps once it reads
    // indented Output:/Tip: lines as part of their step.
    sections: parsed.sections.length,
    stepsSectionLines: stepLines,
    parseMs: +longMs[LONG_CHARS].toFixed(2),
    parse100kMs: +longMs[100_000].toFixed(2),
    parse50kMs: +longMs[50_000].toFixed(2),
    // About 2 when the parse stays linear in its input.
    scaling200kOver100k: +(longMs[LONG_CHARS] / longMs[100_000]).toFixed(2),
    stream50k: {
      ...stream50k,
      // Main-thread share spent parsing while the reply streams in at one chunk per buffer.
      parseShareOfStream: +(stream50k.streamedMs / (stream50k.chunks * BUFFER_MS)).toFixed(3),
    },
    stream200k: {
      ...stream200k,
      parseShareOfStream: +(stream200k.streamedMs / (stream200k.chunks * BUFFER_MS)).toFixed(3),
    },
  },
  targets: { parse200kMs: 50 },
};
console.log(JSON.stringify(result, null, 2));
