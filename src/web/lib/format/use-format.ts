import type { UserPreferences } from '@shared/contracts/preferences';
import { useQueryClient } from '@tanstack/react-query';
import { currentLanguage, onLanguageChange } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { createFormatters, type Formatters } from './formatters';
import { visitorSettings } from './visitor-settings';

/**
 * The formatters for this reader, and a render again when they change: with the interface
 * language, and, for a verified user, with their saved time zone, date and time formats and
 * currency. Those are read from the query cache where PreferencesSync keeps them (and a sign-out
 * removes them); this hook never fetches, so it adds no request and no zod to a page. Until they
 * are there, and for visitors, the language's habits and the browser's zone apply.
 */
export function useFormat(): Formatters {
  const language = useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] === queryKeys.preferences[0]) onChange();
      }),
    [queryClient],
  );
  const stored = useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryData<UserPreferences>(queryKeys.preferences),
    () => undefined,
  );
  const timeZone = stored?.timezone;
  const dateFormat = stored?.dateFormat;
  const timeFormat = stored?.timeFormat;
  const currency = stored?.currency;
  return useMemo(
    () =>
      createFormatters(
        timeZone && dateFormat && timeFormat && currency
          ? { language, timeZone, dateFormat, timeFormat, currency }
          : visitorSettings(language),
      ),
    [language, timeZone, dateFormat, timeFormat, currency],
  );
}
