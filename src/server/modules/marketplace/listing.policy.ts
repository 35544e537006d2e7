import { AppError } from '../../http/app-error';
import { type Actor, definePolicy } from '../../policies/policy';

/**
 * A listing as its policy sees it: who made it, its state, its price, and whether the actor
 * owns it (bought or claimed; loaded by `loadListingAccess`).
 */
export interface ListingAccessView {
  creatorId: string;
  status: 'draft' | 'pending' | 'published';
  priceCents: number;
  deletedAt: Date | null;
  /** The actor owns it (a completed purchase or a free claim). */
  owned: boolean;
}

const isCreator = (actor: Actor, l: ListingAccessView) => actor != null && actor.id === l.creatorId;
const isListed = (l: ListingAccessView) => l.status === 'published' && l.deletedAt === null;
const isBuyer = (actor: Actor, l: ListingAccessView) => actor != null && !isCreator(actor, l) && !l.owned;

/**
 * Who may do what with a marketplace listing (platform.md §6, issue 20). Paid content goes to
 * the creator and to owners only: everyone else gets the preview and the outline. A listing that
 * is not published is seen by its creator and its owners alone (owners keep what they bought
 * after an unpublish or a delete); to anyone else it does not exist.
 */
export const listingPolicy = definePolicy<ListingAccessView>()({
  rules: {
    /** See it at all: its card, preview, outline, reviews and comments. */
    read: (actor, l) => isListed(l) || isCreator(actor, l) || l.owned,
    /** The full recipe: creator and owners (a free listing's content is for whoever claims it). */
    readContent: (actor, l) => isCreator(actor, l) || l.owned,
    /** Edit, republish, unpublish, delete, choose samples. */
    manage: (actor, l) => isCreator(actor, l) && l.deletedAt === null,
    /** Start a paid checkout: a published paid listing, not one's own, not owned yet. */
    buy: (actor, l) => isListed(l) && l.priceCents > 0 && isBuyer(actor, l),
    /** Claim a free listing with one click. */
    claim: (actor, l) => isListed(l) && l.priceCents === 0 && isBuyer(actor, l),
    /** Review: owners who are not the creator (once each: the reviews table decides). */
    review: (actor, l) => actor != null && l.owned && !isCreator(actor, l),
    /** Comment, reply, like, flag: any signed-in user on a listing they can see. */
    discuss: (actor, l) => actor != null && (isListed(l) || isCreator(actor, l) || l.owned),
    /** Try before you buy: a signed-in non-owner, once, on a published paid listing. */
    try: (actor, l) => isListed(l) && l.priceCents > 0 && isBuyer(actor, l),
  },
  refusal: () => new AppError('marketplace.listingNotFound'),
});
