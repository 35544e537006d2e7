// `npm run test:pg`: the database suites (*.db.test.ts) against the PostgreSQL in DATABASE_URL.
// Each test file gets a database of its own, created and dropped on that server.
import { ensureDependencies } from './lib/ensure.mjs';
import { runVitest } from './lib/vitest-run.mjs';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set: point it at a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  process.exit(1);
}
ensureDependencies();
process.exit(runVitest(['--project', 'unit', '.db.test.ts', ...process.argv.slice(2)], { TEST_DATABASE_URL: url }));
