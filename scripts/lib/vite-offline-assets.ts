import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/**
 * Writes /offline-assets.json at build time: the files the service worker stores when it
 * installs, so the offline screen's promise (documentation and help readable offline) holds
 * without the page itself downloading them: the app's entry with everything it imports, and
 * the chunks of the screens named here, with their imports and styles, and the catalogues.
 */
export function offlineAssets(screens: readonly string[]): Plugin {
  return {
    name: 'offline-assets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const files = new Set<string>();
      const add = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        const chunk = byFile.get(fileName);
        for (const css of (chunk as { viteMetadata?: { importedCss?: Set<string> } } | undefined)
          ?.viteMetadata?.importedCss ?? [])
          files.add(css);
        for (const imported of chunk?.imports ?? []) add(imported);
      };
      const found = new Set<string>();
      for (const chunk of chunks) {
        const screen = screens.find((s) => chunk.facadeModuleId?.endsWith(s));
        // Every language's texts and their loaders (a few KB each): the pages read offline in the
        // reader's language.
        const catalogue = chunk.facadeModuleId?.startsWith('\0virtual:catalogue');
        if (chunk.isEntry || screen || catalogue) add(chunk.fileName);
        if (screen) found.add(screen);
      }
      // A renamed screen must fail the build, not silently drop out of the offline cache.
      const missing = screens.filter((s) => !found.has(s));
      if (missing.length) this.error(`offline-assets: no chunk for ${missing.join(', ')}`);
      this.emitFile({
        type: 'asset',
        fileName: 'offline-assets.json',
        source: `${JSON.stringify([...files].sort().map((f) => `/${f}`))}\n`,
      });
    },
  };
}
