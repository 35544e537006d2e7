import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  INBOX_PAGE_SIZE,
  MESSAGE_RATE_LIMIT,
  NEW_CONVERSATION_RATE_LIMIT,
  RECIPIENTS_LIMIT,
  THREAD_PAGE_SIZE,
} from '@shared/contracts/messaging';
import type { Db } from '../../db/client';
import {
  type ConversationContext,
  conversationMembers,
  conversationReports,
  conversations,
  creatorProfiles,
  directMessages,
  type MessagingRateKind,
  messagingRateEvents,
  profiles,
  user,
  userBlocks,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { MessagingCursor } from './messaging-cursor';

/**
 * Data access of direct messaging. The inbox walks conversation_members' (user_id,
 * last_message_at desc, conversation_id) index and a thread direct_messages' (conversation_id,
 * created_at desc, id desc) index, each in the index's own order (`desc nulls last`, as the
 * indexes were written), so a page reads its rows and stops: no sort, no count over messages.
 */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

/** One conversation per pair: the two user ids sorted, joined with ':'. */
export const pairKeyOf = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** What the other participant is shown as, read with the same joins everywhere. */
export interface ParticipantRow {
  otherUserId: string | null;
  profileName: string | null;
  accountName: string | null;
  creatorName: string | null;
  isCreator: boolean | null;
  photoUrl: string | null;
  creatorImageKey: string | null;
}

const participantColumns = {
  profileName: profiles.displayName,
  accountName: user.name,
  creatorName: creatorProfiles.displayName,
  isCreator: profiles.isCreator,
  photoUrl: profiles.photoUrl,
  creatorImageKey: creatorProfiles.profileImageKey,
};

/**
 * The name shown for a user, in SQL (the inbox search matches it): a creator's public name, else
 * the profile's display name, else the account's name, else 'User'; never the e-mail. A deleted
 * account is 'Deleted user'.
 */
const shownNameSql = (
  userIdColumn: unknown,
) => sql`case when ${userIdColumn} is null then 'Deleted user' else coalesce(
  case when ${profiles.isCreator} then nullif(trim(${creatorProfiles.displayName}), '') end,
  nullif(trim(${profiles.displayName}), ''),
  nullif(trim(${user.name}), ''),
  'User'
) end`;

export interface InboxRow extends ParticipantRow {
  conversationId: string;
  unreadCount: number;
  lastMessageAt: Date | null;
  lastMessageAtText: string | null;
  context: ConversationContext;
  /** The last message's first 61 characters: enough to know whether the preview is cut. */
  lastMessageHead: string | null;
  lastMessageSenderId: string | null;
  startedBy: string | null;
  blocked: boolean;
}

function inboxSelect(db: Runner, userId: string) {
  return db
    .select({
      conversationId: conversationMembers.conversationId,
      unreadCount: conversationMembers.unreadCount,
      lastMessageAt: conversationMembers.lastMessageAt,
      lastMessageAtText: sql<string | null>`${conversationMembers.lastMessageAt}::text`,
      otherUserId: conversationMembers.otherUserId,
      context: conversations.context,
      lastMessageHead: sql<string | null>`left(${conversations.lastMessageContent}, 61)`,
      lastMessageSenderId: conversations.lastMessageSenderId,
      startedBy: conversations.startedBy,
      ...participantColumns,
      blocked: sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${userId} and ${userBlocks.blockedId} = ${conversationMembers.otherUserId})`,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .leftJoin(user, eq(user.id, conversationMembers.otherUserId))
    .leftJoin(profiles, eq(profiles.id, conversationMembers.otherUserId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, conversationMembers.otherUserId));
}

/**
 * A page of the caller's inbox, latest message first: `INBOX_PAGE_SIZE + 1` rows (one more tells
 * whether there is a next page). Unread only, and a case-insensitive search on the other
 * participant's shown name or the last message's text, filter rows as the index is walked.
 */
export async function listInboxRows(
  db: Db,
  userId: string,
  options: { unreadOnly: boolean; q?: string; after: MessagingCursor | null },
): Promise<InboxRow[]> {
  const { after, q } = options;
  const needle = q?.toLowerCase();
  const rows = await inboxSelect(db, userId)
    .where(
      and(
        eq(conversationMembers.userId, userId),
        options.unreadOnly ? sql`${conversationMembers.unreadCount} > 0` : undefined,
        after
          ? sql`${conversationMembers.lastMessageAt} <= ${after.at}::timestamptz and (${conversationMembers.lastMessageAt} < ${after.at}::timestamptz or ${conversationMembers.conversationId} > ${after.id})`
          : undefined,
        needle
          ? sql`(strpos(lower(${shownNameSql(conversationMembers.otherUserId)}), ${needle}) > 0 or strpos(lower(coalesce(${conversations.lastMessageContent}, '')), ${needle}) > 0)`
          : undefined,
      ),
    )
    .orderBy(
      sql`${conversationMembers.lastMessageAt} desc nulls last`,
      asc(conversationMembers.conversationId),
    )
    .limit(INBOX_PAGE_SIZE + 1);
  return rows.map((row) => ({ ...row, blocked: Boolean(row.blocked) }));
}

/** One conversation as the caller's inbox shows it; undefined when the caller is not in it. */
export async function findInboxRow(db: Runner, userId: string, conversationId: string) {
  const [row] = await inboxSelect(db, userId)
    .where(
      and(eq(conversationMembers.userId, userId), eq(conversationMembers.conversationId, conversationId)),
    )
    .limit(1);
  return row ? { ...row, blocked: Boolean(row.blocked) } : undefined;
}

export interface MemberRow {
  userId: string;
  otherUserId: string | null;
  unreadCount: number;
}

/** A conversation's participants still present (one or two rows), by its id alone. */
export async function findMembers(db: Runner, conversationId: string): Promise<MemberRow[]> {
  return db
    .select({
      userId: conversationMembers.userId,
      otherUserId: conversationMembers.otherUserId,
      unreadCount: conversationMembers.unreadCount,
    })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId));
}

export interface MessageRow {
  id: string;
  conversationId: string;
  senderId: string | null;
  content: string;
  createdAt: Date;
  createdAtText: string;
  editedAt: Date | null;
  readAt: Date | null;
}

const messageColumns = {
  id: directMessages.id,
  conversationId: directMessages.conversationId,
  senderId: directMessages.senderId,
  content: directMessages.content,
  createdAt: directMessages.createdAt,
  createdAtText: sql<string>`${directMessages.createdAt}::text`,
  editedAt: directMessages.editedAt,
  readAt: directMessages.readAt,
};

/** A page of a thread, newest first: `THREAD_PAGE_SIZE + 1` rows, older than `before` if given. */
export async function listThreadRows(
  db: Db,
  conversationId: string,
  before: MessagingCursor | null,
): Promise<MessageRow[]> {
  return db
    .select(messageColumns)
    .from(directMessages)
    .where(
      and(
        eq(directMessages.conversationId, conversationId),
        before
          ? sql`(${directMessages.createdAt}, ${directMessages.id}) < (${before.at}::timestamptz, ${before.id})`
          : undefined,
      ),
    )
    .orderBy(sql`${directMessages.createdAt} desc nulls last`, sql`${directMessages.id} desc nulls last`)
    .limit(THREAD_PAGE_SIZE + 1);
}

export async function findMessage(db: Runner, messageId: string): Promise<MessageRow | undefined> {
  const [row] = await db.select(messageColumns).from(directMessages).where(eq(directMessages.id, messageId));
  return row;
}

/** The pair's conversation id, while the caller is in it with that user (not a deleted account). */
export async function findConversationIdOfPair(db: Runner, userId: string, otherId: string) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, conversations.id),
        eq(conversationMembers.userId, userId),
        eq(conversationMembers.otherUserId, otherId),
      ),
    )
    .where(eq(conversations.pairKey, pairKeyOf(userId, otherId)))
    .limit(1);
  return row?.id ?? null;
}

/** The pair's conversation id, whoever is still in it. */
export async function findConversationOfPair(db: Runner, a: string, b: string): Promise<string | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.pairKey, pairKeyOf(a, b)))
    .limit(1);
  return row?.id ?? null;
}

/** Whether either of the two blocked the other. */
export async function isBlockedEitherWay(db: Runner, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What starting a conversation needs to know of the user asked for. */
export async function findRecipientStanding(db: Runner, userId: string) {
  const [row] = await db
    .select({
      id: user.id,
      isCreator: profiles.isCreator,
      allowMessages: creatorProfiles.allowMessages,
      disabledAt: profiles.disabledAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return row;
}

export async function userExists(db: Runner, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1);
  return row !== undefined;
}

/**
 * Serialises one user's sends, edits and new conversations across every server process (a
 * transaction-scoped advisory lock), so the counts below hold under parallel requests.
 */
export async function lockUserRate(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`messaging.rate:${userId}`}))`);
}

const window = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/** The user's sends and edits in the last MESSAGE_RATE_LIMIT window (every edit counts). */
export async function countRecentMessageActions(tx: Tx, userId: string): Promise<number> {
  return countRateEvents(tx, userId, ['send', 'edit'], MESSAGE_RATE_LIMIT.windowSeconds);
}

/** Conversations the user started in the last NEW_CONVERSATION_RATE_LIMIT window. */
export async function countRecentStarts(tx: Tx, userId: string): Promise<number> {
  return countRateEvents(tx, userId, ['start'], NEW_CONVERSATION_RATE_LIMIT.windowSeconds);
}

async function countRateEvents(tx: Tx, userId: string, kinds: MessagingRateKind[], seconds: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(messagingRateEvents)
    .where(
      and(
        eq(messagingRateEvents.userId, userId),
        inArray(messagingRateEvents.kind, kinds),
        sql`${messagingRateEvents.createdAt} > ${window(seconds)}`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Notes a send, edit or start for the limits, and drops the user's notes past every window. */
export async function recordRateEvents(tx: Tx, userId: string, kinds: MessagingRateKind[]): Promise<void> {
  await tx.insert(messagingRateEvents).values(kinds.map((kind) => ({ userId, kind })));
  const longest = Math.max(MESSAGE_RATE_LIMIT.windowSeconds, NEW_CONVERSATION_RATE_LIMIT.windowSeconds);
  await tx
    .delete(messagingRateEvents)
    .where(
      and(eq(messagingRateEvents.userId, userId), sql`${messagingRateEvents.createdAt} < ${window(longest)}`),
    );
}

/**
 * The pair's conversation, made if there is none. Race-safe: the insert yields to a concurrent
 * one on the unique pair key and the existing row is read back (committed by then), so two
 * simultaneous starts end in one conversation. `created` says whether this call made it.
 */
export async function findOrCreateConversation(
  tx: Tx,
  input: { starterId: string; otherId: string; context: ConversationContext },
): Promise<{ id: string; created: boolean }> {
  const pairKey = pairKeyOf(input.starterId, input.otherId);
  const existing = await findConversationOfPair(tx, input.starterId, input.otherId);
  if (existing) return { id: existing, created: false };
  const [inserted] = await tx
    .insert(conversations)
    .values({ id: randomUUID(), pairKey, startedBy: input.starterId, context: input.context })
    .onConflictDoNothing({ target: conversations.pairKey })
    .returning({ id: conversations.id });
  if (inserted) {
    await tx
      .insert(conversationMembers)
      .values([
        { conversationId: inserted.id, userId: input.starterId, otherUserId: input.otherId },
        { conversationId: inserted.id, userId: input.otherId, otherUserId: input.starterId },
      ])
      .onConflictDoNothing();
    return { id: inserted.id, created: true };
  }
  const [raced] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.pairKey, pairKey))
    .limit(1);
  if (!raced) throw new AppError('messaging.sendFailed');
  return { id: raced.id, created: false };
}

/**
 * Writes a message and everything that follows from it, in the caller's transaction: the
 * conversation's last message, the sender's copy of its time, and the recipient's unread count
 * and copy of its time. A message older than the conversation's last (a concurrent send that
 * committed first with a later time) leaves the last message as it is.
 */
export async function appendMessage(
  tx: Tx,
  input: { conversationId: string; senderId: string; recipientId: string; content: string },
): Promise<MessageRow> {
  const [message] = await tx
    .insert(directMessages)
    .values({
      id: randomUUID(),
      conversationId: input.conversationId,
      senderId: input.senderId,
      content: input.content,
    })
    .returning(messageColumns);
  if (!message) throw new AppError('messaging.sendFailed');
  const at = sql`${message.createdAtText}::timestamptz`;
  await tx
    .update(conversations)
    .set({
      lastMessageId: message.id,
      lastMessageContent: message.content,
      lastMessageSenderId: input.senderId,
      lastMessageAt: at,
    })
    .where(
      and(
        eq(conversations.id, input.conversationId),
        sql`(${conversations.lastMessageAt} is null or ${conversations.lastMessageAt} <= ${at})`,
      ),
    );
  await tx
    .update(conversationMembers)
    .set({ lastMessageAt: sql`greatest(coalesce(${conversationMembers.lastMessageAt}, ${at}), ${at})` })
    .where(
      and(
        eq(conversationMembers.conversationId, input.conversationId),
        eq(conversationMembers.userId, input.senderId),
      ),
    );
  await tx
    .update(conversationMembers)
    .set({
      unreadCount: sql`${conversationMembers.unreadCount} + 1`,
      lastMessageAt: sql`greatest(coalesce(${conversationMembers.lastMessageAt}, ${at}), ${at})`,
    })
    .where(
      and(
        eq(conversationMembers.conversationId, input.conversationId),
        eq(conversationMembers.userId, input.recipientId),
      ),
    );
  return message;
}

/** Replaces a message's text and marks it edited; the conversation's preview follows if it is the last. */
export async function updateMessageContent(tx: Tx, messageId: string, content: string): Promise<MessageRow> {
  const [message] = await tx
    .update(directMessages)
    .set({ content, editedAt: sql`now()` })
    .where(eq(directMessages.id, messageId))
    .returning(messageColumns);
  if (!message) throw new AppError('messaging.messageNotFound');
  await tx
    .update(conversations)
    .set({ lastMessageContent: content })
    .where(and(eq(conversations.id, message.conversationId), eq(conversations.lastMessageId, messageId)));
  return message;
}

/**
 * Marks messages sent to the reader read (the given ones, or every unread one) and brings the
 * reader's unread count down by as many. The reader's member row is locked first, so a send
 * running alongside either committed before (its message is seen and marked, its +1 already
 * counted) or adds its +1 after this commits (its message was not seen): the count stays exact
 * without counting the thread. Nothing unread and no ids named: nothing to scan.
 * Returns how many messages this call marked and the conversation's unread count.
 */
export async function markMessagesRead(
  tx: Tx,
  input: { conversationId: string; readerId: string; messageIds?: string[] },
): Promise<{ marked: number; unreadCount: number }> {
  const mine = and(
    eq(conversationMembers.conversationId, input.conversationId),
    eq(conversationMembers.userId, input.readerId),
  );
  const [member] = await tx
    .select({ unreadCount: conversationMembers.unreadCount })
    .from(conversationMembers)
    .where(mine)
    .for('update');
  if (!member) throw new AppError('messaging.conversationNotFound');
  if (!input.messageIds && member.unreadCount === 0) return { marked: 0, unreadCount: 0 };
  if (input.messageIds?.length === 0) return { marked: 0, unreadCount: member.unreadCount };
  const marked = await tx
    .update(directMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(directMessages.conversationId, input.conversationId),
        isNull(directMessages.readAt),
        or(isNull(directMessages.senderId), ne(directMessages.senderId, input.readerId)),
        input.messageIds ? inArray(directMessages.id, input.messageIds) : undefined,
      ),
    )
    .returning({ id: directMessages.id });
  // Every unread message to the reader is read now: none is left that this statement could see.
  const unreadCount = input.messageIds ? Math.max(0, member.unreadCount - marked.length) : 0;
  await tx
    .update(conversationMembers)
    .set({ unreadCount, ...(marked.length > 0 ? { lastReadAt: sql`now()` } : {}) })
    .where(mine);
  return { marked: marked.length, unreadCount };
}

/** The user's unread messages over all their conversations (the member rows' counts summed). */
export async function totalUnread(db: Runner, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${conversationMembers.unreadCount}), 0)::int` })
    .from(conversationMembers)
    .where(eq(conversationMembers.userId, userId));
  return Number(row?.n ?? 0);
}

/** A report of a conversation; null when the reporter has an open one on it already. */
export async function insertReport(
  db: Db,
  input: { conversationId: string; reporterId: string; reportedUserId: string | null; reason: string },
): Promise<string | null> {
  const [row] = await db
    .insert(conversationReports)
    .values({ id: randomUUID(), ...input, status: 'open' })
    .onConflictDoNothing()
    .returning({ id: conversationReports.id });
  return row?.id ?? null;
}

export interface RecipientRow {
  id: string;
  creatorName: string | null;
  profileName: string | null;
  accountName: string | null;
  title: string | null;
  photoUrl: string | null;
  creatorImageKey: string | null;
}

/**
 * Creators who take messages (platform.md §2, §6), never the caller nor anyone blocked either
 * way, by a case-insensitive match of their shown name, at most RECIPIENTS_LIMIT, by name.
 */
export async function listRecipientRows(
  db: Db,
  callerId: string,
  q: string | undefined,
): Promise<RecipientRow[]> {
  const name = sql`coalesce(nullif(trim(${creatorProfiles.displayName}), ''), nullif(trim(${profiles.displayName}), ''), nullif(trim(${user.name}), ''), 'User')`;
  return db
    .select({
      id: user.id,
      creatorName: creatorProfiles.displayName,
      profileName: profiles.displayName,
      accountName: user.name,
      title: creatorProfiles.title,
      photoUrl: profiles.photoUrl,
      creatorImageKey: creatorProfiles.profileImageKey,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, profiles.id))
    .where(
      and(
        eq(profiles.isCreator, true),
        ne(profiles.id, callerId),
        isNull(profiles.disabledAt),
        sql`coalesce(${creatorProfiles.allowMessages}, true)`,
        sql`not exists (select 1 from ${userBlocks} where (${userBlocks.blockerId} = ${callerId} and ${userBlocks.blockedId} = ${profiles.id}) or (${userBlocks.blockerId} = ${profiles.id} and ${userBlocks.blockedId} = ${callerId}))`,
        q ? sql`strpos(lower(${name}), ${q.toLowerCase()}) > 0` : undefined,
      ),
    )
    .orderBy(sql`lower(${name})`, asc(user.id))
    .limit(RECIPIENTS_LIMIT);
}

/** Whether any creator other than the caller exists (§2: the new-message button shows only then). */
export async function anyOtherCreator(db: Db, callerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.isCreator, true), ne(profiles.id, callerId), isNull(profiles.disabledAt)))
    .limit(1);
  return row !== undefined;
}

export async function insertBlock(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db
    .insert(userBlocks)
    .values({ blockerId, blockedId })
    .onConflictDoNothing()
    .returning({ blockedId: userBlocks.blockedId });
  return rows.length > 0;
}

export async function deleteBlock(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .returning({ blockedId: userBlocks.blockedId });
  return rows.length > 0;
}

/** The users the caller blocked, latest first, as they are shown. */
export async function listBlockRows(db: Db, blockerId: string) {
  return db
    .select({
      otherUserId: userBlocks.blockedId,
      blockedAt: userBlocks.createdAt,
      ...participantColumns,
    })
    .from(userBlocks)
    .leftJoin(user, eq(user.id, userBlocks.blockedId))
    .leftJoin(profiles, eq(profiles.id, userBlocks.blockedId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(sql`${userBlocks.createdAt} desc`, asc(userBlocks.blockedId))
    .limit(500);
}

/** The shown participant of one user (a block's other side, a new conversation's recipient). */
export async function findParticipantRow(db: Runner, userId: string): Promise<ParticipantRow> {
  const [row] = await db
    .select({ otherUserId: user.id, ...participantColumns })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return (
    row ?? {
      otherUserId: null,
      profileName: null,
      accountName: null,
      creatorName: null,
      isCreator: null,
      photoUrl: null,
      creatorImageKey: null,
    }
  );
}
