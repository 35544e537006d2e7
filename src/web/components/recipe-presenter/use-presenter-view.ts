import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_PRESENTER_MODE,
  DEFAULT_PRESENTER_STYLE,
  PRESENTER_MODES,
  PRESENTER_STYLES,
  type PresenterMode,
  type PresenterStyle,
} from '@shared/contracts/presenter';
import type { UserPreferences } from '@shared/contracts/preferences';
import { isOneOf } from '@shared/preference-options';
import { preferencesQuery, updatePreferences } from '@web/features/preferences/preferences-store';
import { STORAGE_KEYS, safeLocalStorage } from '@web/lib/app-storage';
import { useSession } from '@web/lib/auth/session';
import { queryKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useCallback, useMemo, useState } from 'react';

/** Where a reader without stored preferences (signed out, e-mail unverified) keeps the choice. */
export const PRESENTER_VIEW_STORAGE_KEY = STORAGE_KEYS.presenterView;

export interface PresenterView {
  style: PresenterStyle;
  mode: PresenterMode;
  setStyle: (style: PresenterStyle) => void;
  setMode: (mode: PresenterMode) => void;
}
interface ViewChoice {
  style: PresenterStyle;
  mode: PresenterMode;
}
const DEFAULT_VIEW: ViewChoice = { style: DEFAULT_PRESENTER_STYLE, mode: DEFAULT_PRESENTER_MODE };

/** The choice kept on this device; anything unreadable reads as the defaults. */
export function readStoredView(): ViewChoice {
  try {
    const raw = safeLocalStorage()?.getItem(PRESENTER_VIEW_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<Record<keyof ViewChoice, unknown>>) : {};
    return {
      style:
        typeof parsed.style === 'string' && isOneOf(PRESENTER_STYLES, parsed.style)
          ? parsed.style
          : DEFAULT_VIEW.style,
      mode:
        typeof parsed.mode === 'string' && isOneOf(PRESENTER_MODES, parsed.mode)
          ? parsed.mode
          : DEFAULT_VIEW.mode,
    };
  } catch {
    return DEFAULT_VIEW;
  }
}

function storeView(view: ViewChoice) {
  try {
    safeLocalStorage()?.setItem(PRESENTER_VIEW_STORAGE_KEY, JSON.stringify(view));
  } catch {
    // Storage full or refused: the choice holds for this page only.
  }
}

/** The device's choice, for a presenter outside the app (no query client) or a reader without preferences. */
function useStoredView() {
  const [view, setView] = useState(readStoredView);
  const change = useCallback((patch: Partial<ViewChoice>) => {
    setView((prev) => {
      const next = { ...prev, ...patch };
      storeView(next);
      return next;
    });
  }, []);
  return [view, change] as const;
}

/** The view with a fixed style or mode winning; the setters stay the same between renders (memoised menus). */
function useFixedView(
  view: ViewChoice,
  change: (patch: Partial<ViewChoice>) => void,
  fixed: Partial<ViewChoice>,
): PresenterView {
  const style = fixed.style ?? view.style;
  const mode = fixed.mode ?? view.mode;
  const setStyle = useCallback((next: PresenterStyle) => change({ style: next }), [change]);
  const setMode = useCallback((next: PresenterMode) => change({ mode: next }), [change]);
  return useMemo(() => ({ style, mode, setStyle, setMode }), [style, mode, setStyle, setMode]);
}

/** The remembered view on this device only (the presenter rendered outside the app's providers). */
export function useLocalPresenterView(fixed: Partial<ViewChoice> = {}): PresenterView {
  const [view, change] = useStoredView();
  return useFixedView(view, change, fixed);
}

/**
 * The reader's remembered style and display mode (platform.md §2; issue 24): a verified user's
 * preferences (the one cached preferences query of the app, saved with PATCH /api/preferences,
 * shown at once and put back with the server's reason if refused); anyone else, or a user whose
 * preferences do not answer, keeps it on this device (localStorage 'rf-presenter-view').
 * A `fixed` style or mode (a demo) wins over the remembered one.
 */
export function usePresenterView(fixed: Partial<ViewChoice> = {}): PresenterView {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [stored, changeStored] = useStoredView();
  const verified = Boolean(user?.emailVerified);
  // A view fixed in both (a demo) needs no remembered choice.
  const choosable = fixed.style === undefined || fixed.mode === undefined;
  const preferences = useQuery({ ...preferencesQuery, enabled: verified && choosable });
  const remote = verified ? preferences.data : undefined;

  const change = useCallback(
    (patch: Partial<ViewChoice>) => {
      changeStored(patch);
      if (!remote) return;
      const body = {
        ...(patch.style ? { presenterStyle: patch.style } : {}),
        ...(patch.mode ? { presenterMode: patch.mode } : {}),
      };
      const before = remote;
      queryClient.setQueryData<UserPreferences>(queryKeys.preferences, { ...before, ...body });
      updatePreferences(body).then(
        (saved) => queryClient.setQueryData(queryKeys.preferences, saved),
        (error: unknown) => {
          queryClient.setQueryData(queryKeys.preferences, before);
          toast.error(error instanceof Error ? error.message : String(error));
        },
      );
    },
    [remote, changeStored, queryClient],
  );

  const view = remote ? { style: remote.presenterStyle, mode: remote.presenterMode } : stored;
  return useFixedView(view, change, fixed);
}
