import { useQueryClient } from '@tanstack/react-query';
import type { ThemeMode } from '@shared/constants';
import { useTheme } from '@web/features/theme/use-theme';
import { useSession } from '@web/lib/auth/session';
import { queryKeys } from '@web/lib/query-keys';
import { useCallback } from 'react';

/**
 * The theme switcher's choice: shown at once and remembered on this device, and for a verified
 * user saved to their preferences too, so their other tabs and devices follow. A failed save
 * keeps the choice here (the next one tries again); the contracts load only for that save.
 */
export function useChangeTheme(): (mode: ThemeMode) => void {
  const { setMode } = useTheme();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const saves = Boolean(user?.emailVerified);
  return useCallback(
    (mode: ThemeMode) => {
      setMode(mode);
      if (!saves) return;
      void import('./api/preferences-api')
        .then(({ updatePreferences }) => updatePreferences({ theme: mode }))
        .then((saved) => queryClient.setQueryData(queryKeys.preferences, saved))
        .catch(() => undefined);
    },
    [setMode, saves, queryClient],
  );
}
