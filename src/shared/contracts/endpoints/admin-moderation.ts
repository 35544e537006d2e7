import {
  auditLogPageSchema,
  auditLogQuery,
  moderatedCommentSchema,
  moderatedListingSchema,
  moderationCommentParams,
  moderationListingParams,
  moderationQueueSchema,
  moderationReasonSchema,
  queuedListingSchema,
} from '../admin';
import { defineEndpoint } from '../endpoint';

/**
 * The admin panel's moderation queue and audit log (issue 22 §4): admin-only, every action and
 * its audit row in one transaction. NOT_FOUND: it never existed; CONFLICT: deleted meanwhile, or
 * no longer in the state the action is for (another admin or the author acted first).
 */
export const adminModerationEndpoints = {
  queue: defineEndpoint({
    method: 'GET',
    path: '/api/admin/moderation',
    access: 'admin',
    tag: 'Admin',
    summary:
      'The moderation queue: pending listings with their validation reasons, rejected listings, comments with open flags (reasons and counts), and whether reported conversations exist yet',
    response: { kind: 'json', schema: moderationQueueSchema },
  }),
  lookupListing: defineEndpoint({
    method: 'GET',
    path: '/api/admin/moderation/listings/:id',
    access: 'admin',
    tag: 'Admin',
    summary:
      'One listing as the queue shows it, whatever its state: the panel looks a published listing up by its link to take it down',
    params: moderationListingParams,
    response: { kind: 'json', schema: queuedListingSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  approveListing: defineEndpoint({
    method: 'POST',
    path: '/api/admin/moderation/listings/:id/approve',
    access: 'admin',
    tag: 'Admin',
    summary: 'Approve a pending (or rejected) listing: it is published at once and its creator sees it live',
    params: moderationListingParams,
    response: { kind: 'json', schema: moderatedListingSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  rejectListing: defineEndpoint({
    method: 'POST',
    path: '/api/admin/moderation/listings/:id/reject',
    access: 'admin',
    tag: 'Admin',
    summary: 'Reject a pending listing with a reason its creator sees: it goes back to draft',
    params: moderationListingParams,
    body: moderationReasonSchema,
    response: { kind: 'json', schema: moderatedListingSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  unpublishListing: defineEndpoint({
    method: 'POST',
    path: '/api/admin/moderation/listings/:id/unpublish',
    access: 'admin',
    tag: 'Admin',
    summary:
      'Take a published listing off the marketplace with a reason its creator sees (back to draft; owners keep it)',
    params: moderationListingParams,
    body: moderationReasonSchema,
    response: { kind: 'json', schema: moderatedListingSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  deleteListing: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/moderation/listings/:id',
    access: 'admin',
    tag: 'Admin',
    summary: "Delete a listing as its creator's delete does (soft: owners keep reading what they bought)",
    params: moderationListingParams,
    response: { kind: 'empty' },
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  upholdComment: defineEndpoint({
    method: 'POST',
    path: '/api/admin/moderation/comments/:commentId/uphold',
    access: 'admin',
    tag: 'Admin',
    summary: "Uphold a comment's open flags: the comment is removed (shown as removed by moderation)",
    params: moderationCommentParams,
    response: { kind: 'json', schema: moderatedCommentSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  dismissComment: defineEndpoint({
    method: 'POST',
    path: '/api/admin/moderation/comments/:commentId/dismiss',
    access: 'admin',
    tag: 'Admin',
    summary: "Dismiss a comment's open flags: it stays visible",
    params: moderationCommentParams,
    response: { kind: 'json', schema: moderatedCommentSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  deleteComment: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/moderation/comments/:commentId',
    access: 'admin',
    tag: 'Admin',
    summary:
      'Delete a comment (soft: its place in the thread stays, its text is gone); its open flags are upheld',
    params: moderationCommentParams,
    response: { kind: 'empty' },
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  auditLog: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit-log',
    access: 'admin',
    tag: 'Admin',
    summary: 'The admin audit log, newest first, 50 a page: who did what to which item, and why',
    query: auditLogQuery,
    response: { kind: 'json', schema: auditLogPageSchema },
    errors: ['VALIDATION_ERROR'],
  }),
};
