/**
 * The TanStack Query keys of messaging, all under one prefix so a sign-out (which drops every
 * query) and the live events find them. Type-free and zod-free: the sidebar badge reads them.
 */
export const messagingKeys = {
  all: ['messaging'] as const,
  inboxes: ['messaging', 'inbox'] as const,
  inbox: (filter: 'all' | 'unread', q: string) => ['messaging', 'inbox', { filter, q }] as const,
  conversation: (id: string) => ['messaging', 'conversation', id] as const,
  thread: (id: string) => ['messaging', 'thread', id] as const,
  unread: ['messaging', 'unread'] as const,
  recipients: (q: string) => ['messaging', 'recipients', q] as const,
  with: (userId: string) => ['messaging', 'with', userId] as const,
};
