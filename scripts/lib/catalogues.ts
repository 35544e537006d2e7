import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * The web's translation catalogues as files: `src/web/locales/<language>/<namespace>.json`,
 * ICU MessageFormat texts, nested by key. English errors are not a file: they are the error
 * table's own texts (src/shared/errors), turned into ICU here, so the two never drift apart.
 * Read by the Vite plugin (vite-catalogues.ts) and by the catalogue checks.
 */
export const LOCALES_DIR = fileURLToPath(new URL('../../src/web/locales/', import.meta.url));
/** The server's catalogues (the e-mails it sends, the page meta it writes), laid out the same way. */
export const SERVER_LOCALES_DIR = fileURLToPath(new URL('../../src/server/locales/', import.meta.url));

/** Namespaces whose structure the screens read as content (plans, posts, sections). */
export const CONTENT_NAMESPACES = new Set(['marketing', 'site-pages', 'marketing-prose']);
/** Long prose read only as content: its texts are not messages (code samples hold braces). */
export const PROSE_NAMESPACES = new Set(['marketing-prose']);

export type CatalogueTree = { [key: string]: string | CatalogueTree | readonly unknown[] };

export function catalogueLanguages(dir = LOCALES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z]{2}$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

export function catalogueNamespaces(): string[] {
  const files = readdirSync(`${LOCALES_DIR}en`).filter((name) => name.endsWith('.json'));
  return [...files.map((name) => name.slice(0, -'.json'.length)), 'errors'].sort();
}

const PLURAL_SUFFIX = /^(.*)_(zero|one|two|few|many|other)$/;
const toIcu = (text: string, inPlural: boolean) =>
  (inPlural ? text.replace(/\{\{\s*count\s*\}\}/g, '#') : text).replace(/\{\{\s*(\w+)\s*\}\}/g, '{$1}');

type ErrorTable = Record<string, { text: string }>;

/** The error table's English texts as a catalogue: `{{name}}` to `{name}`, plural pairs to ICU. */
export function englishErrorCatalogue(table: ErrorTable): CatalogueTree {
  const catalogue: Record<string, Record<string, string>> = {};
  const plurals = new Map<string, string[]>();
  for (const [key, entry] of Object.entries(table)) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (plural?.[1] && plural[2]) {
      const cases = plurals.get(plural[1]) ?? [];
      cases.push(`${plural[2]} {${toIcu(entry.text, true)}}`);
      plurals.set(plural[1], cases);
      continue;
    }
    setPath(catalogue, key, toIcu(entry.text, false));
  }
  for (const [stem, cases] of plurals) setPath(catalogue, stem, `{count, plural, ${cases.join(' ')}}`);
  return catalogue;
}

function setPath(tree: Record<string, Record<string, string>>, key: string, text: string) {
  const dot = key.indexOf('.');
  const domain = key.slice(0, dot);
  tree[domain] ??= {};
  tree[domain][key.slice(dot + 1)] = text;
}

/** A language's namespace as written; English errors come from the table (passed in, see above). */
export function readCatalogue(language: string, namespace: string, errorTable?: ErrorTable): CatalogueTree | undefined {
  if (language === 'en' && namespace === 'errors') {
    if (!errorTable) throw new Error('English errors are read from the error table: pass it');
    return englishErrorCatalogue(errorTable);
  }
  const file = `${LOCALES_DIR}${language}/${namespace}.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CatalogueTree) : undefined;
}

/** A language's server namespace as written (src/server/i18n/server-translator.ts compiles it). */
export function readServerCatalogue(language: string, namespace: string): CatalogueTree | undefined {
  const file = `${SERVER_LOCALES_DIR}${language}/${namespace}.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CatalogueTree) : undefined;
}

/** Every text of a catalogue by its dotted key (array items by index). */
export function flattenCatalogue(tree: unknown, prefix = '', into = new Map<string, string>()) {
  if (typeof tree === 'string') into.set(prefix, tree);
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree)) flattenCatalogue(value, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/**
 * A namespace's messages compiled for Lingui's runtime, keyed `namespace:dotted.key`. A content
 * namespace ships its tree as well, so only its texts with values are messages: the plain ones
 * are read from the tree (web/lib/i18n), not shipped twice.
 */
export function compileCatalogue(namespace: string, tree: CatalogueTree): Record<string, unknown> {
  const messages: Record<string, unknown> = {};
  if (PROSE_NAMESPACES.has(namespace)) return messages;
  const content = CONTENT_NAMESPACES.has(namespace);
  for (const [key, text] of flattenCatalogue(tree)) {
    if (content && !/[{}]/.test(text)) continue;
    try {
      messages[`${namespace}:${key}`] = compileMessage(text);
    } catch (error) {
      throw new Error(`${namespace}:${key} is not valid ICU MessageFormat: ${(error as Error).message}`);
    }
  }
  return messages;
}
