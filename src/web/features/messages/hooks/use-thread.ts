import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { fetchThreadPage } from '../api/messaging-api';
import { messagingKeys } from '../lib/messaging-keys';
import { mergeThread, type ThreadState } from '../lib/thread-state';

/** Pages read from the newest back while refreshing, at most (a very long absence: start over). */
const MAX_REFRESH_PAGES = 20;

/**
 * Reads the newest pages again until they reach `until` (a message id already shown), or the
 * beginning: what arrived or changed since, merged into what is loaded.
 */
async function readBackTo(conversationId: string, until: string | undefined, signal?: AbortSignal) {
  const messages: ThreadState['messages'] = [];
  let cursor: string | undefined;
  let olderCursor: string | null = null;
  for (let page = 0; page < MAX_REFRESH_PAGES; page++) {
    const result = await fetchThreadPage(conversationId, cursor, signal);
    messages.unshift(...result.messages);
    olderCursor = result.nextCursor;
    if (!until || !result.nextCursor || result.messages.some((m) => m.id === until)) break;
    cursor = result.nextCursor;
  }
  return { messages, olderCursor, reached: !until || messages.some((m) => m.id === until) };
}

/**
 * A thread's loaded messages (§2 Thread). The first read takes the newest page; a refetch (a live
 * edit or read receipt, the window's focus) reads back over everything loaded, so receipts and
 * edits of older messages show too; `syncNewest` (a new message) reads only what is newer than
 * the last one shown; `loadOlder` prepends the page before the oldest.
 */
export function useThread(conversationId: string) {
  const queryClient = useQueryClient();
  const key = messagingKeys.thread(conversationId);
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<ThreadState> => {
      const loaded = queryClient.getQueryData<ThreadState>(key);
      const fresh = await readBackTo(conversationId, loaded?.messages[0]?.id, signal);
      // A gap too long to read back over: show the newest, the rest loads on scroll.
      const base = fresh.reached ? queryClient.getQueryData<ThreadState>(key) : undefined;
      return mergeThread(base, { messages: fresh.messages, olderCursor: fresh.olderCursor });
    },
    staleTime: 30_000,
  });

  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<unknown>(null);
  const loadOlder = useCallback(async () => {
    const threadKey = messagingKeys.thread(conversationId);
    const loaded = queryClient.getQueryData<ThreadState>(threadKey);
    if (!loaded?.olderCursor) return;
    setLoadingOlder(true);
    setOlderError(null);
    try {
      const page = await fetchThreadPage(conversationId, loaded.olderCursor);
      queryClient.setQueryData<ThreadState>(threadKey, (current) =>
        mergeThread(current, { messages: page.messages, olderCursor: page.nextCursor }),
      );
    } catch (error) {
      setOlderError(error);
    } finally {
      setLoadingOlder(false);
    }
  }, [conversationId, queryClient]);

  return { ...query, loadOlder, loadingOlder, olderError };
}

/** A new message in a conversation: read what is newer than the last one shown, and append it. */
export async function syncNewest(queryClient: QueryClient, conversationId: string): Promise<void> {
  const key = messagingKeys.thread(conversationId);
  const loaded = queryClient.getQueryData<ThreadState>(key);
  if (!loaded) return;
  const fresh = await readBackTo(conversationId, loaded.messages.at(-1)?.id);
  queryClient.setQueryData<ThreadState>(key, (current) =>
    fresh.reached
      ? mergeThread(current, fresh)
      : { messages: fresh.messages, olderCursor: fresh.olderCursor },
  );
}
