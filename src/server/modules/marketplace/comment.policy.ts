import { AppError } from '../../http/app-error';
import { type Actor, definePolicy } from '../../policies/policy';
import { type ListingAccessView, listingPolicy } from './listing.policy';

/** A comment as its policy sees it: its author, whether it is deleted, and its listing's access. */
export interface CommentAccessView {
  userId: string;
  isDeleted: boolean;
  listing: ListingAccessView;
}

const isAuthor = (actor: Actor, c: CommentAccessView) => actor != null && actor.id === c.userId;
const mayDiscuss = (actor: Actor, c: CommentAccessView) => listingPolicy.can(actor, 'discuss', c.listing);

/**
 * Who may do what with a comment (platform.md §6: visitors read; signed-in users comment, reply,
 * like and flag others' comments; the author edits and deletes). A comment on a listing the actor
 * may not see does not exist for them. A deleted comment takes no action (§4 Comment).
 */
export const commentPolicy = definePolicy<CommentAccessView>()({
  rules: {
    read: (actor, c) => listingPolicy.can(actor, 'read', c.listing),
    /** Reply to it, like it, take part in its thread. */
    discuss: (actor, c) => mayDiscuss(actor, c) && !c.isDeleted,
    edit: (actor, c) => mayDiscuss(actor, c) && isAuthor(actor, c) && !c.isDeleted,
    delete: (actor, c) => mayDiscuss(actor, c) && isAuthor(actor, c) && !c.isDeleted,
    flag: (actor, c) => mayDiscuss(actor, c) && !isAuthor(actor, c) && !c.isDeleted,
  },
  refusal: () => new AppError('comment.notFound'),
});
