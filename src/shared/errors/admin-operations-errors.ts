import type { ErrorEntries } from './error-entry';

/**
 * Errors of the admin panel's users, contact messages and failed jobs (issue 22 §4), and the
 * refusal a disabled account meets at sign-in.
 */
export const ADMIN_OPERATIONS_ERRORS = {
  'admin.users.notFound': { code: 'NOT_FOUND', text: 'User not found' },
  'admin.users.cannotDisableSelf': { code: 'FORBIDDEN', text: 'You cannot disable your own account.' },
  'admin.users.alreadyDisabled': { code: 'CONFLICT', text: 'This account is already disabled.' },
  'admin.users.notDisabled': { code: 'CONFLICT', text: 'This account is not disabled.' },
  'admin.users.notCreator': { code: 'CONFLICT', text: 'This user has no creator profile to verify.' },
  /** What sign-in answers a disabled account, once its password was right. */
  'auth.accountDisabled': {
    code: 'FORBIDDEN',
    text: 'This account has been disabled. Please contact support if you think this is a mistake.',
  },
  'admin.contact.notFound': { code: 'NOT_FOUND', text: 'Contact message not found' },
  'admin.contact.alreadyMailed': {
    code: 'CONFLICT',
    text: 'This message has already been mailed to support.',
  },
  'admin.contact.sending': { code: 'CONFLICT', text: 'This message is being sent right now.' },
  'admin.jobs.notFound': { code: 'NOT_FOUND', text: 'Job not found' },
  'admin.jobs.notFailed': { code: 'CONFLICT', text: 'Only a failed job can be retried.' },
} as const satisfies ErrorEntries;
