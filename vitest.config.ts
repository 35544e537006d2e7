import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { catalogues } from './scripts/lib/vite-catalogues';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@shared': here('./src/shared'), '@web': here('./src/web'), '@server': here('./src/server') };

/**
 * Three projects: `unit` (server and shared code, API tests through app.inject on a fresh
 * database), `web` (React components in jsdom) and `e2e` (Playwright journeys against the built
 * app in Debian's Chromium). Database suites are named *.db.test.ts so `npm run test:pg` can run
 * exactly them against PostgreSQL.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          fileParallelism: false,
        },
      },
    ],
  },
});
