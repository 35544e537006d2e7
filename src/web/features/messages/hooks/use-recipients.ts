import { useQuery } from '@tanstack/react-query';
import { fetchRecipients } from '../api/messaging-api';
import { messagingKeys } from '../lib/messaging-keys';

/** Creators who take messages, by name (§2 recipient picker); `anyCreator` for the new-message button. */
export function useRecipients(q: string, enabled = true) {
  return useQuery({
    queryKey: messagingKeys.recipients(q),
    queryFn: ({ signal }) => fetchRecipients(q, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}
