import type { FastifyInstance } from 'fastify';
import { siteEndpoints } from '@shared/contracts/endpoints/site';
import { appliedMigrationCount, type Database, expectedMigrationCount } from '../../db/client';
import { AppError } from '../../http/app-error';
import { endpointRoutes } from '../../http/endpoint-routes';

/** Liveness answers while the process runs; readiness only when the database is usable. */
export async function healthRoutes(app: FastifyInstance, options: { database: Database }): Promise<void> {
  const expected = expectedMigrationCount();
  const route = endpointRoutes(app);

  route(siteEndpoints.live, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  route(siteEndpoints.ready, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    let applied: number;
    try {
      applied = await appliedMigrationCount(options.database);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      throw new AppError('health.databaseUnreachable');
    }
    if (applied < expected) {
      throw new AppError('health.migrationsPending', { applied, expected });
    }
    return { status: 'ready' as const, database: options.database.driver.kind, migrations: applied };
  });
}
