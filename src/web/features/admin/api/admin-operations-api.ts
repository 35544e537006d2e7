import type { ContactMessageFilter, DisableUserInput } from '@shared/contracts/admin-operations';
import { adminOperationsEndpoints as endpoints } from '@shared/contracts/endpoints/admin-operations';
import { callEndpoint } from '@web/lib/api/call-endpoint';

/**
 * The admin panel's users, contact messages and failed jobs (shared/contracts/endpoints/
 * admin-operations.ts). Errors are ApiRequestError. The query keys live here, beside the only
 * screens that read them; `adminOperationsKeys.all` refreshes all three tabs.
 */
export const adminOperationsKeys = {
  all: ['admin-operations'] as const,
  users: (q: string, page: number) => ['admin-operations', 'users', q, page] as const,
  user: (id: string) => ['admin-operations', 'user', id] as const,
  contactMessages: (status: ContactMessageFilter, page: number) =>
    ['admin-operations', 'contact-messages', status, page] as const,
  contactMessage: (id: string) => ['admin-operations', 'contact-message', id] as const,
  failedJobs: (page: number) => ['admin-operations', 'failed-jobs', page] as const,
};

export const adminOperationsApi = {
  users: (q: string, page: number, signal?: AbortSignal) =>
    callEndpoint(endpoints.listUsers, { query: { q: q || undefined, page } }, { signal }),
  user: (userId: string, signal?: AbortSignal) =>
    callEndpoint(endpoints.getUser, { params: { userId } }, { signal }),
  disableUser: (userId: string, body: DisableUserInput) =>
    callEndpoint(endpoints.disableUser, { params: { userId }, body }),
  enableUser: (userId: string) => callEndpoint(endpoints.enableUser, { params: { userId } }),
  setCreatorVerified: (userId: string, verified: boolean) =>
    callEndpoint(endpoints.setCreatorVerification, { params: { userId }, body: { verified } }),

  contactMessages: (status: ContactMessageFilter, page: number, signal?: AbortSignal) =>
    callEndpoint(endpoints.listContactMessages, { query: { status, page } }, { signal }),
  contactMessage: (messageId: string, signal?: AbortSignal) =>
    callEndpoint(endpoints.getContactMessage, { params: { messageId } }, { signal }),
  setHandled: (messageId: string, handled: boolean) =>
    callEndpoint(endpoints.setContactMessageHandled, { params: { messageId }, body: { handled } }),
  resend: (messageId: string) => callEndpoint(endpoints.resendContactMessage, { params: { messageId } }),

  failedJobs: (page: number, signal?: AbortSignal) =>
    callEndpoint(endpoints.listFailedJobs, { query: { page } }, { signal }),
  retryJob: (jobId: string) => callEndpoint(endpoints.retryJob, { params: { jobId } }),
};
