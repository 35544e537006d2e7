import type { ErrorEntries } from './error-entry';

/**
 * Refusals of a listing's reviews and comments (platform.md §4 Comment, Review form; §8
 * Marketplace). The signed-out words of §8 ('You must be signed in to edit/delete/like/flag
 * comments') are `auth.signIn…` keys, the form the endpoint guards take.
 */
export const MARKETPLACE_COMMUNITY_ERRORS = {
  'review.notOwner': { code: 'FORBIDDEN', text: 'Only owners of this recipe can review it.' },
  'review.ownListing': { code: 'FORBIDDEN', text: 'You cannot review your own recipe.' },
  'review.alreadyReviewed': { code: 'CONFLICT', text: 'You have already reviewed this recipe.' },
  'review.invalidCursor': {
    code: 'VALIDATION_ERROR',
    text: 'Invalid request. cursor: This page link is not valid.',
  },
  'comment.notFound': { code: 'NOT_FOUND', text: 'Comment not found' },
  'comment.notAuthor': { code: 'FORBIDDEN', text: 'You can only change your own comments.' },
  'comment.deleted': { code: 'CONFLICT', text: 'This comment has been deleted.' },
  'comment.flagOwn': { code: 'FORBIDDEN', text: 'You cannot flag your own comment.' },
  'comment.alreadyFlagged': { code: 'CONFLICT', text: 'You have already flagged this comment.' },
  'comment.rateLimited': {
    code: 'RATE_LIMITED',
    text: 'You are commenting too quickly. Please wait a minute and try again.',
  },
  'comment.invalidCursor': {
    code: 'VALIDATION_ERROR',
    text: 'Invalid request. cursor: This page link is not valid.',
  },
  'auth.signInToComment': { code: 'UNAUTHORIZED', text: 'You must be signed in to comment' },
  'auth.signInToEditComments': { code: 'UNAUTHORIZED', text: 'You must be signed in to edit comments' },
  'auth.signInToDeleteComments': { code: 'UNAUTHORIZED', text: 'You must be signed in to delete comments' },
  'auth.signInToLikeComments': { code: 'UNAUTHORIZED', text: 'You must be signed in to like comments' },
  'auth.signInToFlagComments': { code: 'UNAUTHORIZED', text: 'You must be signed in to flag comments' },
  'auth.signInToReview': { code: 'UNAUTHORIZED', text: 'You must be signed in to review a recipe' },
} as const satisfies ErrorEntries;
