import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { fetchPreferences } from './api/preferences-api';

/**
 * The signed-in user's preferences for other features (the settings screen, the formats): one
 * cached copy under queryKeys.preferences, and the calls that change it.
 */
export const preferencesQuery = queryOptions({
  queryKey: queryKeys.preferences,
  queryFn: fetchPreferences,
  staleTime: 60_000,
});

export { resetPreferences, updatePreferences } from './api/preferences-api';
