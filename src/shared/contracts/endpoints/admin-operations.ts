import {
  adminJobSchema,
  adminUserDetailSchema,
  adminUserIdParams,
  adminUsersPageSchema,
  adminUsersQuery,
  contactHandledSchema,
  contactMessageDetailSchema,
  contactMessageIdParams,
  contactMessagesPageSchema,
  contactMessagesQuery,
  creatorVerificationSchema,
  disableUserSchema,
  failedJobsPageSchema,
  failedJobsQuery,
  jobIdParams,
} from '../admin-operations';
import { defineEndpoint } from '../endpoint';

/**
 * The admin panel's users, contact messages and failed jobs (issue 22 §4; contracts in
 * admin-operations.ts). Admin only; every change is written to the audit log.
 */
export const adminOperationsEndpoints = {
  listUsers: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    tag: 'Admin',
    summary: 'Users by part of their e-mail or display name (everyone when empty), newest first, 20 a page',
    query: adminUsersQuery,
    response: { kind: 'json', schema: adminUsersPageSchema },
  }),
  getUser: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/:userId',
    access: 'admin',
    tag: 'Admin',
    summary:
      "A user's profile, verification, creator state, sign-ins, disabled state and counts of chats, recipes, listings and purchases",
    params: adminUserIdParams,
    response: { kind: 'json', schema: adminUserDetailSchema },
    errors: ['NOT_FOUND'],
  }),
  disableUser: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:userId/disable',
    access: 'admin',
    tag: 'Admin',
    summary:
      'Disable an account with a reason: its sessions end and sign-in refuses it; never one’s own account',
    params: adminUserIdParams,
    body: disableUserSchema,
    response: { kind: 'json', schema: adminUserDetailSchema },
    // FORBIDDEN: the admin's own account; CONFLICT: disabled already.
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  enableUser: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:userId/enable',
    access: 'admin',
    tag: 'Admin',
    summary: 'Enable a disabled account again (it signs in anew)',
    params: adminUserIdParams,
    response: { kind: 'json', schema: adminUserDetailSchema },
    // CONFLICT: not disabled.
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  setCreatorVerification: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:userId/creator-verification',
    access: 'admin',
    tag: 'Admin',
    summary: "Mark a creator verified or unverified (the creator page's Verified Creator badge)",
    params: adminUserIdParams,
    body: creatorVerificationSchema,
    response: { kind: 'json', schema: adminUserDetailSchema },
    // CONFLICT: the user has no creator profile.
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  listContactMessages: defineEndpoint({
    method: 'GET',
    path: '/api/admin/contact-messages',
    access: 'admin',
    tag: 'Admin',
    summary: 'Messages sent through /contact: unhandled first, then newest, 20 a page',
    query: contactMessagesQuery,
    response: { kind: 'json', schema: contactMessagesPageSchema },
  }),
  getContactMessage: defineEndpoint({
    method: 'GET',
    path: '/api/admin/contact-messages/:messageId',
    access: 'admin',
    tag: 'Admin',
    summary: 'One contact message in full, with the state of its mail to support',
    params: contactMessageIdParams,
    response: { kind: 'json', schema: contactMessageDetailSchema },
    errors: ['NOT_FOUND'],
  }),
  setContactMessageHandled: defineEndpoint({
    method: 'POST',
    path: '/api/admin/contact-messages/:messageId/handled',
    access: 'admin',
    tag: 'Admin',
    summary: 'Mark a contact message handled or unhandled',
    params: contactMessageIdParams,
    body: contactHandledSchema,
    response: { kind: 'json', schema: contactMessageDetailSchema },
    errors: ['NOT_FOUND'],
  }),
  resendContactMessage: defineEndpoint({
    method: 'POST',
    path: '/api/admin/contact-messages/:messageId/resend',
    access: 'admin',
    tag: 'Admin',
    summary: "Send a contact message's owed mail to support again now (its mail job re-queued)",
    params: contactMessageIdParams,
    response: { kind: 'json', schema: contactMessageDetailSchema },
    // CONFLICT: mailed already, or being sent right now.
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  listFailedJobs: defineEndpoint({
    method: 'GET',
    path: '/api/admin/jobs/failed',
    access: 'admin',
    tag: 'Admin',
    summary: 'Background jobs that failed for good, with their last error, most recent first, 20 a page',
    query: failedJobsQuery,
    response: { kind: 'json', schema: failedJobsPageSchema },
  }),
  retryJob: defineEndpoint({
    method: 'POST',
    path: '/api/admin/jobs/:jobId/retry',
    access: 'admin',
    tag: 'Admin',
    summary: 'Queue a failed job again, due now, with a few more attempts; the runners are woken',
    params: jobIdParams,
    response: { kind: 'json', schema: adminJobSchema },
    // CONFLICT: the job is not failed (any more).
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
};
