import { useQuery } from '@tanstack/react-query';
import { fetchConversation } from '../api/messaging-api';
import { messagingKeys } from '../lib/messaging-keys';

/** One conversation of the caller: the other participant, blocked, whether they may send. */
export function useConversation(conversationId: string) {
  return useQuery({
    queryKey: messagingKeys.conversation(conversationId),
    queryFn: ({ signal }) => fetchConversation(conversationId, signal),
  });
}
