import { z } from 'zod';
import { idSchema } from './recipes';

/**
 * Direct messages between two users (issue 23; platform.md §2 Messages, §3 Conversation summary
 * and Message, §4 Messaging, §5 message composer, §9 messaging limits).
 *
 *   GET    /api/messaging/conversations?filter=all|unread&q=&cursor=   -> InboxPage
 *   POST   /api/messaging/conversations   body NewConversation         -> ConversationCreated (201; 200 when it existed)
 *   GET    /api/messaging/conversations/with/:userId                   -> ConversationLookup (the creator page's 'Continue Chat')
 *   GET    /api/messaging/conversations/:conversationId                -> ConversationDetail
 *   GET    /api/messaging/conversations/:conversationId/messages?cursor= -> ThreadPage (newest page first, oldest first within)
 *   POST   /api/messaging/conversations/:conversationId/messages  body MessageInput -> DirectMessage (201)
 *   PATCH  /api/messaging/messages/:messageId   body MessageInput      -> DirectMessage (own only; edited)
 *   POST   /api/messaging/conversations/:conversationId/read  body MarkRead -> ReadResult
 *   POST   /api/messaging/conversations/:conversationId/report body ReportInput -> 201
 *   GET    /api/messaging/unread                                       -> UnreadCount (the sidebar link)
 *   GET    /api/messaging/recipients?q=                                -> RecipientList (creators who take messages)
 *   GET    /api/messaging/blocks                                       -> BlockList
 *   PUT    /api/messaging/blocks/:userId                               -> 204
 *   DELETE /api/messaging/blocks/:userId                               -> 204
 *
 * Live changes reach the browser on the user's own channel (GET /api/events, user-events.ts):
 * 'message.created', 'message.updated', 'conversation.read', each naming ids only.
 */

/** §9: inbox preview cut, unread badge cap, composer height. */
export const MESSAGE_PREVIEW_CHARS = 60;
export const UNREAD_BADGE_CAP = 99;
export const COMPOSER_MAX_HEIGHT_PX = 120;
/** The longest message kept (a clear limit, issue 23 Bad input). */
export const MESSAGE_MAX_CHARS = 5000;
export const REPORT_REASON_MAX_CHARS = 500;
export const INBOX_PAGE_SIZE = 30;
export const THREAD_PAGE_SIZE = 50;
export const RECIPIENTS_LIMIT = 50;
/** Abuse limits (issue 23 item 5): messages and new conversations per user. */
export const MESSAGE_RATE_LIMIT = { max: 30, windowSeconds: 60 } as const;
export const NEW_CONVERSATION_RATE_LIMIT = { max: 10, windowSeconds: 3600 } as const;
/** §2: the narrow layout (list and thread as separate views) below this width. */
export const MESSAGES_NARROW_BELOW_PX = 768;

/**
 * What a message body may carry on the wire: far more than MESSAGE_MAX_CHARS, so that a message
 * over the limit (say 100,000 characters) reaches the server and is refused with the clear
 * 'messaging.tooLong' and its {max}, not a generic validation text. The request's body limit
 * refuses anything larger.
 */
export const MESSAGE_TRANSPORT_MAX_CHARS = 1_000_000;

/** Why a (trimmed) message cannot be sent, or null when it can: the server's rule, shared with the composer. */
export function messageTextProblem(text: string): 'messaging.empty' | 'messaging.tooLong' | null {
  if (text.trim().length === 0) return 'messaging.empty';
  if (text.trim().length > MESSAGE_MAX_CHARS) return 'messaging.tooLong';
  return null;
}

/**
 * A message's text, trimmed. Empty and over-long texts pass the schema and are refused by the
 * server with 'messaging.empty' and 'messaging.tooLong' ({max}), whose texts every language has
 * (messageTextProblem).
 */
const messageText = z
  .string()
  .max(MESSAGE_TRANSPORT_MAX_CHARS)
  .transform((s) => s.trim());

export const conversationIdParams = z.object({ conversationId: idSchema });
export const messageIdParams = z.object({ messageId: idSchema });
export const userIdParams = z.object({ userId: idSchema });

/** A participant as the other one sees them; a deleted account reads 'Deleted user' (id null). */
export const participantSchema = z.object({
  id: z.string().nullable(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  isCreator: z.boolean(),
  deleted: z.boolean(),
});
export type Participant = z.infer<typeof participantSchema>;

export const conversationContextSchema = z.object({
  recipeName: z.string().max(200).optional(),
  listingId: idSchema.optional(),
});

/** §3 Conversation summary: the conversation, the other participant and the caller's unread count. */
export const conversationSummarySchema = z.object({
  conversation: z.object({
    id: z.string(),
    /** The last message's text, cut at 60 characters (§9) with an ellipsis; null before any. */
    lastMessageContent: z.string().nullable(),
    lastMessageTimestamp: z.string().nullable(),
    lastMessageFromMe: z.boolean(),
    participants: z.array(z.string().nullable()),
    context: conversationContextSchema,
  }),
  otherParticipant: participantSchema,
  unreadCount: z.number().int().min(0),
  /** The caller blocked the other participant. */
  blocked: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const inboxFilterSchema = z.enum(['all', 'unread']);
export const inboxQuery = z.object({
  filter: inboxFilterSchema.default('all'),
  /** §5: matches the participant's name or the last message's text, case-insensitively. */
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(200).optional(),
});
export const inboxPageSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  nextCursor: z.string().nullable(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** §3 Message: id, senderId, content, timestamp, readBy, edited. */
export const directMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** Null once the sender's account is deleted. */
  senderId: z.string().nullable(),
  content: z.string(),
  timestamp: z.string(),
  /** The users who have read it: the sender always; the recipient once shown to them. */
  readBy: z.array(z.string()),
  edited: z.boolean(),
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

export const threadQuery = z.object({ cursor: z.string().max(200).optional() });
/** One page of a thread: `messages` oldest first; `nextCursor` reads older ones. */
export const threadPageSchema = z.object({
  messages: z.array(directMessageSchema),
  nextCursor: z.string().nullable(),
});
export type ThreadPage = z.infer<typeof threadPageSchema>;

export const conversationDetailSchema = conversationSummarySchema.extend({
  /** False when the caller may not send (blocked either way, the other account deleted). */
  canSend: z.boolean(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/** §3 New-conversation payload: participantId, initialMessage, context (with recipeName). */
export const newConversationSchema = z.object({
  participantId: idSchema,
  initialMessage: messageText,
  context: conversationContextSchema.optional(),
});
export type NewConversation = z.input<typeof newConversationSchema>;
export const conversationCreatedSchema = z.object({
  conversation: conversationSummarySchema,
  message: directMessageSchema,
  /** False when the pair already had a conversation (the message went into it). */
  created: z.boolean(),
});

export type ConversationCreated = z.infer<typeof conversationCreatedSchema>;

export const conversationLookupSchema = z.object({ conversationId: z.string().nullable() });

export const messageInputSchema = z.object({ content: messageText });
export type MessageInput = z.input<typeof messageInputSchema>;

/** Marks the given messages (sent to the caller) read; none given: every unread one. */
export const markReadSchema = z.object({ messageIds: z.array(idSchema).max(500).optional() });
export const readResultSchema = z.object({
  unreadCount: z.number().int().min(0),
  totalUnread: z.number().int().min(0),
});

export const reportInputSchema = z.object({
  reason: z
    .string()
    .max(REPORT_REASON_MAX_CHARS * 4)
    .transform((s) => s.trim())
    .pipe(z.string().min(3).max(REPORT_REASON_MAX_CHARS)),
});
export type ReportInput = z.input<typeof reportInputSchema>;
export const reportCreatedSchema = z.object({ id: z.string() });

/** The sidebar's Messages count: conversations' unread messages summed. */
export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });

/** §2 recipient picker: creators who take messages, never the caller. */
export const recipientsQuery = z.object({ q: z.string().trim().max(100).optional() });
export const recipientSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  title: z.string().nullable(),
});
export type Recipient = z.infer<typeof recipientSchema>;
export const recipientListSchema = z.object({
  recipients: z.array(recipientSchema),
  /** Whether any creator other than the caller exists (§2: the new-message button shows only then). */
  anyCreator: z.boolean(),
});

export const blockListSchema = z.object({
  blocked: z.array(z.object({ user: participantSchema, blockedAt: z.string() })),
});
