import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { MessageStatus, Source } from '@shared/contracts/chat';
import { user } from './auth-schema';

/** Chats and their messages (chat-assistant.md §3), for signed-in users. */
export const chats = pgTable(
  'chats',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chats_user_updated_idx').on(t.userId, t.updatedAt)],
);

/**
 * Share links of chats (platform.md §2 Shared chat page, §7 sharechat). A chat has at most one
 * live share; revoking sets revoked_at, so a revoked link can be told apart from an unknown one.
 */
export const chatShares = pgTable(
  'chat_shares',
  {
    id: text('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('chat_shares_chat_idx').on(t.chatId)],
);

/** What a message shows of an attachment; url points at GET /api/attachments/{id}. */
export interface Attachment {
  id?: string;
  url: string;
  type: string;
  name: string;
  size: number;
}

/**
 * Files uploaded to chats, stored at chat-attachments/{uid}/{timestamp_filename}. Uploaded before
 * the message that carries them is sent; message_id is set when that message is stored.
 */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').references(() => chats.id, { onDelete: 'cascade' }),
    messageId: text('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_attachments_user_idx').on(t.userId, t.createdAt),
    index('chat_attachments_message_idx').on(t.messageId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull().default(''),
    status: text('status').$type<MessageStatus>().notNull().default('complete'),
    error: text('error'),
    /** A passing note shown with the reply, e.g. 'Connection issue detected. Retrying... (1/2)'. */
    notice: text('notice'),
    contentHash: text('content_hash'),
    responseVersions: jsonb('response_versions').$type<string[]>().notNull().default([]),
    currentResponseIndex: integer('current_response_index').notNull().default(0),
    regenerationCount: integer('regeneration_count').notNull().default(0),
    thinkingContent: text('thinking_content').notNull().default(''),
    sources: jsonb('sources').$type<Source[]>().notNull().default([]),
    feedback: text('feedback', { enum: ['positive', 'negative'] }),
    feedbackReason: text('feedback_reason'),
    feedbackComment: text('feedback_comment'),
    isExecuted: boolean('is_executed').notNull().default(false),
    convertedCode: jsonb('converted_code').$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
    /** While streaming: the process writing it renews this; past it, the reply was interrupted. */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    /**
     * The month (YYYY-MM) whose free allowance paid for this reply's latest generation; null when
     * it was not counted (a user's own key, the Standard plan) or was given back. Clearing it is
     * how a refund happens exactly once, whoever notices the reply failed.
     */
    chargedMonth: text('charged_month'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_chat_created_idx').on(t.chatId, t.createdAt)],
);

/** Generations used by anonymous visitors, per calendar month, keyed by session cookie and by IP. */
export const anonymousUsage = pgTable(
  'anonymous_usage',
  {
    key: text('key').notNull(),
    month: text('month').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.month] })],
);
