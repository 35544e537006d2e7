import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** What a conversation was started about (platform.md §3 New-conversation payload: context). */
export interface ConversationContext {
  recipeName?: string;
  listingId?: string;
}

/**
 * A conversation between two users (issue 23; platform.md §3 Conversation summary). One per pair:
 * `pairKey` is the two user ids sorted and joined, unique, and kept when an account is deleted, so
 * the other party keeps their copy (the deleted side's id becomes null and reads 'Deleted user').
 * The last message's preview, time and sender are kept here so the inbox reads one row per
 * conversation.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    pairKey: text('pair_key').notNull(),
    /** The user who started it; null once that account is deleted. */
    startedBy: text('started_by').references(() => user.id, { onDelete: 'set null' }),
    context: jsonb('context').$type<ConversationContext>().notNull().default({}),
    lastMessageId: text('last_message_id'),
    /** The last message's text (whole; the inbox cuts it at 60 characters when it shows it). */
    lastMessageContent: text('last_message_content'),
    lastMessageSenderId: text('last_message_sender_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [uniqueIndex('conversations_pair_key_idx').on(t.pairKey)],
);

/**
 * One participant's side of a conversation: their unread count and read mark, and when their
 * unread messages were last mailed (the 10-minute batch). A deleted account's row goes with it;
 * the other participant's row stays. `lastMessageAt` copies the conversation's, so a user's inbox
 * is one index range scan in order.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The other participant, null once that account is deleted ('Deleted user'). */
    otherUserId: text('other_user_id').references(() => user.id, { onDelete: 'set null' }),
    unreadCount: integer('unread_count').notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** Messages to this member created up to this time have been mailed (or needed no mail). */
    mailedThrough: timestamp('mailed_through', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_inbox_idx').on(
      t.userId,
      t.lastMessageAt.desc().nullsLast(),
      t.conversationId,
    ),
    index('conversation_members_other_idx').on(t.otherUserId),
  ],
);

/**
 * A message of a conversation (platform.md §3 Message: id, senderId, content, timestamp, readBy,
 * edited). Two participants, so read state is one time: `readAt`, when the recipient saw it.
 * A deleted sender's messages stay for the other party, without the sender.
 */
export const directMessages = pgTable(
  'direct_messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => user.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt,
    editedAt: timestamp('edited_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('direct_messages_thread_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc())],
);

/** A user who stopped another from messaging them (issue 23 item 5). */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);

export type ConversationReportStatus = 'open' | 'upheld' | 'dismissed';

/**
 * A conversation reported by a participant (issue 23 item 5), waiting in the admin moderation
 * queue. One open report per reporter and conversation. The admin's decision and reason are kept.
 */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id').references(() => user.id, { onDelete: 'set null' }),
    /** The participant reported (the other one); null once deleted. */
    reportedUserId: text('reported_user_id').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status').$type<ConversationReportStatus>().notNull().default('open'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    index('conversation_reports_status_idx').on(t.status, t.createdAt),
    uniqueIndex('conversation_reports_open_idx')
      .on(t.conversationId, t.reporterId)
      .where(sql`status = 'open'`),
  ],
);

export type NotificationType = 'message' | 'sale' | 'review' | 'comment_reply' | 'moderation';

/**
 * An in-app notification (issue 23 item 4): new messages, sales, reviews, comment replies and
 * moderation results, written by the features that cause them. `params` holds the figures the
 * text is worded from in the reader's language (names, titles, amounts); `link` is the page it
 * opens. `emailedAt`/`pushedAt` record the other channels it went out on.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link'),
    /** What it is about (a conversation, listing, comment id): one unread notice per subject. */
    subjectId: text('subject_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`read_at is null`),
  ],
);

/** A browser's Web Push subscription (issue 23 item 4), from the service worker's PushManager. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt,
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

export type MessagingRateKind = 'send' | 'edit' | 'start';

/**
 * Every send, edit and new conversation of a user in the last hour, for the abuse limits (issue
 * 23 item 5): counting a window is one range read of the user's rows, and every edit counts (the
 * messages themselves keep only the last edit). Each write prunes that user's rows older than the
 * longest window.
 */
export const messagingRateEvents = pgTable(
  'messaging_rate_events',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MessagingRateKind>().notNull(),
    createdAt,
  },
  (t) => [index('messaging_rate_events_user_idx').on(t.userId, t.kind, t.createdAt.desc())],
);
