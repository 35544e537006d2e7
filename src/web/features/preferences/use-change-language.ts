import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@shared/preference-options';
import { useSession } from '@web/lib/auth/session';
import { setLanguage } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { useCallback } from 'react';

/**
 * Shows the app in another language at once and remembers it: on this device for everyone, and
 * on the server for a verified user, so their other tabs and devices follow. The save's code is
 * fetched only then, keeping the contracts out of a visitor's start-up.
 */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const saves = Boolean(user?.emailVerified);
  return useCallback(
    async (language: Language) => {
      await setLanguage(language);
      if (!saves) return;
      const { updatePreferences } = await import('./api/preferences-api');
      queryClient.setQueryData(queryKeys.preferences, await updatePreferences({ language }));
    },
    [saves, queryClient],
  );
}
