import { type ResolvedTheme, THEME_MODES, type ThemeMode } from '@shared/constants';
import { safeLocalStorage, STORAGE_KEYS } from '@web/lib/app-storage';

/**
 * Pure theme rules. public/theme-init.js repeats `readStoredMode` + `applyTheme` in plain JS
 * because it must run before the bundle loads; keep the two in step.
 */
export const DARK_QUERY = '(prefers-color-scheme: dark)';
export const DEFAULT_MODE: ThemeMode = 'system';
const RESOLVED: readonly ResolvedTheme[] = ['light', 'dark', 'void'];

export function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (THEME_MODES as readonly string[]).includes(value);
}

export function readStoredMode(storage = safeLocalStorage()): ThemeMode {
  try {
    const value = storage?.getItem(STORAGE_KEYS.theme);
    return isThemeMode(value) ? value : DEFAULT_MODE;
  } catch {
    return DEFAULT_MODE;
  }
}

export function storeMode(mode: ThemeMode, storage = safeLocalStorage()): void {
  try {
    storage?.setItem(STORAGE_KEYS.theme, mode);
  } catch {
    // Quota or privacy mode: the choice simply is not remembered.
  }
  // Also for the server: a visitor's choice becomes their account's until they save another.
  if (typeof document !== 'undefined')
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
    document.cookie = `rf-theme=${mode}; path=/; max-age=31536000; samesite=lax`;
}

export function resolveTheme(mode: ThemeMode, systemPrefersDark: boolean): ResolvedTheme {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** The resolved theme is one class on <html> plus color-scheme for native controls. */
export function applyTheme(resolved: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  root.classList.remove(...RESOLVED);
  root.classList.add(resolved);
  root.style.colorScheme = resolved === 'light' ? 'light' : 'dark';
}
