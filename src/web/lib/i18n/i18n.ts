import { type Messages, setupI18n } from '@lingui/core';
import { isOneOf, LANGUAGES, type Language } from '@shared/preference-options';
import { content as enMarketingContent, messages as enMarketing } from 'virtual:catalogue/en/marketing';
import { messages as enCommon } from 'virtual:catalogue/en/common';
import { languageLoaders } from 'virtual:catalogues';
import type { Content, ContentNamespace, MessageKey, MessageValues, Namespace } from './catalogue-types';

/**
 * The app's translator: Lingui's runtime over catalogues compiled at build time
 * (scripts/lib/vite-catalogues.ts), so no ICU parser reaches the browser. English `common` and
 * `marketing` (the landing page) ship with the start-up bundle; every other language and
 * namespace is its own chunk, loaded when it is chosen or its screen first renders
 * (docs/decisions/0021-lingui-catalogues.md).
 */
export const i18n = setupI18n();

const STORAGE_KEY = 'rf-language';
const loaded = new Set<string>();
const pending = new Map<string, Promise<void>>();
const contents = new Map<string, unknown>();
/** Namespaces the app has asked for: a new language loads them all before it is shown. */
const wanted = new Set<Namespace>(['common', 'marketing']);
const listeners = new Set<() => void>();
/** Bumped by every catalogue that arrives: components waiting for one render again. */
let version = 0;

function register(
  language: Language,
  namespace: Namespace,
  messages: Record<string, unknown>,
  content: unknown,
) {
  i18n.load(language, messages as Messages);
  if (content !== undefined) contents.set(`${language}/${namespace}`, content);
  loaded.add(`${language}/${namespace}`);
  version++;
  for (const listener of listeners) listener();
}
register('en', 'common', enCommon, undefined);
register('en', 'marketing', enMarketing, enMarketingContent);
i18n.activate('en');

export const isNamespaceLoaded = (language: string, namespace: Namespace) =>
  loaded.has(`${language}/${namespace}`);

/** Loads a namespace of a language once; the same promise while it is on its way. */
export function loadNamespace(language: Language, namespace: Namespace): Promise<void> {
  wanted.add(namespace);
  const id = `${language}/${namespace}`;
  if (loaded.has(id)) return Promise.resolve();
  let promise = pending.get(id);
  if (!promise) {
    const languageLoader = languageLoaders[language];
    if (!languageLoader) return Promise.reject(new Error(`No catalogue ${id}`));
    promise = languageLoader().then(async ({ namespaceLoaders }) => {
      const loader = namespaceLoaders[namespace];
      if (!loader) throw new Error(`No catalogue ${id}`);
      const { messages, content } = await loader();
      register(language, namespace, messages, content);
    });
    // A failed download (offline, a deploy since) may be tried again by the next render.
    promise.catch(() => pending.delete(id));
    pending.set(id, promise);
  }
  return promise;
}

export const currentLanguage = (): Language => i18n.locale as Language;

/** A content namespace's structure in the current language (loaded by `useContent`). */
export function contentOf<N extends ContentNamespace>(namespace: N): Content<N> | undefined {
  return contents.get(`${i18n.locale}/${namespace}`) as Content<N> | undefined;
}

/**
 * Shows the app in `language`: the namespaces in use are loaded first, so no screen flashes
 * English or its keys; then every translated component renders again, and `<html lang>` follows.
 */
export async function setLanguage(language: Language): Promise<void> {
  await Promise.all([...wanted].map((namespace) => loadNamespace(language, namespace)));
  rememberLanguage(language);
  if (i18n.locale === language) return;
  i18n.activate(language);
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** What components read: the language and how many catalogues have arrived (a change renders again). */
export const catalogueState = (): string => `${i18n.locale}:${version}`;

/** Called after every language change and every catalogue that arrives. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function rememberLanguage(language: Language) {
  // The server reads it too: the pages it sends and e-mails before any preference is saved.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
  document.cookie = `rf-language=${language}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
}

/**
 * The language a page starts in: the one chosen last on this device (a signed-in user's saved
 * preference is applied as soon as it loads), else the browser's first language we have, else
 * English.
 */
export function startLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored && isOneOf(LANGUAGES, stored)) return stored;
  } catch {
    // No storage: the browser's languages decide.
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isOneOf(LANGUAGES, base)) return base;
  }
  return 'en';
}

/**
 * For code outside components (error wording, toasts raised by a request): the text in the
 * current language, or `undefined` when its namespace is not loaded in that language.
 */
export function translate<N extends Namespace>(
  namespace: N,
  key: MessageKey<N>,
  values?: MessageValues,
): string | undefined {
  if (!isNamespaceLoaded(i18n.locale, namespace)) return undefined;
  return messageOf(namespace, key, values);
}

/**
 * A loaded namespace's text: its compiled message, or, for a content namespace's plain text
 * (not shipped twice, scripts/lib/catalogues.ts), the text in its tree.
 */
export function messageOf(namespace: Namespace, key: string, values?: MessageValues): string | undefined {
  const id = `${namespace}:${key}`;
  if (i18n.messages[id] !== undefined) return i18n._(id, values);
  let node: unknown = contents.get(`${i18n.locale}/${namespace}`);
  for (const part of key.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
