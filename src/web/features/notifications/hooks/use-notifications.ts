import type { AppNotification, NotificationPage } from '@shared/contracts/notifications';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { subscribeUserEvents } from '@web/lib/user-events';
import { useEffect } from 'react';
import {
  fetchNotifications,
  fetchUnreadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../api/notifications-api';
import { notificationKeys } from '../lib/notification-keys';

type Unread = { unread: number };
type Pages = InfiniteData<NotificationPage, string | undefined>;

/**
 * The bell's unread count, kept live: a new notification or one marked read in another tab (the
 * user's channel: 'notification.created', 'notifications.read') reads the count again, and the
 * list too when it is open (a closed list is read again when it next opens).
 */
export function useUnreadNotifications(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: notificationKeys.unread,
    queryFn: fetchUnreadNotifications,
    enabled,
    staleTime: 30_000,
  });

  useEffect(() => {
    if (!enabled) return;
    return subscribeUserEvents((event) => {
      if (event.type === 'notification.created' || event.type === 'notifications.read')
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    });
  }, [enabled, queryClient]);

  return query.data?.unread ?? 0;
}

/** The list, newest first, a page at a time ('Load more'); read while the panel is open. */
export function useNotificationList(enabled: boolean) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: async ({ pageParam }) => {
      const page = await fetchNotifications(pageParam);
      // The first page carries the count as of now: the bell shows the same number as the list.
      if (!pageParam) queryClient.setQueryData<Unread>(notificationKeys.unread, { unread: page.unread });
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    staleTime: 0,
  });
}

/** Sets `read` on the cached notifications `which` picks. */
function markCached(queryClient: QueryClient, which: (n: AppNotification) => boolean) {
  queryClient.setQueryData<Pages>(notificationKeys.list, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            notifications: page.notifications.map((n) => (which(n) && !n.read ? { ...n, read: true } : n)),
          })),
        }
      : data,
  );
}

/**
 * 'Mark all read' and marking one read (a click on it): shown at once, the count from the
 * server's answer; a failure reads the list and count again so they show what the server holds.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const settle = {
    onSuccess: (answer: Unread) => queryClient.setQueryData<Unread>(notificationKeys.unread, answer),
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  };
  const markAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => {
      markCached(queryClient, () => true);
      queryClient.setQueryData<Unread>(notificationKeys.unread, { unread: 0 });
    },
    ...settle,
  });
  const markOne = useMutation({
    mutationFn: (notification: AppNotification) => markNotificationRead(notification.id),
    onMutate: (notification) => {
      if (notification.read) return;
      markCached(queryClient, (n) => n.id === notification.id);
      queryClient.setQueryData<Unread>(notificationKeys.unread, (current) =>
        current ? { unread: Math.max(0, current.unread - 1) } : current,
      );
    },
    ...settle,
  });
  return { markAll, markOne };
}
