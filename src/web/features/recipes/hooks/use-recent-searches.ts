import { safeLocalStorage } from '@web/lib/app-storage';
import { useCallback, useState } from 'react';

/** platform.md §9: the 5 most recent searches, kept in local storage (§7 browser storage keys). */
export const RECENT_SEARCHES_MAX = 5;
export const RECENT_SEARCHES_KEY = 'rf-recent-searches';

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(safeLocalStorage()?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((v): v is string => typeof v === 'string').slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}

function write(list: string[]): void {
  try {
    const storage = safeLocalStorage();
    if (list.length) storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
    else storage?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Storage full or blocked: recent searches are a convenience, the search still works.
  }
}

/** The new list after a search: most recent first, no duplicates (case-insensitive), at most 5. */
export function addRecent(list: readonly string[], query: string): string[] {
  const q = query.trim();
  if (!q) return [...list];
  const rest = list.filter((item) => item.toLowerCase() !== q.toLowerCase());
  return [q, ...rest].slice(0, RECENT_SEARCHES_MAX);
}

export function useRecentSearches() {
  const [recent, setRecent] = useState<string[]>(read);
  const remember = useCallback((query: string) => {
    setRecent(() => {
      const next = addRecent(read(), query);
      write(next);
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    write([]);
    setRecent([]);
  }, []);
  return { recent, remember, clear };
}
