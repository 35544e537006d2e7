// Helpers for the two README commands. Only Node's own modules here: they run before
// node_modules exists.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function hashFiles(paths) {
  const hash = createHash('sha256');
  const walk = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
        walk(path.join(p, name));
      }
    } else {
      hash.update(path.relative(root, p));
      hash.update(readFileSync(p));
    }
  };
  for (const p of paths) walk(path.join(root, p));
  return hash.digest('hex');
}

/** Installs dependencies when node_modules is missing or older than the lockfile's content. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.recipe-forge-lock-hash');
  const lockHash = hashFiles(['package-lock.json']);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === lockHash) return;
  // Installed by hand (npm ci / npm install) from this lockfile: trust it once and remember.
  if (!existsSync(marker) && existsSync(path.join(root, 'node_modules', '.package-lock.json'))) {
    writeFileSync(marker, lockHash);
    return;
  }
  // A fresh clone gets exactly the lockfile (npm ci). An existing install is brought up to date
  // in place: npm ci would delete node_modules under any process still using it.
  const fresh = !existsSync(path.join(root, 'node_modules'));
  console.log(fresh ? 'Installing dependencies (npm ci)...' : 'Updating dependencies (npm install)...');
  run('npm', fresh ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
  writeFileSync(marker, lockHash);
}

const BUILD_INPUTS = [
  'src',
  'scripts/build-server.mjs',
  // The Vite plugins write offline-assets.json and screens.json.
  'scripts/lib/vite-offline-assets.ts',
  'scripts/lib/vite-screen-manifest.ts',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
];

/** Builds when dist is missing or was built from other sources (a content hash, not mtimes). */
export function ensureBuild() {
  const stamp = path.join(root, 'dist', '.build-hash');
  const sourceHash = hashFiles(BUILD_INPUTS);
  const built =
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === sourceHash &&
    existsSync(path.join(root, 'dist/server/main.js')) &&
    existsSync(path.join(root, 'dist/web/index.html'));
  if (built) return;
  console.log('Building the app...');
  run('npm', ['run', 'build', '--silent']);
  writeFileSync(stamp, sourceHash);
}

export const CHROMIUM = '/usr/bin/chromium';

/** Browser tests need Debian's chromium: install it as root, otherwise say what is missing. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error('Chromium is missing: install it with `sudo apt-get install -y chromium` and run again.');
    process.exit(1);
  }
  console.log('Installing Chromium (apt-get install chromium)...');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
