import type { DirectMessage } from '@shared/contracts/messaging';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { markRead } from '../api/messaging-api';
import { messagingKeys } from '../lib/messaging-keys';
import type { ThreadState } from '../lib/thread-state';
import { usePageVisible } from './use-page-visible';

/**
 * §4: with a conversation shown, every message not sent by the user and not read by them yet is
 * marked read, as soon as it is on screen in a visible tab (the sender then sees two checks). A
 * failed mark is only tried again with the next change (§8: mark-read failure is only logged).
 */
export function useMarkRead(
  conversationId: string,
  me: string,
  messages: readonly DirectMessage[] | undefined,
) {
  const queryClient = useQueryClient();
  const visible = usePageVisible();
  const inFlight = useRef(new Set<string>());

  useEffect(() => {
    if (!visible || !messages) return;
    const ids = messages
      .filter((m) => m.senderId !== me && !m.readBy.includes(me) && !inFlight.current.has(m.id))
      .map((m) => m.id)
      .slice(-500);
    if (ids.length === 0) return;
    for (const id of ids) inFlight.current.add(id);
    markRead(conversationId, ids)
      .then(() => {
        const marked = new Set(ids);
        queryClient.setQueryData<ThreadState>(messagingKeys.thread(conversationId), (current) =>
          current
            ? {
                ...current,
                messages: current.messages.map((m) =>
                  marked.has(m.id) && !m.readBy.includes(me) ? { ...m, readBy: [...m.readBy, me] } : m,
                ),
              }
            : current,
        );
        void queryClient.invalidateQueries({ queryKey: messagingKeys.unread });
        void queryClient.invalidateQueries({ queryKey: messagingKeys.inboxes });
      })
      .catch((error: unknown) => {
        console.warn('Marking messages read failed', error);
      })
      .finally(() => {
        for (const id of ids) inFlight.current.delete(id);
      });
  }, [conversationId, me, messages, visible, queryClient]);
}
