// Runs vitest and closes with one plain summary line ("tests: N passed, N failed, N skipped")
// that tools reading the output can count.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './ensure.mjs';

export function runVitest(args, env = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rf-vitest-'));
  const report = path.join(dir, 'report.json');
  const result = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  let summary = null;
  try {
    summary = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    // no report: vitest failed before running anything
  }
  rmSync(dir, { recursive: true, force: true });
  if (summary) {
    const skipped = (summary.numPendingTests ?? 0) + (summary.numTodoTests ?? 0);
    console.log(`tests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${skipped} skipped`);
    if (summary.numTotalTests === 0) {
      console.error('No test ran.');
      return 1;
    }
  }
  return result.status ?? 1;
}
