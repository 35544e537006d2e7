import type { ErrorEntries } from './error-entry';

/**
 * Refusals of direct messaging (issue 23; platform.md §8 Messaging, §9 limits). 'User not
 * authenticated' is §8's word for creating or sending while signed out.
 */
export const MESSAGING_ERRORS = {
  'auth.signInToMessage': { code: 'UNAUTHORIZED', text: 'User not authenticated' },
  'messaging.conversationNotFound': { code: 'NOT_FOUND', text: 'Conversation not found' },
  'messaging.messageNotFound': { code: 'NOT_FOUND', text: 'Message not found' },
  'messaging.userNotFound': { code: 'NOT_FOUND', text: 'User not found' },
  'messaging.notYourMessage': { code: 'FORBIDDEN', text: 'You can only edit your own messages.' },
  'messaging.messageYourself': { code: 'VALIDATION_ERROR', text: 'You cannot message yourself.' },
  'messaging.blockYourself': { code: 'VALIDATION_ERROR', text: 'You cannot block yourself.' },
  'messaging.messagesDisabled': { code: 'FORBIDDEN', text: 'This creator does not accept messages.' },
  'messaging.notACreator': { code: 'FORBIDDEN', text: 'Only creators can be messaged.' },
  'messaging.blocked': { code: 'FORBIDDEN', text: 'You cannot message this user.' },
  'messaging.recipientDeleted': { code: 'CONFLICT', text: 'This user has deleted their account.' },
  'messaging.tooLong': {
    code: 'VALIDATION_ERROR',
    text: 'Messages can be at most {{max}} characters long.',
  },
  'messaging.empty': { code: 'VALIDATION_ERROR', text: 'Message cannot be empty' },
  'messaging.rateLimited': {
    code: 'RATE_LIMITED',
    text: 'You are sending messages too quickly. Please wait a minute and try again.',
  },
  'messaging.conversationRateLimited': {
    code: 'RATE_LIMITED',
    text: 'You have started too many conversations. Please try again later.',
  },
  'messaging.alreadyReported': { code: 'CONFLICT', text: 'You have already reported this conversation.' },
  'messaging.invalidCursor': {
    code: 'VALIDATION_ERROR',
    text: 'Invalid request. cursor: This page link is not valid.',
  },
  'messaging.sendFailed': { code: 'INTERNAL', text: 'Your message could not be sent. Please try again.' },
} as const satisfies ErrorEntries;
