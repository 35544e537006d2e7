import type { ProfileSummary } from '@shared/contracts/profile';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@web/lib/auth/session';
import { queryKeys } from '@web/lib/query-keys';
import { useCallback } from 'react';

/**
 * Puts a saved profile into this tab's session at once, so the sidebar's avatar and name change
 * with the answer; other tabs follow the `profile.updated` event (ProfileSync).
 */
export function useApplyProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    (saved: ProfileSummary) =>
      queryClient.setQueryData<SessionUser | null>(queryKeys.session, (user) =>
        user ? { ...user, displayName: saved.displayName, photoURL: saved.photoURL } : user,
      ),
    [queryClient],
  );
}
