import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { createBus, type RealtimeBus } from '../realtime/bus';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { enqueueJob, wakeJobs } from './enqueue';
import { type JobHandlers, PermanentJobError } from './job-handlers';
import { JobRunner, type JobRunnerOptions } from './runner';

/** The durable job runner on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
let database: TestDatabase;
let bus: RealtimeBus;
const log = pino({ level: 'silent' });
const runners: JobRunner[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  bus = createBus(database.driver);
  await bus.ready();
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  await database.db.delete(jobs);
});
afterAll(async () => {
  await bus.close();
  await database.close();
});

const fast: Partial<JobRunnerOptions> = { pollMs: 20, leaseMs: 5_000, backoffBaseMs: 40, backoffMaxMs: 200 };

function runner(handlers: JobHandlers, options: Partial<JobRunnerOptions> = {}) {
  const r = new JobRunner({ db: database.db, bus, log }, handlers, { ...fast, ...options });
  runners.push(r);
  return r;
}

async function until<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 15));
  }
}

const jobRow = async (key: string) => (await database.db.select().from(jobs).where(eq(jobs.key, key)))[0]!;

const queue = (key: string, options?: { maxAttempts?: number }) =>
  enqueueJob(database.db, 'recipe.tags', key, { recipeId: key, userId: 'u' }, options);

describe('job runner', () => {
  it('claims a due job, runs its handler with the payload, and marks it done', async () => {
    const seen: Array<{ recipeId: string; attempt: number }> = [];
    await queue('k1');
    runner({
      'recipe.tags': { run: async (p, c) => void seen.push({ recipeId: p.recipeId, attempt: c.attempt }) },
    }).start();
    await until(async () => (await jobRow('k1')).status === 'done');
    expect(seen).toEqual([{ recipeId: 'k1', attempt: 1 }]);
    const row = await jobRow('k1');
    expect(row.attempts).toBe(1);
    expect(row.lockedUntil).toBeNull();
  });

  it('queues the same key once', async () => {
    await queue('dup');
    await queue('dup');
    expect(await database.db.select().from(jobs).where(eq(jobs.key, 'dup'))).toHaveLength(1);
  });

  it('retries a failure after an exponential back-off, recording the error', async () => {
    const runs: number[] = [];
    await queue('retry');
    runner({
      'recipe.tags': {
        run: async () => {
          runs.push(Date.now());
          if (runs.length < 3) throw new Error(`boom ${runs.length}`);
        },
      },
    }).start();
    // After the first failure: back to queued, error kept, due one back-off later.
    const failedOnce = await until(async () => {
      const row = await jobRow('retry');
      return row.attempts === 1 && row.status === 'queued' ? row : null;
    });
    expect(failedOnce.lastError).toBe('boom 1');
    expect(failedOnce.runAt.getTime() - failedOnce.updatedAt.getTime()).toBeGreaterThanOrEqual(35);
    await until(async () => (await jobRow('retry')).status === 'done');
    expect(runs).toHaveLength(3);
    // Back-off doubles: the second wait is longer than the first.
    expect(runs[1]! - runs[0]!).toBeGreaterThanOrEqual(35);
    expect(runs[2]! - runs[1]!).toBeGreaterThanOrEqual(75);
    expect((await jobRow('retry')).lastError).toBeNull();
  });

  it('fails the job after maxAttempts and calls onFailed once', async () => {
    const failures: string[] = [];
    let runs = 0;
    await queue('doomed', { maxAttempts: 3 });
    runner({
      'recipe.tags': {
        run: async () => {
          runs += 1;
          throw new Error('always broken');
        },
        onFailed: async (payload, error) => void failures.push(`${payload.recipeId}: ${error}`),
      },
    }).start();
    await until(async () => (await jobRow('doomed')).status === 'failed');
    await new Promise((r) => setTimeout(r, 300));
    expect(runs).toBe(3);
    expect(failures).toEqual(['doomed: always broken']);
    expect((await jobRow('doomed')).attempts).toBe(3);
  });

  it('fails at once on a PermanentJobError', async () => {
    let runs = 0;
    const failures: string[] = [];
    await queue('permanent');
    runner({
      'recipe.tags': {
        run: async () => {
          runs += 1;
          throw new PermanentJobError('cannot ever work');
        },
        onFailed: async (_p, error) => void failures.push(error),
      },
    }).start();
    await until(async () => (await jobRow('permanent')).status === 'failed');
    expect(runs).toBe(1);
    expect(failures).toEqual(['cannot ever work']);
  });

  it('two runners working the same queue never run a job twice', async () => {
    const keys = Array.from({ length: 30 }, (_, i) => `many-${i}`);
    for (const key of keys) await queue(key);
    const count = new Map<string, number>();
    let concurrent = 0;
    let maxConcurrent = 0;
    const handlers: JobHandlers = {
      'recipe.tags': {
        run: async (p) => {
          concurrent += 1;
          maxConcurrent = Math.max(maxConcurrent, concurrent);
          count.set(p.recipeId, (count.get(p.recipeId) ?? 0) + 1);
          await new Promise((r) => setTimeout(r, 5));
          concurrent -= 1;
        },
      },
    };
    runner(handlers, { concurrency: 2 }).start();
    runner(handlers, { concurrency: 2 }).start();
    await until(async () => {
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(eq(jobs.status, 'done'));
      return row!.n === keys.length;
    });
    expect([...count.keys()].sort()).toEqual([...keys].sort());
    expect([...count.values()].every((n) => n === 1)).toBe(true);
    expect(maxConcurrent).toBeLessThanOrEqual(4);
  });

  it('resumes a job whose process died (expired lease) in a new runner, exactly once', async () => {
    await queue('orphan');
    let runs = 0;
    const handlers: JobHandlers = {
      'recipe.tags': {
        run: async () => {
          runs += 1;
        },
      },
    };
    // The first process claims the job and dies before finishing it: its lease is all that is left.
    const dead = new JobRunner({ db: database.db, bus, log }, handlers, { leaseMs: 400 });
    const claimed = await dead.claim();
    expect(claimed?.attempts).toBe(1);

    // "After the restart": a new runner on the same database. While the lease holds it waits.
    runner(handlers, { pollMs: 30 }).start();
    await new Promise((r) => setTimeout(r, 200));
    expect(runs).toBe(0);
    expect((await jobRow('orphan')).status).toBe('running');

    await until(async () => (await jobRow('orphan')).status === 'done');
    await new Promise((r) => setTimeout(r, 200));
    expect(runs).toBe(1);
    expect((await jobRow('orphan')).attempts).toBe(2);

    // Were the first process only slow, not dead, its late outcome could not touch the row: the
    // claim it holds is stale (attempts moved on), so neither done nor a retry is recorded.
    await dead.execute(claimed!);
    expect((await jobRow('orphan')).attempts).toBe(2);
    expect((await jobRow('orphan')).status).toBe('done');
  });

  it('wakes at once on the bus instead of waiting for the next poll', async () => {
    let ran = false;
    const r = runner(
      {
        'recipe.tags': {
          run: async () => {
            ran = true;
          },
        },
      },
      { pollMs: 60_000 },
    );
    r.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await queue('woken');
    const started = Date.now();
    await wakeJobs(bus);
    await until(async () => ran, 5_000);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('on stop, lets a running job finish', async () => {
    await queue('finishing');
    let started = false;
    const r = runner({
      'recipe.tags': {
        run: async () => {
          started = true;
          await new Promise((resolve) => setTimeout(resolve, 150));
        },
      },
    });
    r.start();
    await until(async () => started);
    await r.stop();
    expect((await jobRow('finishing')).status).toBe('done');
  });

  it('on stop, releases a job that does not finish in time so another runner takes it at once', async () => {
    await queue('stuck');
    let started = false;
    const r = runner(
      {
        'recipe.tags': {
          run: (_p, c) =>
            new Promise((_resolve, reject) => {
              started = true;
              c.signal.addEventListener('abort', () => reject(new Error('aborted')));
            }),
        },
      },
      { stopGraceMs: 50, leaseMs: 60_000 },
    );
    r.start();
    await until(async () => started);
    await r.stop();
    const released = await jobRow('stuck');
    expect(released.status).toBe('queued');
    expect(released.lockedUntil).toBeNull();
    expect(released.lastError).toBeNull();

    let ranAgain = false;
    runner({
      'recipe.tags': {
        run: async () => {
          ranAgain = true;
        },
      },
    }).start();
    await until(async () => (await jobRow('stuck')).status === 'done');
    expect(ranAgain).toBe(true);
  });

  it('leaves job types it has no handler for to runners that do', async () => {
    await enqueueJob(database.db, 'recipe.image', 'img', { recipeId: randomUUID(), userId: 'u' });
    const r = runner({ 'recipe.tags': { run: async () => {} } });
    expect(await r.claim()).toBeNull();
    expect((await jobRow('img')).status).toBe('queued');
  });
});
