import type { FlaggedComment, QueuedListing } from '@shared/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, moderationApi } from '../api/moderation-api';

/** The moderation queue, read afresh whenever the tab opens (other admins decide too). */
export function useModerationQueue() {
  return useQuery({
    queryKey: adminKeys.moderation,
    queryFn: ({ signal }) => moderationApi.queue(signal),
    staleTime: 0,
  });
}

/** What a moderator can do, each on the item it acts on. */
export type ModerationAction =
  | {
      kind: 'approveListing' | 'rejectListing' | 'unpublishListing' | 'deleteListing';
      listing: QueuedListing;
    }
  | { kind: 'upholdComment' | 'dismissComment' | 'deleteComment'; comment: FlaggedComment };

export type ModerationKind = ModerationAction['kind'];

/** Reject and unpublish tell the author why; the other actions need no words. */
export const NEEDS_REASON: ReadonlySet<ModerationKind> = new Set(['rejectListing', 'unpublishListing']);

function perform(action: ModerationAction, reason: string): Promise<unknown> {
  switch (action.kind) {
    case 'approveListing':
      return moderationApi.approveListing(action.listing.id);
    case 'rejectListing':
      return moderationApi.rejectListing(action.listing.id, reason);
    case 'unpublishListing':
      return moderationApi.unpublishListing(action.listing.id, reason);
    case 'deleteListing':
      return moderationApi.deleteListing(action.listing.id);
    case 'upholdComment':
      return moderationApi.upholdComment(action.comment.id);
    case 'dismissComment':
      return moderationApi.dismissComment(action.comment.id);
    case 'deleteComment':
      return moderationApi.deleteComment(action.comment.id);
  }
}

/**
 * Runs one decision. Success or refusal, the queue and the audit log are read again: a refusal
 * (409: deleted or decided meanwhile) means the queue on screen was out of date.
 */
export function useModerationDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: ModerationAction; reason: string }) => perform(action, reason),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.moderation }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
      ]);
    },
  });
}
