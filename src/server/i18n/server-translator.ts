import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from '@shared/preference-options';
import {
  SERVER_CATALOGUES,
  SERVER_NAMESPACES,
  type ServerCatalogues,
  type ServerNamespace,
} from '../locales';

/**
 * The server's translator: Lingui's runtime over src/server/locales, compiled once when this
 * module loads (a text that is not valid ICU stops the server at start-up, not a mail later).
 * One Lingui instance per language, so concurrent requests in different languages never share an
 * active locale. A key a language lacks falls back to English (the catalogue checks keep that
 * from happening, see scripts/lib/catalogues.test.ts).
 */

/** The dotted keys of a catalogue's texts. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type ServerMessageKey<N extends ServerNamespace> = Leaves<ServerCatalogues[N]>;
export type ServerMessageValues = Record<string, string | number>;

function flatten(tree: unknown, prefix: string, into: Map<string, string>): Map<string, string> {
  if (typeof tree === 'string') into.set(prefix, tree);
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

function compileLanguage(language: Language): Messages {
  const messages: Messages = {};
  for (const namespace of SERVER_NAMESPACES)
    for (const [key, text] of flatten(SERVER_CATALOGUES[language][namespace], '', new Map())) {
      try {
        messages[`${namespace}:${key}`] = compileMessage(text);
      } catch (error) {
        throw new Error(
          `src/server/locales/${language}/${namespace}.json ${key} is not valid ICU MessageFormat: ${(error as Error).message}`,
        );
      }
    }
  return messages;
}

const english = compileLanguage('en');
const translators = new Map<Language, I18n>(
  LANGUAGES.map((language) => {
    const messages = language === 'en' ? english : { ...english, ...compileLanguage(language) };
    return [language, setupI18n({ locale: language, messages: { [language]: messages } })];
  }),
);

/** The text of `key` in `language`, its `{placeholders}` and plurals filled from `values`. */
export function serverText<N extends ServerNamespace>(
  language: Language,
  namespace: N,
  key: ServerMessageKey<N>,
  values?: ServerMessageValues,
): string {
  const i18n = translators.get(language) ?? translators.get('en')!;
  return i18n._(`${namespace}:${key}`, values);
}
