import type {
  MarketplaceNotifications,
  MarketplacePrivacy,
  MarketplaceSettings,
} from '@shared/contracts/marketplace-settings';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { useCallback, useState } from 'react';
import { marketplaceSettingsApi as api } from '../api/marketplace-settings-api';

const KEY = queryKeys.marketplaceSettings;

/** The user's marketplace settings as the server holds them, checklist and stats included. */
export function useMarketplaceSettings() {
  // Read again whenever it is shown: the checklist and stats change on other screens (a publish, the
  // payment account, a sale), none of which tells this cache.
  return useQuery({ queryKey: KEY, queryFn: api.get });
}

/** Every change answers the whole settings: the cache takes them as they are. */
function useSettingsMutation<V>(mutationFn: (value: V) => Promise<MarketplaceSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}

export const usePayoutSave = () => useSettingsMutation(api.updatePayout);
export const useAcceptTerms = () => useSettingsMutation(() => api.acceptTerms());

export type SwitchSection = 'notifications' | 'privacy';
type SectionValues = { notifications: MarketplaceNotifications; privacy: MarketplacePrivacy };

const saveKey = (section: SwitchSection) => [...KEY, 'save', section] as const;
/** Saves of a section still in flight, this one included while its callbacks run. */
const savesInFlight = (client: QueryClient, section: SwitchSection) =>
  client.isMutating({ mutationKey: saveKey(section) });

/**
 * A group of switches (notifications or privacy), saved one flip at a time and optimistically
 * (platform.md §4 "Notification toggles"): the switch moves at once; a failed save puts back the
 * values it changed, the others untouched, and `failed` says so until dismissed or the next flip.
 * Only the last save to settle writes the server's answer, so a quick second flip is not undone
 * by the first one's reply.
 */
export function useSwitchSection<S extends SwitchSection>(section: S) {
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const update = (section === 'notifications' ? api.updateNotifications : api.updatePrivacy) as (
    change: Partial<SectionValues[S]>,
  ) => Promise<MarketplaceSettings>;

  const { mutate } = useMutation({
    mutationKey: saveKey(section),
    mutationFn: update,
    onMutate: async (change) => {
      setFailed(false);
      await queryClient.cancelQueries({ queryKey: KEY, exact: true });
      const current = queryClient.getQueryData<MarketplaceSettings>(KEY);
      if (!current) return { previous: undefined };
      const values = current[section] as SectionValues[S];
      const previous: Partial<SectionValues[S]> = {};
      for (const key of Object.keys(change) as Array<keyof SectionValues[S]>) previous[key] = values[key];
      queryClient.setQueryData<MarketplaceSettings>(KEY, { ...current, [section]: { ...values, ...change } });
      return { previous };
    },
    onError: (_error, _change, context) => {
      const previous = context?.previous;
      if (previous)
        queryClient.setQueryData<MarketplaceSettings>(KEY, (current) =>
          current ? { ...current, [section]: { ...current[section], ...previous } } : current,
        );
      setFailed(true);
    },
    onSuccess: (saved) => {
      if (savesInFlight(queryClient, section) === 1) queryClient.setQueryData(KEY, saved);
    },
    onSettled: (_data, error) => {
      // After a failure, end on what the server really holds.
      if (error && savesInFlight(queryClient, section) === 1)
        void queryClient.invalidateQueries({ queryKey: KEY, exact: true });
    },
  });

  const save = useCallback((change: Partial<SectionValues[S]>) => mutate(change), [mutate]);
  const dismiss = useCallback(() => setFailed(false), []);
  return { save, failed, dismiss };
}
