import { adminModerationEndpoints as endpoints } from '@shared/contracts/endpoints/admin-moderation';
import { callEndpoint } from '@web/lib/api/call-endpoint';

/**
 * The admin panel's moderation queue and audit log (src/shared/contracts/endpoints/
 * admin-moderation.ts). Errors are ApiRequestError with the server's key, already worded in the
 * reader's language.
 */
export const moderationApi = {
  queue: (signal?: AbortSignal) => callEndpoint(endpoints.queue, {}, { signal }),
  lookupListing: (id: string, signal?: AbortSignal) =>
    callEndpoint(endpoints.lookupListing, { params: { id } }, { signal }),
  approveListing: (id: string) => callEndpoint(endpoints.approveListing, { params: { id } }),
  rejectListing: (id: string, reason: string) =>
    callEndpoint(endpoints.rejectListing, { params: { id }, body: { reason } }),
  unpublishListing: (id: string, reason: string) =>
    callEndpoint(endpoints.unpublishListing, { params: { id }, body: { reason } }),
  deleteListing: (id: string) => callEndpoint(endpoints.deleteListing, { params: { id } }),
  upholdComment: (commentId: string) => callEndpoint(endpoints.upholdComment, { params: { commentId } }),
  dismissComment: (commentId: string) => callEndpoint(endpoints.dismissComment, { params: { commentId } }),
  deleteComment: (commentId: string) => callEndpoint(endpoints.deleteComment, { params: { commentId } }),
  conversationTranscript: (reportId: string, signal?: AbortSignal) =>
    callEndpoint(endpoints.conversationTranscript, { params: { reportId } }, { signal }),
  upholdConversationReport: (reportId: string, reason: string) =>
    callEndpoint(endpoints.upholdConversationReport, { params: { reportId }, body: { reason } }),
  dismissConversationReport: (reportId: string, reason: string) =>
    callEndpoint(endpoints.dismissConversationReport, { params: { reportId }, body: { reason } }),
  auditLog: (cursor: string | undefined, signal?: AbortSignal) =>
    callEndpoint(endpoints.auditLog, { query: { cursor } }, { signal }),
};

/**
 * The admin panel's queries, under one root: every admin action (the operations tabs' too) may
 * invalidate `adminKeys.auditLog` so the log shows it; the log also reads afresh when opened.
 */
export const adminKeys = {
  all: ['admin'] as const,
  moderation: ['admin', 'moderation'] as const,
  listing: (id: string) => ['admin', 'moderation', 'listing', id] as const,
  transcript: (reportId: string) => ['admin', 'moderation', 'transcript', reportId] as const,
  auditLog: ['admin', 'audit-log'] as const,
};
