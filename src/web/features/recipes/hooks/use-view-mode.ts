import { safeLocalStorage } from '@web/lib/app-storage';
import { useCallback, useState } from 'react';

export type ViewMode = 'grid' | 'list';

/** `rf-` prefix: "Reset Error State" clears the app's own keys only. */
export const VIEW_MODE_KEY = 'rf-recipes-view';

function readViewMode(): ViewMode {
  return safeLocalStorage()?.getItem(VIEW_MODE_KEY) === 'list' ? 'list' : 'grid';
}

/** The gallery's grid/list choice, remembered in this browser. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(readViewMode);
  const update = useCallback((next: ViewMode) => {
    setMode(next);
    try {
      safeLocalStorage()?.setItem(VIEW_MODE_KEY, next);
    } catch {
      // Storage full or blocked: the choice lasts for this visit only.
    }
  }, []);
  return [mode, update];
}
