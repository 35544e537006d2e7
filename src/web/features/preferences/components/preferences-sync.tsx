import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTheme } from '@web/features/theme/use-theme';
import { currentLanguage, setLanguage } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { subscribeUserEvents } from '@web/lib/user-events';
import { useEffect } from 'react';
import { applyDisplayPreferences, clearDisplayPreferences } from '../display-preferences';
import { preferencesQuery } from '../preferences-store';

/**
 * Applies a verified user's stored preferences to this tab: the language, theme, compact mode
 * and animations they chose on any device, and again whenever another tab or device changes them
 * (the `preferences.updated` event on their channel). Each is applied when its value changes, so
 * a choice made here before the save's answer is not undone. Renders nothing; loaded lazily, so
 * visitors never download it.
 */
export default function PreferencesSync() {
  const queryClient = useQueryClient();
  const { setMode } = useTheme();
  const { data } = useQuery(preferencesQuery);

  useEffect(
    () =>
      subscribeUserEvents((event) => {
        if (event.type === 'preferences.updated')
          void queryClient.invalidateQueries({ queryKey: queryKeys.preferences });
      }),
    [queryClient],
  );

  const language = data?.language;
  useEffect(() => {
    if (language && language !== currentLanguage()) void setLanguage(language).catch(() => undefined);
  }, [language]);

  const theme = data?.theme;
  useEffect(() => {
    if (theme) setMode(theme);
  }, [theme, setMode]);

  const compactMode = data?.compactMode;
  const animationsEnabled = data?.animationsEnabled;
  useEffect(() => {
    if (compactMode === undefined || animationsEnabled === undefined) return;
    applyDisplayPreferences({ compactMode, animationsEnabled });
  }, [compactMode, animationsEnabled]);
  // Signed out (this unmounts): the next visitor of this tab gets the default look.
  useEffect(() => () => clearDisplayPreferences(), []);

  return null;
}
