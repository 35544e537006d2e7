import type { Language } from '@shared/preference-options';
import { use, useMemo, useSyncExternalStore } from 'react';
import type { Content, ContentNamespace, MessageValues, Namespace, Translate } from './catalogue-types';
import {
  catalogueState,
  contentOf,
  currentLanguage,
  isNamespaceLoaded,
  loadNamespace,
  messageOf,
  onLanguageChange,
} from './i18n';

/**
 * The current language, and a render again when it changes or a catalogue arrives. Screens wait
 * for their namespaces before they render (`NamespaceGate`, from the screens' declarations), so a
 * namespace missing here is rare (a component borrowed from another feature): it is fetched, its
 * texts are blank for that moment, and the component renders again when it is here. Suspending
 * here instead would make every hook after `useT` in a component unsafe to replay.
 */
function useNamespace(namespace: Namespace): { language: Language; ready: boolean; state: string } {
  const state = useSyncExternalStore(onLanguageChange, catalogueState, catalogueState);
  const language = currentLanguage();
  const ready = isNamespaceLoaded(language, namespace);
  if (!ready) loadNamespace(language, namespace).catch(() => undefined);
  return { language, ready, state };
}

/**
 * The one way to a translator: `const t = useT('chat')`, typed by the namespace's keys
 * (`common` when none is named).
 */
export function useT<N extends Namespace = 'common'>(namespace?: N): Translate<N> {
  const ns = namespace ?? 'common';
  const { ready, state } = useNamespace(ns);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` per language and arrival, so memoised users render again.
  return useMemo<Translate<N>>(
    // A missing text shows its key: a visible, findable gap (the catalogue checks keep it rare).
    () => (key, values?: MessageValues) => (ready ? (messageOf(ns, key, values) ?? `${ns}:${key}`) : ''),
    [ns, ready, state],
  );
}

/**
 * A content namespace (plans, posts, long-form sections) in the current language. Its screens
 * declare it, so it is here; should it not be, the component suspends (structure cannot be blank).
 */
export function useContent<N extends ContentNamespace>(namespace: N): Content<N> {
  const { language, ready } = useNamespace(namespace);
  if (!ready) use(loadNamespace(language, namespace));
  const content = contentOf(namespace);
  if (!content) throw new Error(`The ${namespace} catalogue has no content`);
  return content;
}
