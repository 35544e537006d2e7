import { DataDirLockedError } from './db/data-dir-lock';
import { ConfigError, parseEnv } from './env';
import { startServer } from './server';

/** Process entry: configuration, start, and a graceful stop on SIGTERM/SIGINT. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(env);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      process.stderr.write(`Port ${env.PORT} on ${env.HOST} is already in use. Set PORT to a free port.\n`);
      process.exit(1);
    }
    throw error;
  }
  server.app.log.info(
    {
      url: server.url,
      publicUrl: env.PUBLIC_URL,
      database: env.DATABASE_URL ? 'postgres' : 'pglite',
      ai: env.AI_PROVIDER,
    },
    'Recipe Forge is ready',
  );

  const shutdown = (signal: string) => {
    server.app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      server.app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.stop().then(
      () => process.exit(0),
      (error) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(
    `Recipe Forge could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
