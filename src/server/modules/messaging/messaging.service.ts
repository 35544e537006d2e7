import {
  type ConversationDetail,
  type DirectMessage,
  INBOX_PAGE_SIZE,
  type InboxPage,
  MESSAGE_MAX_CHARS,
  MESSAGE_RATE_LIMIT,
  messageTextProblem,
  NEW_CONVERSATION_RATE_LIMIT,
  THREAD_PAGE_SIZE,
  type ThreadPage,
} from '@shared/contracts/messaging';
import type { z } from 'zod';
import type {
  blockListSchema,
  conversationCreatedSchema,
  newConversationSchema,
  recipientListSchema,
} from '@shared/contracts/messaging';
import { AppError } from '../../http/app-error';
import { publishUserEvent } from '../../realtime/user-channel';
import type { ServerModuleContext } from '../module';
import { markSubjectRead, notifyUser } from '../notifications';
import { decodeMessagingCursor, encodeMessagingCursor } from './messaging-cursor';
import { conversationPolicy, messagePolicy } from './messaging.policy';
import {
  presentMessage,
  presentParticipant,
  presentRecipient,
  presentSummary,
  previewOf,
} from './messaging.presenter';
import {
  anyOtherCreator,
  appendMessage,
  countRecentMessageActions,
  countRecentStarts,
  deleteBlock,
  findConversationIdOfPair,
  findConversationOfPair,
  findInboxRow,
  findMembers,
  findMessage,
  findOrCreateConversation,
  findParticipantRow,
  findRecipientStanding,
  insertBlock,
  insertReport,
  isBlockedEitherWay,
  listBlockRows,
  listInboxRows,
  listRecipientRows,
  listThreadRows,
  lockUserRate,
  recordRateEvents,
  markMessagesRead,
  type MemberRow,
  type Tx,
  totalUnread,
  updateMessageContent,
  userExists,
} from './messaging.queries';

/**
 * Direct messaging (issue 23 items 1, 3, 5; platform.md §2 Messages, §3, §4 Messaging, §8, §9):
 * conversations between a user and a creator, one per pair; messages with read state and edits;
 * blocks, reports and abuse limits. Every change is written in one transaction, then announced on
 * both participants' own channels (ids only) and, for a new message, to the recipient's
 * notifications.
 */

export type MessagingContext = Pick<ServerModuleContext, 'database' | 'bus' | 'log' | 'mailer' | 'env'>;
type Caller = { id: string };

/** The refusal of a text the schema let through: empty, or over MESSAGE_MAX_CHARS. */
function checkText(content: string): void {
  const problem = messageTextProblem(content);
  if (problem === 'messaging.empty') throw new AppError('messaging.empty');
  if (problem === 'messaging.tooLong') throw new AppError('messaging.tooLong', { max: MESSAGE_MAX_CHARS });
}

/** The caller's side of a conversation loaded by its id alone, once the policy let them in. */
async function authorizedMember(
  tx: Tx | MessagingContext['database']['db'],
  caller: Caller,
  action: 'read' | 'send' | 'markRead' | 'report',
  conversationId: string,
): Promise<{ members: MemberRow[]; mine: MemberRow }> {
  const members = await findMembers(tx, conversationId);
  conversationPolicy.authorize(
    caller,
    action,
    members.length > 0 ? { participantIds: members.map((m) => m.userId) } : undefined,
  );
  return { members, mine: members.find((m) => m.userId === caller.id)! };
}

export function messagingService(context: MessagingContext) {
  const { db } = context.database;
  const publish = (userIds: Array<string | null>, event: Parameters<typeof publishUserEvent>[3]) =>
    Promise.all(
      userIds
        .filter((id): id is string => id !== null)
        .map((id) => publishUserEvent(context.bus, context.log, id, event)),
    );

  /** A new message reaches both participants' tabs, and the recipient's notifications. */
  async function announceNewMessage(
    senderId: string,
    recipientId: string,
    conversationId: string,
    message: DirectMessage,
  ) {
    await publish([recipientId, senderId], {
      type: 'message.created',
      conversationId,
      messageId: message.id,
    });
    const sender = presentParticipant(await findParticipantRow(db, senderId));
    await notifyUser(context, {
      userId: recipientId,
      type: 'message',
      params: { senderName: sender.displayName, preview: previewOf(message.content) ?? '', conversationId },
      link: `/messages?conversation=${encodeURIComponent(conversationId)}`,
      subjectId: conversationId,
    });
  }

  /** Refuses the user's 31st send or edit in a minute, else notes this one (every process agrees). */
  async function enforceMessageRate(tx: Tx, userId: string, kind: 'send' | 'edit') {
    await lockUserRate(tx, userId);
    if ((await countRecentMessageActions(tx, userId)) >= MESSAGE_RATE_LIMIT.max)
      throw new AppError('messaging.rateLimited');
    await recordRateEvents(tx, userId, [kind]);
  }

  async function summaryFor(caller: Caller, conversationId: string) {
    const row = await findInboxRow(db, caller.id, conversationId);
    if (!row) throw new AppError('messaging.conversationNotFound');
    return presentSummary(row, caller.id);
  }

  return {
    async list(
      caller: Caller,
      query: { filter: 'all' | 'unread'; q?: string; cursor?: string },
    ): Promise<InboxPage> {
      const after = decodeMessagingCursor(query.cursor);
      const rows = await listInboxRows(db, caller.id, {
        unreadOnly: query.filter === 'unread',
        q: query.q ? query.q : undefined,
        after,
      });
      const page = rows.slice(0, INBOX_PAGE_SIZE);
      const last = rows.length > INBOX_PAGE_SIZE ? page[page.length - 1] : undefined;
      return {
        conversations: page.map((row) => presentSummary(row, caller.id)),
        nextCursor:
          last?.lastMessageAtText != null
            ? encodeMessagingCursor({ at: last.lastMessageAtText, id: last.conversationId })
            : null,
      };
    },

    /**
     * Starts a conversation with a creator, with its first message; the pair's existing one takes
     * the message instead (`created: false`). The recipient must be a creator who takes messages,
     * not the caller, not blocked either way.
     */
    async start(
      caller: Caller,
      input: z.output<typeof newConversationSchema>,
    ): Promise<z.infer<typeof conversationCreatedSchema>> {
      if (input.participantId === caller.id) throw new AppError('messaging.messageYourself');
      const standing = await findRecipientStanding(db, input.participantId);
      if (!standing) throw new AppError('messaging.userNotFound');
      if (standing.isCreator !== true) throw new AppError('messaging.notACreator');
      if (standing.allowMessages === false) throw new AppError('messaging.messagesDisabled');
      if (await isBlockedEitherWay(db, caller.id, input.participantId))
        throw new AppError('messaging.blocked');
      checkText(input.initialMessage);
      const context = {
        ...(input.context?.recipeName?.trim() ? { recipeName: input.context.recipeName.trim() } : {}),
        ...(input.context?.listingId ? { listingId: input.context.listingId } : {}),
      };
      const { conversationId, created, message } = await db.transaction(async (tx) => {
        await enforceMessageRate(tx, caller.id, 'send');
        const existing = await findConversationOfPair(tx, caller.id, input.participantId);
        if (!existing && (await countRecentStarts(tx, caller.id)) >= NEW_CONVERSATION_RATE_LIMIT.max)
          throw new AppError('messaging.conversationRateLimited');
        const conversation = await findOrCreateConversation(tx, {
          starterId: caller.id,
          otherId: input.participantId,
          context,
        });
        if (conversation.created) await recordRateEvents(tx, caller.id, ['start']);
        const row = await appendMessage(tx, {
          conversationId: conversation.id,
          senderId: caller.id,
          recipientId: input.participantId,
          content: input.initialMessage,
        });
        return { conversationId: conversation.id, created: conversation.created, message: row };
      });
      const presented = presentMessage(message, caller.id, input.participantId);
      await announceNewMessage(caller.id, input.participantId, conversationId, presented);
      return { conversation: await summaryFor(caller, conversationId), message: presented, created };
    },

    async conversationWith(caller: Caller, userId: string) {
      if (userId === caller.id) return { conversationId: null };
      return { conversationId: await findConversationIdOfPair(db, caller.id, userId) };
    },

    async get(caller: Caller, conversationId: string): Promise<ConversationDetail> {
      const { mine } = await authorizedMember(db, caller, 'read', conversationId);
      const summary = await summaryFor(caller, conversationId);
      const canSend =
        mine.otherUserId !== null && !(await isBlockedEitherWay(db, caller.id, mine.otherUserId));
      return { ...summary, canSend };
    },

    async thread(caller: Caller, conversationId: string, cursor: string | undefined): Promise<ThreadPage> {
      const before = decodeMessagingCursor(cursor);
      const { mine } = await authorizedMember(db, caller, 'read', conversationId);
      const rows = await listThreadRows(db, conversationId, before);
      const page = rows.slice(0, THREAD_PAGE_SIZE);
      const oldest = rows.length > THREAD_PAGE_SIZE ? page[page.length - 1] : undefined;
      return {
        messages: page.reverse().map((row) => presentMessage(row, caller.id, mine.otherUserId)),
        nextCursor: oldest ? encodeMessagingCursor({ at: oldest.createdAtText, id: oldest.id }) : null,
      };
    },

    async send(caller: Caller, conversationId: string, content: string): Promise<DirectMessage> {
      const { message, recipientId } = await db.transaction(async (tx) => {
        const { mine } = await authorizedMember(tx, caller, 'send', conversationId);
        const recipient = mine.otherUserId;
        if (recipient === null) throw new AppError('messaging.recipientDeleted');
        if (await isBlockedEitherWay(tx, caller.id, recipient)) throw new AppError('messaging.blocked');
        checkText(content);
        await enforceMessageRate(tx, caller.id, 'send');
        const row = await appendMessage(tx, {
          conversationId,
          senderId: caller.id,
          recipientId: recipient,
          content,
        });
        return { message: row, recipientId: recipient };
      });
      const presented = presentMessage(message, caller.id, recipientId);
      await announceNewMessage(caller.id, recipientId, conversationId, presented);
      return presented;
    },

    /** Edits the caller's own message: it shows 'edited'; the preview follows if it is the last. */
    async edit(caller: Caller, messageId: string, content: string): Promise<DirectMessage> {
      const { row, otherUserId } = await db.transaction(async (tx) => {
        const found = await findMessage(tx, messageId);
        const members = found ? await findMembers(tx, found.conversationId) : [];
        const view = found
          ? { participantIds: members.map((m) => m.userId), senderId: found.senderId }
          : undefined;
        messagePolicy.authorize(caller, 'read', view);
        if (!messagePolicy.can(caller, 'edit', view!)) throw new AppError('messaging.notYourMessage');
        const other = members.find((m) => m.userId === caller.id)!.otherUserId;
        if (other !== null && (await isBlockedEitherWay(tx, caller.id, other)))
          throw new AppError('messaging.blocked');
        checkText(content);
        await enforceMessageRate(tx, caller.id, 'edit');
        return { row: await updateMessageContent(tx, messageId, content), otherUserId: other };
      });
      await publish([otherUserId, caller.id], {
        type: 'message.updated',
        conversationId: row.conversationId,
        messageId: row.id,
      });
      return presentMessage(row, caller.id, otherUserId);
    },

    /** Marks messages sent to the caller read; the sender sees the second check live. */
    async markRead(caller: Caller, conversationId: string, messageIds: string[] | undefined) {
      const { result, total, otherUserId } = await db.transaction(async (tx) => {
        const { mine } = await authorizedMember(tx, caller, 'markRead', conversationId);
        const marked = await markMessagesRead(tx, { conversationId, readerId: caller.id, messageIds });
        return { result: marked, total: await totalUnread(tx, caller.id), otherUserId: mine.otherUserId };
      });
      if (result.marked > 0)
        await publish([otherUserId, caller.id], {
          type: 'conversation.read',
          conversationId,
          readerId: caller.id,
        });
      // Everything read: the bell's notice of this conversation is read too.
      if (result.unreadCount === 0)
        await markSubjectRead(context, { userId: caller.id, type: 'message', subjectId: conversationId });
      return { unreadCount: result.unreadCount, totalUnread: total };
    },

    async report(caller: Caller, conversationId: string, reason: string) {
      const { mine } = await authorizedMember(db, caller, 'report', conversationId);
      const id = await insertReport(db, {
        conversationId,
        reporterId: caller.id,
        reportedUserId: mine.otherUserId,
        reason,
      });
      if (!id) throw new AppError('messaging.alreadyReported');
      return { id };
    },

    async unread(caller: Caller) {
      return { unread: await totalUnread(db, caller.id) };
    },

    async recipients(caller: Caller, q: string | undefined): Promise<z.infer<typeof recipientListSchema>> {
      const [rows, anyCreator] = await Promise.all([
        listRecipientRows(db, caller.id, q ? q : undefined),
        anyOtherCreator(db, caller.id),
      ]);
      return { recipients: rows.map(presentRecipient), anyCreator };
    },

    async blocks(caller: Caller): Promise<z.infer<typeof blockListSchema>> {
      const rows = await listBlockRows(db, caller.id);
      return {
        blocked: rows.map((row) => ({
          user: presentParticipant(row),
          blockedAt: row.blockedAt.toISOString(),
        })),
      };
    },

    async block(caller: Caller, userId: string): Promise<void> {
      if (userId === caller.id) throw new AppError('messaging.blockYourself');
      if (!(await userExists(db, userId))) throw new AppError('messaging.userNotFound');
      if (await insertBlock(db, caller.id, userId)) await announceStanding(caller.id, userId);
    },

    async unblock(caller: Caller, userId: string): Promise<void> {
      if (await deleteBlock(db, caller.id, userId)) await announceStanding(caller.id, userId);
    },
  };

  /** A block or unblock changes whether the pair's conversation can take messages: both hear it. */
  async function announceStanding(a: string, b: string) {
    const conversationId = await findConversationIdOfPair(db, a, b);
    if (conversationId) await publish([a, b], { type: 'conversation.updated', conversationId });
  }
}

export type MessagingService = ReturnType<typeof messagingService>;
