import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Database, openDatabase, runMigrations } from './db/client';
import { type DataDirLock, lockDataDir } from './db/data-dir-lock';
import type { Env } from './env';
import { createBus, type RealtimeBus } from './realtime/bus';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /** Stops accepting, lets in-flight requests finish, then closes the bus, database and lock. */
  stop(): Promise<void>;
}

/** The built web app: dist/web beside the bundled server, or the repository's dist/web from source. */
export function defaultWebRoot(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../web'), path.resolve(here, '../../dist/web')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? null;
}

export async function startServer(
  env: Env,
  options: { webRoot?: string | null } = {},
): Promise<RunningServer> {
  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  let bus: RealtimeBus | undefined;
  let app: FastifyInstance | undefined;
  const closeResources = async () => {
    await bus?.close().catch(() => {});
    await database?.close().catch(() => {});
    lock?.release();
  };

  try {
    // PGlite has no lock of its own; with PostgreSQL, many processes may share DATA_DIR.
    if (!env.DATABASE_URL) lock = lockDataDir(env.DATA_DIR);
    database = openDatabase(
      env.DATABASE_URL
        ? { kind: 'postgres', connectionString: env.DATABASE_URL }
        : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'db') },
    );
    await runMigrations(database);
    const logBusError = (error: unknown) => app?.log.error({ err: error }, 'realtime bus error');
    bus = createBus(database.driver, { onError: logBusError });
    await bus.ready();
    app = await buildApp({
      env,
      database,
      bus,
      webRoot:
        options.webRoot === undefined
          ? env.NODE_ENV === 'development'
            ? null
            : defaultWebRoot()
          : options.webRoot,
    });
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    await app?.close().catch(() => {});
    await closeResources();
    throw error;
  }

  const running = app!;
  let stopping: Promise<void> | undefined;
  return {
    app: running,
    url: `http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${(running.server.address() as { port: number }).port}`,
    stop() {
      stopping ??= (async () => {
        await running.close();
        await closeResources();
      })();
      return stopping;
    },
  };
}
