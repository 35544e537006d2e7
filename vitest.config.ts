import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { catalogues } from './scripts/lib/vite-catalogues';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@shared': here('./src/shared'), '@web': here('./src/web'), '@server': here('./src/server') };

/**
 * Two files at a time: with one worker (vitest's default on two cores) the second core sat idle,
 * since a test file mostly waits for the main process to transform its imports or for a browser
 * and a server. The unit and web files run first, then the e2e journeys, so a journey's browser
 * and server never share the machine with a database suite's PGlite (docs/decisions/0026).
 *
 * Three projects: `unit` (server and shared code, API tests through app.inject on a fresh
 * database), `web` (React components in jsdom) and `e2e` (Playwright journeys against the built
 * app in Debian's Chromium). Database suites are named *.db.test.ts so `npm run test:pg` can run
 * exactly them against PostgreSQL.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        plugins: [react(), catalogues()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // A component test that passes in 4 s alone takes longer beside another file.
          testTimeout: 20_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
