import type { ErrorEntries } from './error-entry';

/** Refusals of the HTTP layer itself: malformed requests, limits, routing, uploads, health. */
export const REQUEST_ERRORS = {
  /** A request that failed its schema: `details` names each field and its contract's message. */
  'request.invalid': { code: 'VALIDATION_ERROR', text: 'Invalid request. {{details}}' },
  'request.invalidUnspecified': { code: 'VALIDATION_ERROR', text: 'Invalid request.' },
  'request.malformedJson': { code: 'MALFORMED_JSON', text: 'The request body is not valid JSON.' },
  'request.emptyJson': {
    code: 'MALFORMED_JSON',
    text: 'The request body is empty but its content type says JSON.',
  },
  'request.bodyTooLarge': { code: 'PAYLOAD_TOO_LARGE', text: 'The request body is too large.' },
  'request.unsupportedMediaType': {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    text: 'This content type is not supported here. Send application/json.',
  },
  'request.contentLengthMismatch': {
    code: 'BAD_REQUEST',
    text: 'The Content-Length header does not match the body.',
  },
  'request.invalidContentType': { code: 'BAD_REQUEST', text: 'The Content-Type header is invalid.' },
  'request.malformedUrl': { code: 'BAD_REQUEST', text: 'The request URL is malformed.' },
  'request.unroutable': { code: 'BAD_REQUEST', text: 'The request could not be routed.' },
  /** A client error from Fastify or a plugin we have no key for: its own (English) words. */
  'request.refused': { code: 'BAD_REQUEST', text: '{{details}}' },
  'request.tooManyRequests': {
    code: 'RATE_LIMITED',
    text: 'Too many requests. Please wait {{seconds}} seconds and try again.',
  },
  'request.crossSite': { code: 'FORBIDDEN', text: 'This request came from another site and was refused.' },
  'request.noRoute': { code: 'NOT_FOUND', text: 'No route matches {{method}} {{path}}.' },
  'request.notMultipart': {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    text: 'Send the file as multipart/form-data in the field "file".',
  },
  'request.uploadUnreadable': {
    code: 'BAD_REQUEST',
    text: 'The upload could not be read. Please try again.',
  },
  'request.internal': { code: 'INTERNAL', text: 'Something went wrong on our side. Please try again.' },
  'docs.noSuchFile': { code: 'NOT_FOUND', text: 'No such file.' },
  'health.databaseUnreachable': { code: 'NOT_READY', text: 'The database is not reachable.' },
  'health.migrationsPending': {
    code: 'NOT_READY',
    text: 'Database migrations are not applied ({{applied}} of {{expected}}).',
  },
} as const satisfies ErrorEntries;
