import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchInbox } from '../api/messaging-api';
import { messagingKeys } from '../lib/messaging-keys';

/** The inbox (§2): the caller's conversations, latest first, by filter and search, page by page. */
export function useInbox(filter: 'all' | 'unread', q: string) {
  const query = useInfiniteQuery({
    queryKey: messagingKeys.inbox(filter, q),
    queryFn: ({ pageParam, signal }) =>
      fetchInbox({ filter, q: q || undefined, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (previous) => previous,
  });
  const conversations = query.data?.pages.flatMap((p) => p.conversations) ?? [];
  return { ...query, conversations };
}
