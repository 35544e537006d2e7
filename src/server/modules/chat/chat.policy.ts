import { AppError } from '../../http/app-error';
import { type Actor, definePolicy, isOwner } from '../../policies/policy';

/**
 * Who may do what with chats, their messages, share links and attachments (chat-assistant.md,
 * platform.md §2, decisions 0011 and 0012). A chat is private to its owner: no other user, and no
 * admin either (the spec gives admins the metrics page, not users' chats). Another user's chat,
 * message or file is refused exactly like one that does not exist. The chat list and the history
 * page list the owner's own chats, filtered by user in SQL (listChats, listChatHistory).
 */

export const chatPolicy = definePolicy<{ userId: string }>()({
  rules: {
    read: isOwner,
    /** Post a message (and so start a reply) in the chat. */
    send: isOwner,
    delete: isOwner,
    /** See, create and revoke the chat's share link. */
    share: isOwner,
  },
  refusal: () => new AppError('chat.notFound'),
});

/** Every action on a message is its owner's (chat-assistant.md §4's per-message actions). */
export const messagePolicy = definePolicy<{ userId: string }>()({
  rules: {
    /** Follow its reply as it is written. */
    read: isOwner,
    stop: isOwner,
    retry: isOwner,
    regenerate: isOwner,
    switchVersion: isOwner,
    edit: isOwner,
    rate: isOwner,
    convert: isOwner,
    saveAsRecipe: isOwner,
  },
  refusal: () => new AppError('chat.messageNotFound'),
});

/** A share link is public while it is live: anyone holding it reads the chat's finished messages. */
export const sharePolicy = definePolicy<{ revokedAt: Date | null }>()({
  rules: { read: (_actor, share) => share.revokedAt === null },
  refusal: () => new AppError('share.forbidden'),
});

/** An attachment with what its policy needs to know of its chat. */
export interface AttachmentAccess {
  userId: string;
  /** Null until a message carries it. */
  messageId: string | null;
  /** Whether the chat holding it has a live share link; unknown counts as not shared. */
  chatSharedLive?: boolean;
}

const sentInLiveShare = (attachment: AttachmentAccess) =>
  attachment.messageId !== null && attachment.chatSharedLive === true;

export const attachmentPolicy = definePolicy<AttachmentAccess>()({
  rules: {
    /** Its owner, or anyone who may read the live share of the chat it was sent in. */
    read: (actor: Actor, attachment) => isOwner(actor, attachment) || sentInLiveShare(attachment),
    /** Send it with a message. */
    attach: isOwner,
    delete: isOwner,
  },
  refusal: () => new AppError('attachment.notFound'),
});
