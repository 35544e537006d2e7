import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Spawned, spawnTs, waitForOutput } from '../test/spawn-process';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'rf-lock-'));

const holders: Spawned[] = [];
afterEach(() => {
  for (const holder of holders.splice(0)) holder.child.kill('SIGKILL');
});

/** Processes waiting to try the lock of `dir`; `go` makes them all try at once. */
async function startHolders(dir: string, count: number) {
  const started = Array.from({ length: count }, () =>
    spawnTs('src/server/test/fixtures/data-dir-lock-holder.ts', { LOCK_DIR: dir }),
  );
  holders.push(...started);
  for (const holder of started)
    await waitForOutput(holder, (out) => (out.includes('ready') ? true : undefined));
  return {
    started,
    go: () => {
      for (const holder of started) holder.child.kill('SIGUSR1');
    },
    outcome: (holder: Spawned) =>
      waitForOutput(holder, (out) => out.match(/locked|refused/)?.[0] as 'locked' | 'refused' | undefined),
  };
}

/**
 * Whether a process is a zombie: dead, all its threads gone (the main thread shows Z while the
 * others still close its files), but not yet reaped by its parent.
 */
const isZombie = (pid: number) =>
  readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0] === 'Z' &&
  readdirSync(`/proc/${pid}/task`).length === 1;

describe('lockDataDir', () => {
  it('refuses a second holder while the first holds it, and frees the directory on release', () => {
    const dir = tmp();
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `DATA_DIR ${dir} is in use by another Recipe Forge process (pid ${process.pid})`,
    );
    lock.release();
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a lock file left by a process that has exited', () => {
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

  it.runIf(process.platform === 'linux')(
    'is free at once after its holder is killed with SIGKILL, while the dead holder is still a zombie',
    async () => {
      const dir = tmp();
      const { started, go, outcome } = await startHolders(dir, 1);
      go();
      expect(await outcome(started[0]!)).toBe('locked');
      const pid = started[0]!.child.pid!;
      // From the kill to the lock, this test never yields to the event loop, so Node does not
      // reap its child: the holder stays a zombie, as a crashed server does until its parent
      // (a shell, a supervisor) gets to it.
      process.kill(pid, 'SIGKILL');
      const deadline = Date.now() + 5_000;
      while (!isZombie(pid) && Date.now() < deadline);
      expect(isZombie(pid)).toBe(true);
      const lock = lockDataDir(dir);
      expect(isZombie(pid)).toBe(true);
      lock.release();
    },
  );

  it('lets exactly one of several processes starting together hold it, even over a stale lock file', async () => {
    const dir = tmp();
    const dead = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    writeFileSync(path.join(dir, '.lock'), dead);
    const { started, go, outcome } = await startHolders(dir, 4);
    go();
    const outcomes = await Promise.all(started.map(outcome));
    expect(outcomes.filter((o) => o === 'locked')).toHaveLength(1);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });
});
