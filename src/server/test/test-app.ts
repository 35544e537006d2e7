import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Env, parseEnv } from '../env';
import type { JobRunnerOptions } from '../jobs/runner';
import type { GenerationOptions } from '../modules/chat';
import { createBus, type RealtimeBus } from '../realtime/bus';
import {
  type FakeBehaviour,
  type FakeLlmServer,
  type FakeProvider,
  fakeModelEnv,
  startFakeLlmServer,
} from './fakes/fake-llm-server';
import { HttpSession } from './http-session';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  bus: RealtimeBus;
  env: Env;
  dataDir: string;
  /** A browser-like client of this app from `ip`, on the app's own origin (PUBLIC_URL). */
  session(ip?: string): HttpSession;
  /** Closes the app, then the fake model (if any), the bus and the database; removes DATA_DIR. */
  close(): Promise<void>;
}

/** A test app whose model is a fake server of its own (`fakeModel`). */
export interface TestAppWithModel extends TestApp {
  /** The fake model server the app talks to; tests steer it with `reset()`. */
  fake: FakeLlmServer;
}

export interface FakeModelOptions {
  /** How the app reaches it: an OpenAI-compatible server (the default) or Gemini. */
  provider?: FakeProvider;
  /** The fake's behaviour at start (tests change it later with `fake.reset()`). */
  behaviour?: Partial<FakeBehaviour>;
}

export interface TestAppOptions {
  /** Environment on top of the test defaults (and of the fake model's settings). */
  env?: Record<string, string>;
  webRoot?: string | null;
  generation?: Partial<GenerationOptions>;
  /** Job runner timings (tests shorten the poll and back-off), or false for no runner. */
  jobs?: Partial<JobRunnerOptions> | false;
  /** How often open event streams check their sessions (tests of session ends shorten it). */
  sessionCheckMs?: number;
  /** Start a fake model server and configure the app's AI provider to use it. */
  fakeModel?: FakeModelOptions;
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

/**
 * The real app on a fresh database, for API tests through `app.inject`. `extend` may register
 * extra routes before the app is sealed (to exercise shared mechanisms such as error handling).
 */
export function createTestApp(
  options: TestAppOptions & { fakeModel: FakeModelOptions },
): Promise<TestAppWithModel>;
export function createTestApp(options?: TestAppOptions): Promise<TestApp>;
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const fake = options.fakeModel ? await startFakeLlmServer(options.fakeModel.behaviour) : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rf-test-'));
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    ...(fake ? fakeModelEnv(fake, options.fakeModel?.provider) : {}),
    ...options.env,
  });
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
    ...(fake ? { fake } : {}),
    session: (ip) => new HttpSession(app, env.PUBLIC_URL, ip),
    async close() {
      await app.close();
      await fake?.close();
      await bus.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
