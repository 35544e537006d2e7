import { AppError } from '../../http/app-error';
import { type Actor, definePolicy } from '../../policies/policy';

/**
 * A conversation as its policy sees it: the user ids of its participants still present (a
 * deleted account's side is gone, so its former owner is no participant any more).
 */
export interface ConversationAccessView {
  participantIds: readonly string[];
}

/** A direct message as its policy sees it: its conversation's participants and its sender. */
export interface MessageAccessView extends ConversationAccessView {
  senderId: string | null;
}

const isParticipant = (actor: Actor, c: ConversationAccessView) =>
  actor != null && c.participantIds.includes(actor.id);

/**
 * Who may act on a conversation (issue 23; platform.md §6): its two participants, and no one
 * else: administrators neither (reports reach them through the moderation queue). A conversation
 * the actor is not in answers 'Conversation not found', as one that does not exist. Whether a
 * participant may send (blocks, a deleted account) is decided with the database, in the service.
 */
export const conversationPolicy = definePolicy<ConversationAccessView>()({
  rules: {
    read: isParticipant,
    send: isParticipant,
    markRead: isParticipant,
    report: isParticipant,
  },
  refusal: () => new AppError('messaging.conversationNotFound'),
});

/**
 * Who may act on one message: participants read it; its sender alone edits it. A message outside
 * the actor's conversations is 'Message not found'; another participant's message is theirs to
 * edit, which the service says with 'messaging.notYourMessage' once `read` has passed.
 */
export const messagePolicy = definePolicy<MessageAccessView>()({
  rules: {
    read: isParticipant,
    edit: (actor, m) => isParticipant(actor, m) && actor != null && m.senderId === actor.id,
  },
  refusal: () => new AppError('messaging.messageNotFound'),
});
