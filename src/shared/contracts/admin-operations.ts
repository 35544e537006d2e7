import { z } from 'zod';
import { idSchema } from './recipes';

/**
 * The admin panel's users, contact messages and failed jobs (issue 22 §4). Every endpoint is
 * admin-only (ADMIN_EMAILS, checked on the server) and every action writes an audit row.
 *
 *   GET  /api/admin/users?q&page                        -> AdminUsersPage
 *   GET  /api/admin/users/:userId                       -> AdminUserDetail
 *   POST /api/admin/users/:userId/disable {reason}      -> AdminUserDetail (sessions ended)
 *   POST /api/admin/users/:userId/enable                -> AdminUserDetail
 *   POST /api/admin/users/:userId/creator-verification {verified} -> AdminUserDetail
 *   GET  /api/admin/contact-messages?status&page        -> ContactMessagesPage (unhandled first)
 *   GET  /api/admin/contact-messages/:messageId         -> ContactMessageDetail
 *   POST /api/admin/contact-messages/:messageId/handled {handled} -> ContactMessageDetail
 *   POST /api/admin/contact-messages/:messageId/resend  -> ContactMessageDetail (mail re-queued)
 *   GET  /api/admin/jobs/failed?page                    -> FailedJobsPage
 *   POST /api/admin/jobs/:jobId/retry                   -> AdminJob (queued, due now)
 */

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_SEARCH_MAX = 200;
export const ADMIN_REASON_MIN = 3;
export const ADMIN_REASON_MAX = 500;
/** A manual retry gives a failed job this many more attempts, with the runner's usual back-off. */
export const JOB_RETRY_ATTEMPTS = 3;

const pageQuery = z.coerce.number().int().min(1).max(10_000).default(1);

/** 'Reason' as an admin types it: trimmed, a few words at least, never a novel. */
export const adminReasonSchema = z
  .string()
  .trim()
  .min(ADMIN_REASON_MIN, `Please give a reason of at least ${ADMIN_REASON_MIN} characters.`)
  .max(ADMIN_REASON_MAX, `The reason must be at most ${ADMIN_REASON_MAX} characters.`);

// ---- Users ----------------------------------------------------------------------------------

export const adminUsersQuery = z.object({
  /** Part of the e-mail or the display name, case-insensitive; empty lists everyone, newest first. */
  q: z.string().trim().max(ADMIN_SEARCH_MAX).optional(),
  page: pageQuery,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

export const adminUserIdParams = z.object({ userId: idSchema });

export const adminUserSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  emailVerified: z.boolean(),
  isCreator: z.boolean(),
  /** The creator profile's Verified Creator badge; null without a creator profile. */
  creatorVerified: z.boolean().nullable(),
  /** In ADMIN_EMAILS (such an account cannot be disabled from the panel by itself). */
  isAdmin: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  disabledAt: z.string().nullable(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSummarySchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const adminUserDetailSchema = adminUserSummarySchema.extend({
  disabledReason: z.string().nullable(),
  /** Sessions not yet expired (a disabled account has none). */
  activeSessions: z.number().int(),
  counts: z.object({
    chats: z.number().int(),
    recipes: z.number().int(),
    listings: z.number().int(),
    purchases: z.number().int(),
  }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const disableUserSchema = z.object({ reason: adminReasonSchema });
export type DisableUserInput = z.input<typeof disableUserSchema>;

export const creatorVerificationSchema = z.object({ verified: z.boolean() });

// ---- Contact messages -----------------------------------------------------------------------

export const CONTACT_MESSAGE_FILTERS = ['all', 'unhandled', 'handled'] as const;
export type ContactMessageFilter = (typeof CONTACT_MESSAGE_FILTERS)[number];

export const contactMessagesQuery = z.object({
  status: z.enum(CONTACT_MESSAGE_FILTERS).default('all'),
  page: pageQuery,
});
export type ContactMessagesQuery = z.input<typeof contactMessagesQuery>;

export const contactMessageIdParams = z.object({ messageId: idSchema });

export const contactMessageSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  subject: z.string(),
  /** The message's first 160 characters, for the list. */
  preview: z.string(),
  createdAt: z.string(),
  /** Null: the mail to support has not gone out (yet); the panel offers a resend. */
  mailedAt: z.string().nullable(),
  handledAt: z.string().nullable(),
});
export type ContactMessageSummary = z.infer<typeof contactMessageSummarySchema>;

export const contactMessagesPageSchema = z.object({
  messages: z.array(contactMessageSummarySchema),
  page: z.number().int(),
  hasMore: z.boolean(),
  /** Unhandled messages in all, whatever the filter (the tab's badge). */
  unhandledCount: z.number().int(),
});
export type ContactMessagesPage = z.infer<typeof contactMessagesPageSchema>;

/** Where the mail job stands: none left, waiting, being sent, or given up. */
export const mailJobStateSchema = z.enum(['none', 'queued', 'running', 'failed', 'done']);
export type MailJobState = z.infer<typeof mailJobStateSchema>;

export const contactMessageDetailSchema = contactMessageSummarySchema.extend({
  message: z.string(),
  mailJob: z.object({
    state: mailJobStateSchema,
    attempts: z.number().int(),
    lastError: z.string().nullable(),
  }),
});
export type ContactMessageDetail = z.infer<typeof contactMessageDetailSchema>;

export const contactHandledSchema = z.object({ handled: z.boolean() });

// ---- Jobs -----------------------------------------------------------------------------------

export const failedJobsQuery = z.object({ page: pageQuery });
export type FailedJobsQuery = z.input<typeof failedJobsQuery>;

export const jobIdParams = z.object({ jobId: idSchema });

export const adminJobSchema = z.object({
  id: z.string(),
  type: z.string(),
  key: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  /** When it last changed: for a failed job, when it failed. */
  updatedAt: z.string(),
  runAt: z.string(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const failedJobsPageSchema = z.object({
  jobs: z.array(adminJobSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
  /** Failed jobs in all. */
  failedCount: z.number().int(),
});
export type FailedJobsPage = z.infer<typeof failedJobsPageSchema>;
