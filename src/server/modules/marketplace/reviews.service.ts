import {
  RATING_TOLERANCE,
  REVIEWS_PAGE_SIZE,
  type RatingVerification,
  type Review,
  type ReviewCreated,
  type ReviewsPage,
} from '@shared/contracts/marketplace-community';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../policies/policy';
import { type NotifyContext, notifyUser } from '../notifications';
import { decodeCommunityCursor } from './comments-cursor';
import { loadListingAccess } from './listing-access';
import { listingPolicy } from './listing.policy';
import {
  findReview,
  hasReviewed,
  insertReview,
  listReviewPage,
  type RatingFigures,
  readRatingFigures,
  type ReviewRow,
} from './reviews.queries';

/** Reviews of a listing (platform.md §4 Review form, §5 rating verification, issue 20 §6). */

const presentReview = (row: ReviewRow): Review => ({ ...row, createdAt: row.createdAt.toISOString() });

/** platform.md §5: the stored figures match the reviews' when the average is within 0.01 and the counts agree. */
export function verifyRating(figures: RatingFigures): RatingVerification {
  return {
    ...figures,
    matches:
      Math.abs(figures.storedAverage - figures.computedAverage) < RATING_TOLERANCE &&
      figures.storedCount === figures.computedCount,
  };
}

/** `notify`: the context new reviews are announced to their creator with (issue 23). */
export function reviewsService(db: Db, notify?: NotifyContext) {
  return {
    /** `mayWrite`: the viewer's e-mail is verified (posting a review needs it). */
    async list(
      actor: Actor,
      listingId: string,
      cursor: string | undefined,
      mayWrite: boolean,
    ): Promise<ReviewsPage> {
      const listing = listingPolicy.authorize(actor, 'read', await loadListingAccess(db, listingId, actor));
      const after = cursor ? decodeCommunityCursor(cursor, 'review.invalidCursor') : null;
      const [page, figures, reviewed] = await Promise.all([
        listReviewPage(db, listing.id, after, REVIEWS_PAGE_SIZE),
        readRatingFigures(db, listing.id),
        actor ? hasReviewed(db, listing.id, actor.id) : Promise.resolve(false),
      ]);
      return {
        items: page.rows.map(presentReview),
        nextCursor: page.nextCursor,
        verification: verifyRating(figures),
        canReview: mayWrite && listingPolicy.can(actor, 'review', listing) && !reviewed,
        hasReviewed: reviewed,
      };
    },

    async create(
      actor: NonNullable<Actor>,
      listingId: string,
      input: { rating: number; comment: string },
    ): Promise<ReviewCreated> {
      const listing = listingPolicy.authorize(actor, 'read', await loadListingAccess(db, listingId, actor));
      if (listing.creatorId === actor.id) throw new AppError('review.ownListing');
      if (!listingPolicy.can(actor, 'review', listing)) throw new AppError('review.notOwner');
      const id = await insertReview(db, { listingId: listing.id, userId: actor.id, ...input });
      if (!id) throw new AppError('review.alreadyReviewed');
      const [review, figures] = await Promise.all([findReview(db, id), readRatingFigures(db, listing.id)]);
      if (!review) throw new AppError('marketplace.listingNotFound');
      if (notify)
        await notifyUser(notify, {
          userId: listing.creatorId,
          type: 'review',
          params: { reviewerName: review.userName, recipeTitle: listing.title, rating: review.rating },
          link: `/marketplace/recipe/${encodeURIComponent(listing.id)}`,
          subjectId: review.id,
        });
      return { review: presentReview(review), verification: verifyRating(figures) };
    },
  };
}
