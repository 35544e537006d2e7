import {
  type ConversationSummary,
  type DirectMessage,
  MESSAGE_PREVIEW_CHARS,
  type Participant,
  type Recipient,
} from '@shared/contracts/messaging';
import { creatorImageUrl } from '../creators';
import type { InboxRow, MessageRow, ParticipantRow, RecipientRow } from './messaging.queries';

/** How rows of messaging become the contract's shapes (platform.md §3). */

export const DELETED_USER_NAME = 'Deleted user';

const nonBlank = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The other participant: a creator's public name and photo, else the profile's, else the
 * account's name, else 'User'; never the e-mail. A deleted account is 'Deleted user' and nothing
 * else: no id, no photo.
 */
export function presentParticipant(row: ParticipantRow): Participant {
  if (row.otherUserId === null)
    return { id: null, displayName: DELETED_USER_NAME, photoURL: null, isCreator: false, deleted: true };
  const isCreator = row.isCreator === true;
  const displayName =
    (isCreator ? nonBlank(row.creatorName) : null) ??
    nonBlank(row.profileName) ??
    nonBlank(row.accountName) ??
    'User';
  const photoURL =
    (isCreator ? creatorImageUrl(row.otherUserId, row.creatorImageKey) : null) ?? row.photoUrl ?? null;
  return { id: row.otherUserId, displayName, photoURL, isCreator, deleted: false };
}

/** The inbox preview (§9): the first 60 characters, with an ellipsis when there was more. */
export function previewOf(text: string | null): string | null {
  if (text === null) return null;
  const characters = Array.from(text);
  return characters.length > MESSAGE_PREVIEW_CHARS
    ? `${characters.slice(0, MESSAGE_PREVIEW_CHARS).join('')}…`
    : text;
}

export function presentSummary(row: InboxRow, viewerId: string): ConversationSummary {
  return {
    conversation: {
      id: row.conversationId,
      lastMessageContent: previewOf(row.lastMessageHead),
      lastMessageTimestamp: row.lastMessageAt ? row.lastMessageAt.toISOString() : null,
      lastMessageFromMe: row.lastMessageSenderId === viewerId,
      participants: [viewerId, row.otherUserId],
      context: {
        ...(row.context.recipeName ? { recipeName: row.context.recipeName } : {}),
        ...(row.context.listingId ? { listingId: row.context.listingId } : {}),
      },
    },
    otherParticipant: presentParticipant(row),
    unreadCount: row.unreadCount,
    blocked: row.blocked,
  };
}

/**
 * A message as a participant sees it (§3 Message): readBy holds its sender (when still present)
 * and its recipient once they have read it. With two participants, the recipient is whichever of
 * the viewer and the other participant did not send it (null: a deleted account).
 */
export function presentMessage(row: MessageRow, viewerId: string, otherUserId: string | null): DirectMessage {
  const recipient = row.senderId === viewerId ? otherUserId : viewerId;
  const readBy: string[] = [];
  if (row.senderId) readBy.push(row.senderId);
  if (row.readAt && recipient) readBy.push(recipient);
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    readBy,
    edited: row.editedAt !== null,
  };
}

export function presentRecipient(row: RecipientRow): Recipient {
  return {
    id: row.id,
    displayName:
      nonBlank(row.creatorName) ?? nonBlank(row.profileName) ?? nonBlank(row.accountName) ?? 'User',
    photoURL: creatorImageUrl(row.id, row.creatorImageKey) ?? row.photoUrl ?? null,
    title: nonBlank(row.title),
  };
}
