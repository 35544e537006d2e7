import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { subscribeUserEvents } from '@web/lib/user-events';
import { useEffect } from 'react';
import { messagingKeys } from '../lib/messaging-keys';
import { syncNewest } from './use-thread';

/**
 * What a messaging event on the user's channel (any tab, any server process) refreshes: a new
 * message appends to its open thread and moves its conversation up the inbox; an edit or a read
 * receipt reads the loaded thread again; a block or a deleted account reads the conversation again.
 */
export function applyMessagingEvent(
  queryClient: QueryClient,
  event: Parameters<Parameters<typeof subscribeUserEvents>[0]>[0],
): void {
  const invalidate = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  switch (event.type) {
    case 'message.created':
      void syncNewest(queryClient, event.conversationId).catch(() =>
        invalidate(messagingKeys.thread(event.conversationId)),
      );
      invalidate(messagingKeys.inboxes);
      invalidate(messagingKeys.unread);
      invalidate(messagingKeys.conversation(event.conversationId));
      return;
    case 'message.updated':
      invalidate(messagingKeys.thread(event.conversationId));
      invalidate(messagingKeys.inboxes);
      return;
    case 'conversation.read':
      invalidate(messagingKeys.thread(event.conversationId));
      invalidate(messagingKeys.inboxes);
      invalidate(messagingKeys.unread);
      invalidate(messagingKeys.conversation(event.conversationId));
      return;
    case 'conversation.updated':
      invalidate(messagingKeys.conversation(event.conversationId));
      invalidate(messagingKeys.inboxes);
      return;
    default:
      return;
  }
}

/** Keeps the messages screen live while it is shown. */
export function useMessagingEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => subscribeUserEvents((event) => applyMessagingEvent(queryClient, event)), [queryClient]);
}
