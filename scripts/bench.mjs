// `npm run bench [name…]`: runs the benchmarks under bench/ (each prints JSON).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureDependencies, root } from './lib/ensure.mjs';

ensureDependencies();
ensureBuild();
const names = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(path.join(root, 'bench')).filter((n) => existsSync(path.join(root, 'bench', n, 'run.mjs')));
let failed = 0;
for (const name of names) {
  const result = spawnSync(process.execPath, [path.join(root, 'bench', name, 'run.mjs')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
