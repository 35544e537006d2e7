import { z } from 'zod';
import { ATTACHMENT_MESSAGES, ATTACHMENTS_PER_MESSAGE } from '../chat/attachments';
import { findUnusableEntity, MESSAGE_MAX_CHARS } from '../chat/input';
import { ERROR_KEYS } from '../errors/error-table';

/** Chats, messages and the generation stream (chat-assistant.md §3 Message, §4 Streaming message). */
export const MESSAGE_STATUSES = ['complete', 'streaming', 'interrupted', 'cancelled', 'error'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const sourceSchema = z.object({ title: z.string(), url: z.string() });
export type Source = z.infer<typeof sourceSchema>;

/** An attachment as a message shows it; url is GET /api/attachments/{id} (or a data URL in the browser). */
export const attachmentSchema = z.object({
  id: z.string().optional(),
  url: z.string(),
  type: z.string(),
  name: z.string(),
  size: z.number(),
});
export type ChatAttachment = z.infer<typeof attachmentSchema>;

export const messageSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  /** Why the reply failed, in English; `errorKey` names it in the error table (shared/errors). */
  error: z.string().nullable(),
  errorKey: z.string().nullish(),
  notice: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  responseVersions: z.array(z.string()),
  currentResponseIndex: z.number().int(),
  regenerationCount: z.number().int(),
  thinkingContent: z.string(),
  sources: z.array(sourceSchema),
  feedback: z.enum(['positive', 'negative']).nullable(),
  feedbackReason: z.string().nullable(),
  feedbackComment: z.string().nullish(),
  isExecuted: z.boolean(),
  convertedCode: z.record(z.string(), z.string()),
  attachments: z.array(attachmentSchema),
});
export type ChatMessage = z.infer<typeof messageSchema>;

export const chatSchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Chat = z.infer<typeof chatSchema>;

export const chatWithMessagesSchema = chatSchema.extend({ messages: z.array(messageSchema) });
export type ChatWithMessages = z.infer<typeof chatWithMessagesSchema>;

export const chatListSchema = z.object({ chats: z.array(chatSchema) });

/** The answer of the actions that change one message (retry, regenerate, version, feedback, convert). */
export const messageResultSchema = z.object({ message: messageSchema });

/** Whether a Stop found the reply still being written. */
export const cancelResultSchema = z.object({ cancelled: z.boolean() });

/** An uploaded attachment, not sent yet (POST /api/attachments). */
export const attachmentUploadSchema = z.object({ attachment: attachmentSchema });

/**
 * What a user types into the chat (a send, an edit). An entity no character has would be kept as
 * typed by sanitizeInput, so it is refused here with the reason instead.
 */
export const messageTextSchema = z
  .string()
  .max(
    MESSAGE_MAX_CHARS,
    `Your message is too long: keep it under ${MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters.`,
  )
  .superRefine((value, ctx) => {
    const entity = findUnusableEntity(value);
    if (entity)
      ctx.addIssue({
        code: 'custom',
        message: `${entity} does not stand for a character that can be sent: remove it or type the character itself.`,
      });
  });

/** Attachments uploaded beforehand (POST /api/attachments) and not yet sent with a message. */
const attachmentIds = z
  .array(z.string().min(1).max(64))
  .max(ATTACHMENTS_PER_MESSAGE, ATTACHMENT_MESSAGES.tooMany)
  .default([]);

export const sendMessageSchema = z.object({
  content: messageTextSchema,
  attachmentIds,
  /** Wait for the whole reply instead of streaming it ("Use Standard Mode"). */
  stream: z.boolean().default(true),
});
export type SendMessageRequest = z.input<typeof sendMessageSchema>;

/** Anonymous chats live in the browser: each request carries the conversation so far. */
/**
 * How long a reply's stream may gather text before sending it (ms): the browser's streaming
 * buffer (chat-assistant.md §9). A browser that shows text at most every 120 ms need not be woken
 * for every token; 0 or absent sends each token as it comes.
 */
export const STREAM_BUFFER_MAX_MS = 250;
const streamBuffer = z.number().int().min(0).max(STREAM_BUFFER_MAX_MS);

export const anonymousGenerateSchema = z.object({
  content: messageTextSchema,
  buffer: streamBuffer.optional(),
  history: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(MESSAGE_MAX_CHARS * 2) }))
    .max(40)
    .default([]),
  /** A retry of a reply that was cut off: the same text again on purpose, not a duplicate. */
  retry: z.boolean().optional(),
  /** Anonymous attachments stay in the browser: they come inline, are checked, used, never stored. */
  attachments: z
    .array(
      z.object({
        name: z.string().min(1).max(255),
        type: z.string().max(200),
        /** The file's bytes in base64. */
        data: z.string().min(1, 'The file is empty.'),
      }),
    )
    .max(ATTACHMENTS_PER_MESSAGE, ATTACHMENT_MESSAGES.tooMany)
    .default([]),
});

export const chatIdParams = z.object({ chatId: z.string().min(1).max(64) });
export const attachmentIdParams = z.object({ attachmentId: z.string().min(1).max(64) });
export const messageIdParams = z.object({ messageId: z.string().min(1).max(64) });
export const replyStreamQuery = z.object({ buffer: z.coerce.number().pipe(streamBuffer).optional() });
export const chatListQuery = z.object({
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const usageSchema = z.object({
  plan: z.enum(['anonymous', 'free', 'standard']),
  used: z.number().int(),
  limit: z.number().int().nullable(),
});
export type Usage = z.infer<typeof usageSchema>;

/** A send's answer: the chat, both new messages (the reply streaming, or whole in Standard Mode). */
export const sendResultSchema = z.object({
  chat: chatSchema,
  userMessage: messageSchema,
  assistantMessage: messageSchema,
  usage: usageSchema,
});
export type SendResult = z.infer<typeof sendResultSchema>;

/** Server-sent events of one assistant message's generation. */
export const streamEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('snapshot'),
    messageId: z.string(),
    content: z.string(),
    thinking: z.string(),
    status: z.enum(MESSAGE_STATUSES),
  }),
  z.object({ type: z.literal('progress'), stage: z.string(), percent: z.number() }),
  z.object({ type: z.literal('delta'), offset: z.number().int(), text: z.string() }),
  z.object({ type: z.literal('thinking'), offset: z.number().int(), text: z.string() }),
  z.object({ type: z.literal('sources'), sources: z.array(sourceSchema) }),
  z.object({ type: z.literal('retry'), attempt: z.number().int(), max: z.number().int(), note: z.string() }),
  z.object({
    type: z.literal('done'),
    messageId: z.string(),
    status: z.enum(MESSAGE_STATUSES),
    chatTitle: z.string().optional(),
    usage: usageSchema.optional(),
  }),
  /** `key` and `params` name the error in the error table; `message` is its English text. */
  z.object({
    type: z.literal('error'),
    code: z.string(),
    key: z.enum(ERROR_KEYS),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    message: z.string(),
  }),
]);
export type StreamEvent = z.infer<typeof streamEventSchema>;
/** The per-token events (text and reasoning), many a second while a reply streams. */
export type TokenStreamEvent = Extract<StreamEvent, { type: 'delta' | 'thinking' }>;

export { type UserEvent, userEventSchema } from './user-events';
