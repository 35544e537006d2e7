import type { ErrorEntries } from './error-entry';

/**
 * Errors of the admin panel's moderation queue and audit log (issue 22 §4), by key (see
 * error-table.ts). Something that never existed is NOT_FOUND; something deleted meanwhile, or no
 * longer in the state the action is for (another admin or the author acted first), is CONFLICT,
 * with words that say which. The non-admin refusal is `auth.adminRequired` (platform.md §8 Access).
 */
export const ADMIN_ERRORS = {
  'admin.listingNotFound': { code: 'NOT_FOUND', text: 'This listing does not exist.' },
  'admin.listingDeleted': { code: 'CONFLICT', text: 'This listing has already been deleted.' },
  'admin.listingNotPending': {
    code: 'CONFLICT',
    text: 'This listing is no longer waiting for a decision. Refresh the queue to see where it is now.',
  },
  'admin.listingAlreadyPublished': { code: 'CONFLICT', text: 'This listing is already published.' },
  'admin.listingPaymentsNotReady': {
    code: 'CONFLICT',
    text: 'The creator cannot take payments yet, so this paid listing cannot be published.',
  },
  'admin.listingNotPublished': {
    code: 'CONFLICT',
    text: 'This listing is not published, so there is nothing to unpublish.',
  },
  'admin.commentNotFound': { code: 'NOT_FOUND', text: 'This comment does not exist.' },
  'admin.commentDeleted': { code: 'CONFLICT', text: 'This comment has already been deleted.' },
  'admin.commentNoOpenFlags': {
    code: 'CONFLICT',
    text: 'This comment has no open flags: another moderator may have handled them already.',
  },
  'admin.reportNotFound': { code: 'NOT_FOUND', text: 'This report does not exist.' },
  'admin.reportAlreadyDecided': {
    code: 'CONFLICT',
    text: 'This report has already been decided: another moderator may have handled it.',
  },
  'admin.invalidCursor': {
    code: 'VALIDATION_ERROR',
    text: 'Invalid request. cursor: This page link is not valid.',
  },
} as const satisfies ErrorEntries;
