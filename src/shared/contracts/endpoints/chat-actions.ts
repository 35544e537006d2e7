import { defineEndpoint } from '../endpoint';
import { messageIdParams, messageResultSchema } from '../chat';
import {
  editMessageSchema,
  editResultSchema,
  feedbackSchema,
  regenerateSchema,
  selectVersionSchema,
} from '../chat-actions';

/**
 * Per-message actions of signed-in chats (chat-assistant.md §2, §4): regenerate, switch version,
 * edit, rate, convert. Anonymous chats do these in the browser. Another user's message answers
 * 404 like one that does not exist.
 */
export const chatActionEndpoints = {
  regenerate: defineEndpoint({
    method: 'POST',
    path: '/api/messages/:messageId/regenerate',
    access: 'signed-in',
    tag: 'Messages',
    summary: 'Write a reply again (default, concise, detailed or different) as its new version; it streams',
    params: messageIdParams,
    owns: 'message',
    body: regenerateSchema,
    response: { kind: 'json', schema: messageResultSchema },
    // BAD_REQUEST: not a reply, or one with no question; CONFLICT: a reply still being written.
    errors: ['NOT_FOUND', 'BAD_REQUEST', 'CONFLICT', 'LIMIT_REACHED', 'NOT_READY'],
  }),
  selectVersion: defineEndpoint({
    method: 'POST',
    path: '/api/messages/:messageId/version',
    access: 'signed-in',
    tag: 'Messages',
    summary: 'Show another version of a reply',
    params: messageIdParams,
    owns: 'message',
    body: selectVersionSchema,
    response: { kind: 'json', schema: messageResultSchema },
    // BAD_REQUEST: no such version; CONFLICT: the reply is being written.
    errors: ['NOT_FOUND', 'BAD_REQUEST', 'CONFLICT'],
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/api/messages/:messageId/edit',
    access: 'signed-in',
    tag: 'Messages',
    summary: "Edit the user's own message as a new version; the reply after it is written again and streams",
    params: messageIdParams,
    owns: 'message',
    body: editMessageSchema,
    response: { kind: 'json', schema: editResultSchema },
    // BAD_REQUEST: not the user's question; CONFLICT: a reply still being written.
    errors: ['NOT_FOUND', 'BAD_REQUEST', 'CONFLICT', 'LIMIT_REACHED', 'NOT_READY'],
  }),
  feedback: defineEndpoint({
    method: 'POST',
    path: '/api/messages/:messageId/feedback',
    access: 'signed-in',
    tag: 'Messages',
    summary: 'Rate a reply: positive, or negative with a reason and an optional comment',
    params: messageIdParams,
    owns: 'message',
    body: feedbackSchema,
    response: { kind: 'json', schema: messageResultSchema },
    // BAD_REQUEST: not a reply; CONFLICT: one not written yet.
    errors: ['NOT_FOUND', 'BAD_REQUEST', 'CONFLICT'],
  }),
  convert: defineEndpoint({
    method: 'POST',
    path: '/api/messages/:messageId/convert',
    access: 'signed-in',
    tag: 'Messages',
    summary: "Convert to Prompt: a finished recipe's prompt, Markdown, JSON, YAML, Python and TypeScript",
    params: messageIdParams,
    owns: 'message',
    response: { kind: 'json', schema: messageResultSchema },
    // BAD_REQUEST: not a finished recipe; CONFLICT: the reply changed meanwhile.
    errors: ['NOT_FOUND', 'BAD_REQUEST', 'CONFLICT'],
  }),
};
