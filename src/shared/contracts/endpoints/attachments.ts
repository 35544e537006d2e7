import { z } from 'zod';
import { ALLOWED_ATTACHMENT_TYPES, ATTACHMENT_MAX_BYTES } from '../../chat/attachments';
import { defineEndpoint } from '../endpoint';
import { attachmentIdParams, attachmentUploadSchema } from '../chat';

/**
 * Chat attachments (chat-assistant.md §7; decision 0012): uploaded by signed-in users before the
 * send, read by their owner or anyone holding a live share link of the chat, removed while unsent.
 * Anonymous files stay in the browser and go inline with POST /api/anonymous/generate.
 */

/** The upload form, for the reference only: the route reads the multipart body itself. */
export const attachmentUploadForm = z.object({
  file: z
    .file()
    .max(ATTACHMENT_MAX_BYTES)
    .describe('One file of an allowed type (images, documents, text, archives); checked by its content, images re-encoded'),
});

export const attachmentEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/attachments',
    access: 'signed-in',
    tag: 'Attachments',
    summary: 'Upload one file (multipart field `file`) to send with the next message',
    body: attachmentUploadForm,
    multipart: true,
    response: { kind: 'json', schema: attachmentUploadSchema, status: 201 },
    // Not multipart; no file; a type not allowed or not what it claims; too large; unreadable.
    errors: ['UNSUPPORTED_MEDIA_TYPE', 'VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE', 'BAD_REQUEST'],
  }),
  /** Public: a file of a shared chat answers anyone with a live link; others' files answer 404. */
  read: defineEndpoint({
    method: 'GET',
    path: '/api/attachments/:attachmentId',
    access: 'public',
    tag: 'Attachments',
    summary: 'The file, to its owner or to anyone holding a live share link of its chat',
    params: attachmentIdParams,
    owns: 'attachment',
    response: { kind: 'file', contentTypes: Object.keys(ALLOWED_ATTACHMENT_TYPES) },
    errors: ['NOT_FOUND'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/attachments/:attachmentId',
    access: 'signed-in',
    tag: 'Attachments',
    summary: 'Remove a file not sent yet',
    params: attachmentIdParams,
    owns: 'attachment',
    response: { kind: 'empty' },
    // CONFLICT: the file was sent with a message already.
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
};
