import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogues } from './scripts/lib/vite-catalogues';
import { offlineAssets } from './scripts/lib/vite-offline-assets';
import { screenManifest } from './scripts/lib/vite-screen-manifest';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: here('./src/web'),
  publicDir: here('./src/web/public'),
  plugins: [
    react(),
    tailwindcss(),
    // The translation catalogues, compiled for Lingui's runtime (docs/decisions/0021).
    catalogues(),
    // Readable offline (platform.md §2 offline screen): stored by the service worker at install.
    offlineAssets([
      'features/marketing/components/documentation-page.tsx',
      'features/marketing/components/legal-pages.tsx',
    ]),
    // What the server needs of the features' screens (404 statuses, page heads): screens.json.
    screenManifest(),
  ],
  resolve: {
    alias: { '@shared': here('./src/shared'), '@web': here('./src/web') },
  },
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    // Written beside the bundle for our own debugging, with no sourceMappingURL comment: browsers
    // never ask for them, and the server does not serve them (http/web-app.ts), so the readable
    // source is not published. (Lighthouse's weightless valid-source-maps audit then fails.)
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: their own chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The libraries every page starts with, in one long-cached chunk. Everything else
            // (zod, Radix, markdown, sonner's toasts…) is split by the bundler along the lazy
            // screens that use it, so the landing page does not download it.
            {
              name: 'vendor',
              test: /node_modules[\\/](react-router|@tanstack|clsx|tailwind-merge)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/healthz': apiTarget, '/readyz': apiTarget },
  },
});
