import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserPreferences } from '@shared/contracts/preferences';
import {
  preferencesQuery,
  resetPreferences,
  updatePreferences,
} from '@web/features/preferences/preferences-store';
import { useTheme } from '@web/features/theme/use-theme';
import { setLanguage } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { useCallback, useRef, useState } from 'react';
import { useFlash } from '../../hooks/use-flash';

/** The section's messages, kept as keys so they follow a language chosen meanwhile. */
export type PreferenceMessage =
  | 'preferences.saved'
  | 'preferences.resetDone'
  | 'preferences.updateFailed'
  | 'preferences.resetFailed';

type Key = keyof UserPreferences;

/**
 * The Preferences section's state and actions (platform.md §2 Settings, §8, §9). Each change shows
 * at once (the cached preferences, which the whole tab follows, and the theme or language
 * themselves), is saved alone (PATCH with only that field), and brings a success banner that
 * vanishes after 3 s; a refused save puts the earlier value back and says so.
 */
export function usePreferenceEditor() {
  const queryClient = useQueryClient();
  const { setMode } = useTheme();
  const query = useQuery(preferencesQuery);
  const flash = useFlash();
  const [failure, setFailure] = useState<PreferenceMessage | null>(null);
  const [resetting, setResetting] = useState(false);
  /** Changes on their way to the server, newest value per field: an earlier answer keeps them. */
  const pending = useRef(new Map<Key, UserPreferences[Key]>());

  const cached = () => queryClient.getQueryData<UserPreferences>(queryKeys.preferences);
  const patchCache = (change: Partial<UserPreferences>) =>
    queryClient.setQueryData<UserPreferences>(queryKeys.preferences, (current) =>
      current ? { ...current, ...change } : current,
    );

  const applyHere = useCallback(
    async (change: Partial<UserPreferences>) => {
      if (change.theme) setMode(change.theme);
      if (change.language) await setLanguage(change.language);
    },
    [setMode],
  );

  const change = async <K extends Key>(key: K, value: UserPreferences[K]) => {
    const before = cached();
    if (!before || before[key] === value) return;
    const previous = before[key];
    setFailure(null);
    // A refetch on its way (another tab's change) must not overwrite this one.
    await queryClient.cancelQueries({ queryKey: queryKeys.preferences });
    pending.current.set(key, value);
    patchCache({ [key]: value });
    try {
      await applyHere({ [key]: value });
      const saved = await updatePreferences({ [key]: value });
      if (pending.current.get(key) === value) pending.current.delete(key);
      queryClient.setQueryData<UserPreferences>(queryKeys.preferences, {
        ...saved,
        ...Object.fromEntries(pending.current),
      });
      flash.show('preferences.saved');
    } catch {
      // Only the newest change of a field puts its value back; a later one stands.
      if (pending.current.get(key) === value) {
        pending.current.delete(key);
        patchCache({ [key]: previous });
        await applyHere({ [key]: previous }).catch(() => undefined);
      }
      flash.clear();
      setFailure('preferences.updateFailed');
    }
  };

  const reset = async (): Promise<boolean> => {
    setFailure(null);
    setResetting(true);
    try {
      await queryClient.cancelQueries({ queryKey: queryKeys.preferences });
      const defaults = await resetPreferences();
      pending.current.clear();
      queryClient.setQueryData(queryKeys.preferences, defaults);
      await applyHere({ theme: defaults.theme, language: defaults.language }).catch(() => undefined);
      flash.show('preferences.resetDone');
      return true;
    } catch {
      flash.clear();
      setFailure('preferences.resetFailed');
      return false;
    } finally {
      setResetting(false);
    }
  };

  return {
    query,
    change,
    reset,
    resetting,
    success: flash.message as PreferenceMessage | null,
    failure,
    dismissFailure: () => setFailure(null),
  };
}
