import type {
  ConversationDetail,
  ConversationSummary,
  DirectMessage,
  InboxPage,
  ThreadPage,
} from '@shared/contracts/messaging';

export const ME = 'u1';

export function summary(
  id: string,
  overrides: {
    name?: string;
    isCreator?: boolean;
    deleted?: boolean;
    unread?: number;
    last?: string | null;
    at?: string | null;
    fromMe?: boolean;
    blocked?: boolean;
  } = {},
): ConversationSummary {
  return {
    conversation: {
      id,
      lastMessageContent: overrides.last === undefined ? 'See you tomorrow' : overrides.last,
      lastMessageTimestamp: overrides.at === undefined ? new Date().toISOString() : overrides.at,
      lastMessageFromMe: overrides.fromMe ?? false,
      participants: [ME, `other-${id}`],
      context: {},
    },
    otherParticipant: {
      id: overrides.deleted ? null : `other-${id}`,
      displayName: overrides.name ?? 'Cleo Marsh',
      photoURL: null,
      isCreator: overrides.isCreator ?? true,
      deleted: overrides.deleted ?? false,
    },
    unreadCount: overrides.unread ?? 0,
    blocked: overrides.blocked ?? false,
  };
}

export function detail(
  id: string,
  overrides: Parameters<typeof summary>[1] & { canSend?: boolean } = {},
): ConversationDetail {
  return { ...summary(id, overrides), canSend: overrides.canSend ?? true };
}

export const inbox = (conversations: ConversationSummary[], nextCursor: string | null = null): InboxPage => ({
  conversations,
  nextCursor,
});

export function message(
  id: string,
  overrides: Partial<DirectMessage> & { mine?: boolean } = {},
): DirectMessage {
  const { mine = false, ...rest } = overrides;
  const senderId = mine ? ME : 'other-c1';
  return {
    id,
    conversationId: 'c1',
    senderId,
    content: `Message ${id}`,
    timestamp: new Date().toISOString(),
    readBy: [senderId],
    edited: false,
    ...rest,
  };
}

export const thread = (messages: DirectMessage[], nextCursor: string | null = null): ThreadPage => ({
  messages,
  nextCursor,
});

/** Noon, `days` days ago, on this machine's clock (the visitor's zone the formatters use). */
export function noonDaysAgo(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  d.setHours(12, 0, 0, 0);
  return d.toISOString();
}
