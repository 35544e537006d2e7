import type { ErrorEntries } from './error-entry';

/** Refusals of the chat, its replies, attachments and shared links, and of a failed generation. */
export const CHAT_ERRORS = {
  'chat.notFound': { code: 'NOT_FOUND', text: 'This chat was not found.' },
  'chat.messageNotFound': { code: 'NOT_FOUND', text: 'This message was not found.' },
  'chat.emptyMessage': { code: 'VALIDATION_ERROR', text: 'Type a message before sending.' },
  'chat.replyInProgress': {
    code: 'CONFLICT',
    text: 'A reply is still being written. Wait for it or stop it first.',
  },
  'chat.replyStillWriting': { code: 'CONFLICT', text: 'A reply is still being written.' },
  'chat.duplicateSend': { code: 'DUPLICATE', text: 'This message was just sent; it was not sent again.' },
  'chat.onlyReplyRetried': { code: 'BAD_REQUEST', text: 'Only a reply can be retried.' },
  'chat.nothingToRetry': {
    code: 'CONFLICT',
    text: 'This reply is not interrupted or failed, so there is nothing to retry.',
  },
  'chat.onlyReplyRegenerated': { code: 'BAD_REQUEST', text: 'Only an assistant reply can be regenerated.' },
  'chat.noQuestionToAnswer': { code: 'BAD_REQUEST', text: 'This reply has no question to answer again.' },
  'chat.unfinishedUseRetry': { code: 'CONFLICT', text: 'This reply did not finish: use Retry instead.' },
  'chat.noSuchVersion_one': {
    code: 'BAD_REQUEST',
    text: 'Version {{version}} does not exist: this message has {{count}} version.',
  },
  'chat.noSuchVersion_other': {
    code: 'BAD_REQUEST',
    text: 'Version {{version}} does not exist: this message has {{count}} versions.',
  },
  'chat.versionWhileWriting': {
    code: 'CONFLICT',
    text: 'This reply is being written; switch versions when it ends.',
  },
  'chat.onlyOwnMessagesEdited': { code: 'BAD_REQUEST', text: 'Only your own messages can be edited.' },
  'chat.onlyReplyRated': { code: 'BAD_REQUEST', text: 'Only a reply can be rated.' },
  'chat.rateWhenWritten': { code: 'CONFLICT', text: 'Rate this reply once it has been written.' },
  'chat.onlyRecipeConverted': {
    code: 'BAD_REQUEST',
    text: 'Only a finished recipe can be converted to code.',
  },
  'chat.conversionFailed': { code: 'INTERNAL', text: 'Failed to execute recipe. Please try again.' },
  'chat.replyChanged': { code: 'CONFLICT', text: 'This reply changed meanwhile. Please try again.' },
  'chat.connectionLost': {
    code: 'INTERNAL',
    text: 'The connection to this reply was lost. Reload to continue.',
  },
  'ai.notReady': {
    code: 'NOT_READY',
    text: 'The AI service is not reachable right now. Please try again in a moment.',
  },
  // Why a generation failed (a reply stores the key: server/modules/chat/stored-reply-error.ts).
  'generation.apiKey': {
    code: 'NOT_READY',
    text: 'API key error. Please check your Gemini API key configuration.',
  },
  'generation.rateLimited': {
    code: 'RATE_LIMITED',
    text: 'Rate limit exceeded. Please try again in a moment.',
  },
  'generation.failed': { code: 'INTERNAL', text: 'An error occurred while processing your request.' },
  'generation.timedOut': {
    code: 'INTERNAL',
    text: 'The AI service did not answer in time. Please try again.',
  },
  'generation.regenerationFailed': {
    code: 'INTERNAL',
    text: 'Sorry, I encountered an error regenerating the response.',
  },
  'attachment.notAllowed': {
    code: 'VALIDATION_ERROR',
    text: '{{name}} was not attached: this file type is not supported.',
  },
  'attachment.empty': { code: 'VALIDATION_ERROR', text: '{{name}} was not attached: the file is empty.' },
  'attachment.tooLarge': {
    code: 'PAYLOAD_TOO_LARGE',
    text: '{{name}} was not attached: files can be at most 20 MB.',
  },
  'attachment.contentMismatch': {
    code: 'VALIDATION_ERROR',
    text: '{{name}} was not attached: its content does not match its type.',
  },
  'attachment.unreadableImage': {
    code: 'VALIDATION_ERROR',
    text: '{{name}} was not attached: the image could not be read.',
  },
  'attachment.tooManyPixels': {
    code: 'PAYLOAD_TOO_LARGE',
    text: '{{name}} was not attached: the image is too large (at most 24 megapixels, such as 6000x4000).',
  },
  'attachment.notFound': { code: 'NOT_FOUND', text: 'This attachment was not found.' },
  'attachment.alreadySent': {
    code: 'CONFLICT',
    text: 'This attachment belongs to a message that was already sent.',
  },
  'attachment.noFile': { code: 'VALIDATION_ERROR', text: 'Choose a file to attach.' },
  'share.missing': { code: 'BAD_REQUEST', text: 'Share ID is missing.' },
  'share.notFound': { code: 'NOT_FOUND', text: 'This shared chat link is invalid or has expired.' },
  'share.forbidden': { code: 'FORBIDDEN', text: 'You do not have permission to view this chat.' },
  'allowance.limitReached': {
    code: 'LIMIT_REACHED',
    text: "You've used all {{limit}} free recipe generations for this month. Upgrade to the Standard plan for unlimited recipes.",
  },
  'allowance.limitReachedAnonymous': {
    code: 'LIMIT_REACHED',
    text: "You've used your {{limit}} free recipe generations. Sign up for free to keep creating recipes.",
  },
} as const satisfies ErrorEntries;
