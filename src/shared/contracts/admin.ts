import { z } from 'zod';
import { listingStatusSchema, validationReasonSchema } from './marketplace';
import { moderationStatusSchema } from './marketplace-community';
import { idSchema } from './recipes';

/**
 * The admin panel's moderation queue and audit log (issue 22 §4; platform.md §6 Admin). Every
 * endpoint is admin-only (ADMIN_EMAILS, checked on the server). The API:
 *
 *   GET    /api/admin/moderation                          -> ModerationQueue
 *   GET    /api/admin/moderation/listings/:id             -> QueuedListing (any state: the look-up by link)
 *   POST   /api/admin/moderation/listings/:id/approve     -> ModeratedListing  (pending or rejected -> published)
 *   POST   /api/admin/moderation/listings/:id/reject      -> ModeratedListing  body ModerationReason (pending -> draft)
 *   POST   /api/admin/moderation/listings/:id/unpublish   -> ModeratedListing  body ModerationReason (published -> draft)
 *   DELETE /api/admin/moderation/listings/:id             -> 204 (soft delete)
 *   POST   /api/admin/moderation/comments/:commentId/uphold  -> ModeratedComment (flags upheld, comment removed)
 *   POST   /api/admin/moderation/comments/:commentId/dismiss -> ModeratedComment (flags dismissed, visible)
 *   DELETE /api/admin/moderation/comments/:commentId      -> 204 (soft delete)
 *   GET    /api/admin/moderation/conversation-reports/:reportId/messages -> ConversationTranscript
 *          (the reported conversation's last 50 messages, read-only; each reading is audited)
 *   POST   /api/admin/moderation/conversation-reports/:reportId/uphold  -> ModeratedConversationReport
 *          body ModerationReason (the reported user can no longer message the reporter)
 *   POST   /api/admin/moderation/conversation-reports/:reportId/dismiss -> ModeratedConversationReport
 *          body ModerationReason (closed; nothing else changes)
 *   GET    /api/admin/audit-log?cursor                    -> AuditLogPage (newest first)
 *
 * Each action and its audit row are written in one transaction. Something deleted meanwhile
 * answers 409 with its own words; something that never existed, 404.
 */

/** The most items of each queue section sent at once (oldest first: the longest waiting on top). */
export const MODERATION_QUEUE_LIMIT = 100;
export const AUDIT_LOG_PAGE_SIZE = 50;
export const MODERATION_REASON_MAX = 1000;
/** What the listing's author reads of a rejection: the first characters of the content shown. */
export const MODERATION_EXCERPT_CHARS = 280;

export const MODERATION_MESSAGES = {
  reasonRequired: 'Please give a reason the author will see',
  reasonTooLong: `The reason must be ${MODERATION_REASON_MAX} characters or less`,
} as const;

const reasonText = z
  .string()
  .trim()
  .min(1, MODERATION_MESSAGES.reasonRequired)
  .max(MODERATION_REASON_MAX, MODERATION_MESSAGES.reasonTooLong);

/** Reject and unpublish: the author sees the reason beside the listing in their Recipe Manager. */
export const moderationReasonSchema = z.object({ reason: reasonText });
export type ModerationReasonInput = z.input<typeof moderationReasonSchema>;

export const moderationListingParams = z.object({ id: idSchema });
export const moderationCommentParams = z.object({ commentId: idSchema });
export const moderationReportParams = z.object({ reportId: idSchema });

/** How many of a reported conversation's messages the admin reads: the last ones. */
export const REPORT_TRANSCRIPT_LIMIT = 50;

export const moderationDecisionSchema = z.enum(['approved', 'rejected']);

/** A listing in the queue: what validation found and what a moderator decided before. */
export const queuedListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The start of the content, for a first look without opening the listing. */
  excerpt: z.string(),
  priceCents: z.number().int(),
  status: listingStatusSchema,
  validationStatus: z.enum(['unchecked', 'valid', 'invalid']),
  validationReasons: z.array(validationReasonSchema),
  moderationDecision: moderationDecisionSchema.nullable(),
  moderationReason: z.string().nullable(),
  moderatedAt: z.string().nullable(),
  creatorId: z.string(),
  creatorName: z.string(),
  creatorEmail: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type QueuedListing = z.infer<typeof queuedListingSchema>;

export const flagSummarySchema = z.object({
  reason: z.string(),
  flaggedBy: z.string(),
  createdAt: z.string(),
});

/** A comment with open flags: its text, where it is, and every open flag's reason. */
export const flaggedCommentSchema = z.object({
  id: z.string(),
  content: z.string(),
  moderationStatus: moderationStatusSchema,
  authorId: z.string(),
  authorName: z.string(),
  listingId: z.string(),
  listingTitle: z.string(),
  isReply: z.boolean(),
  createdAt: z.string(),
  openFlagCount: z.number().int(),
  /** The open flags, oldest first (at most 20; `openFlagCount` says how many in all). */
  flags: z.array(flagSummarySchema),
  firstFlaggedAt: z.string(),
});
export type FlaggedComment = z.infer<typeof flaggedCommentSchema>;

/** A participant of a reported conversation; a deleted account has no id, name or e-mail left. */
export const reportPartySchema = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  deleted: z.boolean(),
});
export type ReportParty = z.infer<typeof reportPartySchema>;

/** An open conversation report (issue 23 item 5): who reported whom, why, and when. */
export const reportedConversationSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  reporter: reportPartySchema,
  reportedUser: reportPartySchema,
  /** The recipe the conversation was started about, if any. */
  recipeName: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
});
export type ReportedConversation = z.infer<typeof reportedConversationSchema>;

/** One message of a reported conversation, as the admin reads it (read-only). */
export const transcriptMessageSchema = z.object({
  id: z.string(),
  /** Who wrote it: one of the two parties, or an account deleted since. */
  sender: z.enum(['reporter', 'reportedUser', 'deleted']),
  content: z.string(),
  timestamp: z.string(),
  edited: z.boolean(),
});
export type TranscriptMessage = z.infer<typeof transcriptMessageSchema>;

export const conversationTranscriptSchema = z.object({
  reportId: z.string(),
  conversationId: z.string(),
  /** The last REPORT_TRANSCRIPT_LIMIT messages, oldest first. */
  messages: z.array(transcriptMessageSchema),
  /** Older messages exist that are not shown. */
  hasEarlier: z.boolean(),
});
export type ConversationTranscript = z.infer<typeof conversationTranscriptSchema>;

export const conversationReportStatusSchema = z.enum(['open', 'upheld', 'dismissed']);

export const moderatedConversationReportSchema = z.object({
  id: z.string(),
  status: conversationReportStatusSchema,
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Uphold: the reported user can no longer message the reporter. */
  blocked: z.boolean(),
});
export type ModeratedConversationReport = z.infer<typeof moderatedConversationReportSchema>;

const section = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** How many are waiting in all (more than `items` when over MODERATION_QUEUE_LIMIT). */
    total: z.number().int(),
  });

export const moderationQueueSchema = z.object({
  pendingListings: section(queuedListingSchema),
  rejectedListings: section(queuedListingSchema),
  flaggedComments: section(flaggedCommentSchema),
  /**
   * Open conversation reports, oldest first. `available` is true now that messaging exists (it
   * said, before issue 23, that nothing could be reported yet).
   */
  reportedConversations: section(reportedConversationSchema).extend({ available: z.boolean() }),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

export const moderatedListingSchema = z.object({
  id: z.string(),
  status: listingStatusSchema,
  moderationDecision: moderationDecisionSchema.nullable(),
  moderationReason: z.string().nullable(),
  moderatedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type ModeratedListing = z.infer<typeof moderatedListingSchema>;

export const moderatedCommentSchema = z.object({
  id: z.string(),
  moderationStatus: moderationStatusSchema,
  /** How many open flags the action closed. */
  closedFlags: z.number().int(),
});
export type ModeratedComment = z.infer<typeof moderatedCommentSchema>;

export const auditLogQuery = z.object({ cursor: z.string().max(200).optional() });

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
