import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase, runMigrations } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a database of its
 * own on the PostgreSQL server named by TEST_DATABASE_URL (`npm run test:pg`), dropped afterwards.
 */
export interface TestDatabase extends Database {
  kind: 'pglite' | 'postgres';
  /** Connection string of this test's own database (PostgreSQL only). */
  url?: string;
}

export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const database = openDatabase({ kind: 'pglite' });
    await runMigrations(database);
    return { ...database, kind: 'pglite' };
  }

  const name = `rf_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: 'postgres', connectionString: url.toString(), max: 5 });
  await runMigrations(database);
  return {
    ...database,
    kind: 'postgres',
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
