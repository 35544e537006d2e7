import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Env, parseEnv } from '../env';
import type { JobRunnerOptions } from '../jobs/runner';
import type { GenerationOptions } from '../modules/chat';
import { createBus, type RealtimeBus } from '../realtime/bus';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  bus: RealtimeBus;
  env: Env;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, for API tests through `app.inject`. `extend` may register
 * extra routes before the app is sealed (to exercise shared mechanisms such as error handling).
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    webRoot?: string | null;
    generation?: Partial<GenerationOptions>;
    /** Job runner timings (tests shorten the poll and back-off), or false for no runner. */
    jobs?: Partial<JobRunnerOptions> | false;
    /** How often open event streams check their sessions (tests of session ends shorten it). */
    sessionCheckMs?: number;
    extend?: (app: FastifyInstance) => void | Promise<void>;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rf-test-'));
  const env = parseEnv({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, NODE_ENV: 'test', ...options.env });
  const database = await createTestDatabase();
  const bus = createBus(database.driver);
  await bus.ready();
  const app = await buildApp({
    env,
    database,
    bus,
    webRoot: options.webRoot ?? null,
    generation: options.generation,
    jobs: options.jobs,
    sessionCheckMs: options.sessionCheckMs,
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    bus,
    env,
    dataDir,
    async close() {
      await app.close();
      await bus.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
