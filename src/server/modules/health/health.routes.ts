import type { FastifyInstance } from 'fastify';
import { appliedMigrationCount, type Database, expectedMigrationCount } from '../../db/client';
import { AppError } from '../../http/app-error';

/** Liveness answers while the process runs; readiness only when the database is usable. */
export async function healthRoutes(app: FastifyInstance, options: { database: Database }): Promise<void> {
  const expected = expectedMigrationCount();

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let applied: number;
    try {
      applied = await appliedMigrationCount(options.database);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      throw new AppError('NOT_READY', 'The database is not reachable.');
    }
    if (applied < expected) {
      throw new AppError('NOT_READY', `Database migrations are not applied (${applied} of ${expected}).`);
    }
    return { status: 'ready' as const, database: options.database.driver.kind, migrations: applied };
  });
}
