import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { SCREEN_MANIFEST_FILE } from '../../src/shared/screen-manifest';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Writes screens.json beside index.html at build time: the screens the features declare (paths
 * and page-meta keys), for the server, which must not load web code to know which paths are
 * pages. The declarations are evaluated once in Node through Vite's module runner, which expands
 * their discovery glob the way the browser bundle does; their screens stay lazy, so no page code
 * runs.
 */
export function screenManifest(): Plugin {
  return {
    name: 'screen-manifest',
    apply: 'build',
    async generateBundle() {
      const { module } = await runnerImport<typeof import('../../src/web/app/features/screen-manifest')>(
        here('../../src/web/app/features/screen-manifest.ts'),
        {
          configFile: false,
          logLevel: 'warn',
          resolve: { alias: { '@shared': here('../../src/shared'), '@web': here('../../src/web') } },
        },
      );
      this.emitFile({
        type: 'asset',
        fileName: SCREEN_MANIFEST_FILE,
        source: `${JSON.stringify(module.screenManifest())}\n`,
      });
    },
  };
}
