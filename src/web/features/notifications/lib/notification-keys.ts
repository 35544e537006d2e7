/**
 * The bell's TanStack Query keys, all under 'notifications' so one invalidation (a live event, a
 * sign-out's clearing) reaches the count and the list together.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
};
