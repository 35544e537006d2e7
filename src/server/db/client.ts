import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Drizzle over either driver: code above this layer never knows which one it has. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The raw connection, kept for LISTEN/NOTIFY (the realtime bus) and for closing. */
export type DbDriver =
  | { kind: 'pglite'; client: PGlite }
  | { kind: 'postgres'; pool: pg.Pool; connectionString: string };

export interface Database {
  db: Db;
  driver: DbDriver;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string /* omitted: in memory */ }
  | { kind: 'postgres'; connectionString: string; max?: number };

const PGLITE_CONF = ['shared_buffers=16MB', 'work_mem=4MB'];

export function openDatabase(options: DatabaseOptions): Database {
  if (options.kind === 'pglite') {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    // PGlite's default shared_buffers (128 MB) is sized for a database server of its own; in our
    // process it more than doubles the idle RSS. The embedded database is small: 16 MB is plenty.
    // pg_trgm backs recipe search (its trigram index); PostgreSQL ships it in contrib.
    const client = new PGlite({
      dataDir: options.dataDir,
      postgresqlconf: PGLITE_CONF,
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return { db, driver: { kind: 'pglite', client }, close: () => client.close() };
  }
  const pool = new pg.Pool({ connectionString: options.connectionString, max: options.max ?? 10 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: { kind: 'postgres', pool, connectionString: options.connectionString },
    close: () => pool.end(),
  };
}

/**
 * Where the SQL migrations are: beside this file in the source tree, or copied next to the
 * bundled server by the build (dist/server/migrations).
 */
export function migrationsFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
}

export async function runMigrations(database: Database, folder = migrationsFolder()): Promise<void> {
  if (database.driver.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: folder });
  } else {
    await migratePg(database.db as never, { migrationsFolder: folder });
  }
}

/** How many migrations this build ships (drizzle-kit's journal). */
export function expectedMigrationCount(folder = migrationsFolder()): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** How many migrations the database has applied (drizzle's own bookkeeping table). */
export async function appliedMigrationCount(database: Database): Promise<number> {
  const result = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  const rows =
    (result as unknown as { rows?: Array<{ n: number }> }).rows ??
    (result as unknown as Array<{ n: number }>);
  return Number(rows[0]?.n ?? 0);
}
