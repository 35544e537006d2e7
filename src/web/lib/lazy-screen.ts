import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Namespace } from './i18n';

/**
 * `React.lazy` for a feature's screens that also waits for the catalogue namespaces they read, in
 * the current language: a screen renders with its texts, never blank or with keys, and the
 * download runs beside its code's. A later language change loads them before it switches.
 * The translator is imported when a screen loads, not here: the build reads the features'
 * declarations in Node (vite-screen-manifest.ts), where the catalogues are not served.
 */
export function lazyScreens(namespaces: readonly Namespace[]) {
  return <T extends ComponentType>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> =>
    lazy(async () => {
      const { currentLanguage, loadNamespace } = await import('./i18n');
      const language = currentLanguage();
      const [module] = await Promise.all([load(), ...namespaces.map((ns) => loadNamespace(language, ns))]);
      return module;
    });
}
