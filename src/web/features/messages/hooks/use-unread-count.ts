import { useQuery, useQueryClient } from '@tanstack/react-query';
import { subscribeUserEvents } from '@web/lib/user-events';
import { useEffect } from 'react';
import { fetchUnreadCount } from '../api/messaging-api';
import { messagingKeys } from '../lib/messaging-keys';

const COUNT_EVENTS = new Set(['message.created', 'conversation.read', 'conversation.updated']);

/** The caller's unread messages across conversations, read again on every messaging event. */
export function useUnreadCount(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return subscribeUserEvents((event) => {
      if (COUNT_EVENTS.has(event.type))
        void queryClient.invalidateQueries({ queryKey: messagingKeys.unread });
    });
  }, [enabled, queryClient]);
  return useQuery({
    queryKey: messagingKeys.unread,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled,
    staleTime: 30_000,
  });
}
