import type { FlaggedComment, QueuedListing, ReportedConversation } from '@shared/contracts/admin';
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
  | { kind: 'upholdComment' | 'dismissComment' | 'deleteComment'; comment: FlaggedComment }
  | { kind: 'upholdReport' | 'dismissReport'; report: ReportedConversation };

export type ModerationKind = ModerationAction['kind'];

/** Reject and unpublish tell the author why, a report's decision the reporter; the others need no words. */
export const NEEDS_REASON: ReadonlySet<ModerationKind> = new Set([
  'rejectListing',
  'unpublishListing',
  'upholdReport',
  'dismissReport',
]);

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
    case 'upholdReport':
      return moderationApi.upholdConversationReport(action.report.id, reason);
    case 'dismissReport':
      return moderationApi.dismissConversationReport(action.report.id, reason);
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

/**
 * A reported conversation's last messages, read when the admin opens them (each reading is
 * audited on the server, so it is not read ahead or again in the background).
 */
export function useConversationTranscript(reportId: string | null) {
  return useQuery({
    queryKey: adminKeys.transcript(reportId ?? ''),
    queryFn: ({ signal }) => moderationApi.conversationTranscript(reportId ?? '', signal),
    enabled: reportId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
