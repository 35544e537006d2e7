/**
 * Every browser-storage key this app writes. "Reset Error State" clears exactly these, never
 * keys other apps on the same origin might own.
 */
export const STORAGE_KEYS = {
  theme: 'rf-theme',
  /** The presenter's style and mode for a reader without stored preferences. */
  presenterView: 'rf-presenter-view',
} as const;

/** sessionStorage flag: the one automatic reload for an initialisation-order error was used. */
export const INIT_RELOAD_FLAG = 'rf-init-order-reloaded';

const APP_PREFIX = 'rf-';

/** Removes this app's keys (prefix `rf-`) from localStorage; storage may be unavailable. */
export function clearAppStorage(storage: Storage | undefined = safeLocalStorage()): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(APP_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** localStorage throws in some privacy modes; callers treat that as "no storage". */
export function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
