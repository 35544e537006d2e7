import { subscribeUserEvents } from '@web/lib/user-events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { CHATS_QUERY_KEY, chatApi } from '../api/chat-api';
import {
  ANONYMOUS_CHATS_EVENT,
  ANONYMOUS_CHATS_KEY,
  deleteAnonymousChat,
  listAnonymousChats,
} from '../lib/anonymous-store';
import type { ChatListItem } from '../lib/chat-groups';

/** platform.md §9: search debounce 150 ms. */
export const SEARCH_DEBOUNCE_MS = 150;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Local (anonymous) chats, re-read when this tab or another one changes them. */
let localCache: { raw: string | null | undefined; list: ChatListItem[] } = { raw: undefined, list: [] };
function readLocal(): ChatListItem[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(ANONYMOUS_CHATS_KEY);
  } catch {
    raw = null;
  }
  // The same stored text gives the same list object: useSyncExternalStore needs a stable snapshot.
  if (raw !== localCache.raw) {
    const list = listAnonymousChats().map(({ id, title, createdAt, updatedAt }) => ({
      id,
      title,
      createdAt,
      updatedAt,
    }));
    localCache = { raw, list };
  }
  return localCache.list;
}
function subscribeLocal(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ANONYMOUS_CHATS_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(ANONYMOUS_CHATS_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(ANONYMOUS_CHATS_EVENT, onChange);
  };
}

/**
 * The sidebar's chats: the signed-in user's from the server (searched by title on the server,
 * refreshed live from /api/events), or, signed out, the anonymous chats kept in this browser.
 */
export function useChatList(signedIn: boolean, query: string) {
  const queryClient = useQueryClient();
  const q = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const server = useQuery({
    queryKey: [...CHATS_QUERY_KEY, q],
    queryFn: () => chatApi.listChats(q || undefined),
    enabled: signedIn,
    staleTime: 15_000,
    placeholderData: (previous) => previous,
  });
  const local = useSyncExternalStore(subscribeLocal, readLocal, () => []);

  // Chats created, renamed or deleted in any tab or process.
  useEffect(() => {
    if (!signedIn) return;
    return subscribeUserEvents((event) => {
      if (event.type.startsWith('chat.')) void queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY });
    });
  }, [signedIn, queryClient]);

  if (signedIn)
    return {
      chats: server.data?.chats ?? [],
      isLoading: server.isPending,
      isError: server.isError,
      searching: q.length > 0,
      remove: async (id: string) => {
        await chatApi.deleteChat(id);
        await queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY });
      },
    };
  const needle = q.toLowerCase();
  return {
    chats: needle ? local.filter((c) => c.title.toLowerCase().includes(needle)) : local,
    isLoading: false,
    isError: false,
    searching: q.length > 0,
    remove: async (id: string) => deleteAnonymousChat(id),
  };
}
