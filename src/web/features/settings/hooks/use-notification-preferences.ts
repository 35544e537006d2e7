import type { NotificationPreferences, UpdateNotificationPreferences } from '@shared/contracts/preferences';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { subscribeUserEvents } from '@web/lib/user-events';
import { useCallback, useEffect, useState } from 'react';
import { fetchNotificationPreferences, updateNotificationPreferences } from '../api/notifications-api';

const SAVE_KEY = [...queryKeys.notificationPreferences, 'save'] as const;

/** Saves of these settings still in flight, this one included while its callbacks run. */
const savesInFlight = (client: QueryClient) => client.isMutating({ mutationKey: SAVE_KEY });

type Snapshot = Partial<NotificationPreferences>;

/** The values `change` is about to replace, so a failed save puts back exactly those. */
function previousOf(current: NotificationPreferences, change: UpdateNotificationPreferences): Snapshot {
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(change) as Array<keyof NotificationPreferences>) previous[key] = current[key];
  return previous as Snapshot;
}

/**
 * The user's notification preferences (platform.md §2 Settings, §4 "Notification toggles"): one
 * cached copy, changed optimistically. A change shows at once; a failed save puts the changed
 * values back, the others untouched, and tells which change failed (`failedChange`). The settings
 * are read again when another tab or device changes them (`notificationPreferences.updated`) and
 * after a failed save, so the screen ends on what the server holds.
 */
export function useNotificationPreferences() {
  const queryClient = useQueryClient();
  const [failedChange, setFailedChange] = useState<UpdateNotificationPreferences | null>(null);

  const query = useQuery({
    queryKey: queryKeys.notificationPreferences,
    queryFn: fetchNotificationPreferences,
    staleTime: 60_000,
  });

  useEffect(
    () =>
      subscribeUserEvents((event) => {
        // A save of this tab's in flight reads them again when it settles; reading now could
        // show an older state over the change the user just made.
        if (event.type === 'notificationPreferences.updated' && savesInFlight(queryClient) === 0)
          void queryClient.invalidateQueries({ queryKey: queryKeys.notificationPreferences });
      }),
    [queryClient],
  );

  const mutation = useMutation({
    mutationKey: SAVE_KEY,
    mutationFn: updateNotificationPreferences,
    onMutate: async (change) => {
      setFailedChange(null);
      await queryClient.cancelQueries({ queryKey: queryKeys.notificationPreferences });
      const current = queryClient.getQueryData<NotificationPreferences>(queryKeys.notificationPreferences);
      if (!current) return { previous: undefined };
      queryClient.setQueryData<NotificationPreferences>(queryKeys.notificationPreferences, {
        ...current,
        ...change,
      });
      return { previous: previousOf(current, change) };
    },
    onError: (_error, change, context) => {
      const previous = context?.previous;
      if (previous)
        queryClient.setQueryData<NotificationPreferences>(queryKeys.notificationPreferences, (current) =>
          current ? { ...current, ...previous } : current,
        );
      setFailedChange(change);
    },
    onSuccess: (saved) => {
      // With other saves still in flight, their optimistic values stay until the last settles.
      if (savesInFlight(queryClient) === 1)
        queryClient.setQueryData(queryKeys.notificationPreferences, saved);
    },
    onSettled: (_data, error) => {
      if (error && savesInFlight(queryClient) === 1)
        void queryClient.invalidateQueries({ queryKey: queryKeys.notificationPreferences });
    },
  });

  const { mutate } = mutation;
  const save = useCallback((change: UpdateNotificationPreferences) => mutate(change), [mutate]);
  const dismissSaveFailed = useCallback(() => setFailedChange(null), []);

  return {
    preferences: query.data,
    isPending: query.isPending,
    loadError: query.error,
    refetch: query.refetch,
    save,
    failedChange,
    dismissSaveFailed,
  };
}
