import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';
import {
  CONTENT_NAMESPACES,
  catalogueLanguages,
  catalogueNamespaces,
  compileCatalogue,
  LOCALES_DIR,
  readCatalogue,
} from './catalogues';

const LOADERS_ID = 'virtual:catalogues';
const ERROR_TABLE_FILE = fileURLToPath(new URL('../../src/shared/errors/error-table.ts', import.meta.url));
const CATALOGUE_PREFIX = 'virtual:catalogue/';

/**
 * Serves the translation catalogues to the web app as compiled modules, so the browser carries
 * Lingui's small runtime and no ICU parser:
 * - `virtual:catalogue/<language>/<namespace>`: `messages` (compiled, keyed `namespace:key`) and,
 *   for content namespaces, `content` (the tree as written);
 * - `virtual:catalogues`: a loader per language, whose small module (`virtual:catalogues/<language>`)
 *   has a loader per namespace, each its own chunk: a language's texts are downloaded when it is
 *   chosen and a namespace's when its screen opens. Two steps, so the start-up bundle carries nine
 *   entries, not one per language and namespace.
 */
export function catalogues(): Plugin {
  return {
    name: 'catalogues',
    enforce: 'pre',
    resolveId(id) {
      if (id === LOADERS_ID || id.startsWith(`${LOADERS_ID}/`) || id.startsWith(CATALOGUE_PREFIX)) return `\0${id}`;
      return null;
    },
    async load(id) {
      if (id === `\0${LOADERS_ID}`) {
        const entries = catalogueLanguages().map((language) => `  ${language}: () => import('${LOADERS_ID}/${language}'),`);
        return `export const languageLoaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${LOADERS_ID}/`)) {
        const language = id.slice(`\0${LOADERS_ID}/`.length);
        const entries = catalogueNamespaces().map(
          (namespace) => `  '${namespace}': () => import('${CATALOGUE_PREFIX}${language}/${namespace}'),`,
        );
        return `export const namespaceLoaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${CATALOGUE_PREFIX}`)) return null;
      const [language = '', namespace = ''] = id.slice(`\0${CATALOGUE_PREFIX}`.length).split('/');
      const file = `${LOCALES_DIR}${language}/${namespace}.json`;
      if (existsSync(file)) this.addWatchFile(file);
      const errorTable =
        language === 'en' && namespace === 'errors'
          ? (await runnerImport<typeof import('../../src/shared/errors/error-table')>(ERROR_TABLE_FILE, { configFile: false, logLevel: 'warn' })).module.ERROR_TABLE
          : undefined;
      const tree = readCatalogue(language, namespace, errorTable);
      if (!tree) throw new Error(`No catalogue ${language}/${namespace}.json`);
      const content = CONTENT_NAMESPACES.has(namespace) ? JSON.stringify(tree) : 'undefined';
      return `export const messages = ${JSON.stringify(compileCatalogue(namespace, tree))};\nexport const content = ${content};\n`;
    },
  };
}
