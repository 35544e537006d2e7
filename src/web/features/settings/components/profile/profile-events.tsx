import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { subscribeUserEvents } from '@web/lib/user-events';
import { useEffect } from 'react';

/**
 * Reads the session again when the display name or photo changed in another tab or device (the
 * `profile.updated` event), so the avatar and name are the same everywhere. Renders nothing;
 * loaded lazily (the event channel's parser brings zod), so visitors never download it.
 */
export default function ProfileEvents() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeUserEvents((event) => {
        if (event.type === 'profile.updated')
          void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      }),
    [queryClient],
  );
  return null;
}
