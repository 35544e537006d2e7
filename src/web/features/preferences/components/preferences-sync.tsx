import { useQuery, useQueryClient } from '@tanstack/react-query';
import { currentLanguage, setLanguage } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { subscribeUserEvents } from '@web/lib/user-events';
import { useEffect } from 'react';
import { fetchPreferences } from '../api/preferences-api';

/**
 * Applies a verified user's stored preferences to this tab: the language they chose on any
 * device, and again whenever another tab or device changes it (the `preferences.updated` event
 * on their channel). Renders nothing; loaded lazily, so visitors never download it.
 */
export default function PreferencesSync() {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: queryKeys.preferences,
    queryFn: fetchPreferences,
    staleTime: 60_000,
  });

  useEffect(
    () =>
      subscribeUserEvents((event) => {
        if (event.type === 'preferences.updated')
          void queryClient.invalidateQueries({ queryKey: queryKeys.preferences });
      }),
    [queryClient],
  );

  useEffect(() => {
    if (data && data.language !== currentLanguage()) void setLanguage(data.language).catch(() => undefined);
  }, [data]);

  return null;
}
