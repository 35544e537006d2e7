import type { Language } from '@shared/preference-options';
import { use, useMemo, useSyncExternalStore } from 'react';
import type { Content, ContentNamespace, MessageValues, Namespace, Translate } from './catalogue-types';
import { contentOf, currentLanguage, isNamespaceLoaded, loadNamespace, messageOf, onLanguageChange } from './i18n';

/**
 * The current language, and a render again when it changes. A namespace not yet loaded in it
 * suspends the component (the nearest Suspense boundary shows) until its chunk is here.
 */
function useNamespace(namespace: Namespace): Language {
  const language = useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
  if (!isNamespaceLoaded(language, namespace)) use(loadNamespace(language, namespace));
  return language;
}

/**
 * The one way to a translator: `const t = useT('chat')`, typed by the namespace's keys
 * (`common` when none is named).
 */
export function useT<N extends Namespace = 'common'>(namespace?: N): Translate<N> {
  const ns = namespace ?? 'common';
  const language = useNamespace(ns);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` per language, so memoised users render again.
  return useMemo<Translate<N>>(
    // A missing text shows its key: a visible, findable gap (the catalogue checks keep it rare).
    () => (key, values?: MessageValues) => messageOf(ns, key, values) ?? `${ns}:${key}`,
    [ns, language],
  );
}

/** A content namespace (plans, posts, long-form sections) in the current language. */
export function useContent<N extends ContentNamespace>(namespace: N): Content<N> {
  useNamespace(namespace);
  const content = contentOf(namespace);
  if (!content) throw new Error(`The ${namespace} catalogue has no content`);
  return content;
}
