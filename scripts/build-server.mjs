// Bundles the server into dist/server/main.js (dependencies stay in node_modules) and copies the
// SQL migrations beside it, where the bundled code looks for them.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}dist/server`;

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [`${root}src/server/main.ts`],
  outdir: out,
  entryNames: '[name]',
  // Code split at dynamic imports, so the AI SDK providers load only when a model is configured.
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  alias: { '@shared': `${root}src/shared`, '@server': `${root}src/server` },
  logLevel: 'warning',
});
cpSync(`${root}src/server/db/migrations`, `${out}/migrations`, { recursive: true });
console.log('server bundled to dist/server/main.js');
