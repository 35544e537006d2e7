import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'rf-lock-'));

describe('lockDataDir', () => {
  it('refuses a second holder while the first runs, and frees the directory on release', () => {
    const dir = tmp();
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    // Another live process holds it: pretend with our parent's pid.
    writeFileSync(path.join(dir, '.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Recipe Forge process/);
    writeFileSync(path.join(dir, '.lock'), String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a lock left by a process that has exited', () => {
    const dir = tmp();
    const dead = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    writeFileSync(path.join(dir, '.lock'), dead);
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
