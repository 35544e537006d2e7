import { spawnSync } from 'node:child_process';
import {
  closeSync,
  constants,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two processes opening one data directory corrupt it. This holds
 * an flock(2) on DATA_DIR/.lock. The kernel drops it when its process dies, before the process
 * becomes a zombie, so a restart right after a crash or a kill -9 always starts; and taking it is
 * one atomic call, so of two processes starting together exactly one gets it (decision 0017).
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    /** The holder's pid as it wrote it into the lock file; unknown while it is still writing it. */
    readonly pid: number | undefined,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Recipe Forge process${pid ? ` (pid ${pid})` : ''}. ` +
        'Stop that process, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * Node has no flock, so the flock(1) command takes it on our open file, handed to it as fd 3. An
 * flock belongs to the open file (not to a process): it stays ours after the command exits, until
 * our descriptor closes. Short options only, so busybox's flock works too.
 */
function tryFlock(fd: number): boolean {
  const result = spawnSync('flock', ['-x', '-n', '3'], { stdio: ['ignore', 'ignore', 'pipe', fd] });
  if (result.error)
    throw new Error(
      `Locking DATA_DIR needs the flock command (util-linux; on macOS, brew install flock): ${result.error.message}`,
    );
  const stderr = String(result.stderr).trim();
  if (result.status === 0) return true;
  if (result.status === 1 && !stderr) return false; // held by another open file
  throw new Error(`Could not lock DATA_DIR: flock exited with ${result.status}: ${stderr}`);
}

function readHolderPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the path still names the file we opened (a releasing holder unlinks it). */
function isStillAt(fd: number, file: string): boolean {
  try {
    const opened = fstatSync(fd);
    const named = statSync(file);
    return opened.ino === named.ino && opened.dev === named.dev;
  } catch {
    return false;
  }
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, '.lock');
  // A file left by a dead holder is simply locked again: no lock outlives its process.
  for (let attempt = 0; attempt < 10; attempt++) {
    const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o600);
    let locked = false;
    try {
      locked = tryFlock(fd);
    } finally {
      if (!locked) closeSync(fd);
    }
    if (!locked) throw new DataDirLockedError(dataDir, readHolderPid(file));
    // The holder may have released (unlinked) it between our open and our lock, and a third
    // process locked a new file at the path: ours is then a lock on nothing. Open the path again.
    if (!isStillAt(fd, file)) {
      closeSync(fd);
      continue;
    }
    ftruncateSync(fd, 0);
    writeSync(fd, String(process.pid), 0);
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        // Unlinked while still locked, then closed: whoever opened this file meanwhile sees above
        // that the path moved on, so no two holders end up on different files.
        rmSync(file, { force: true });
        closeSync(fd);
      },
    };
  }
  throw new Error(`Could not take the lock on ${dataDir}.`);
}
