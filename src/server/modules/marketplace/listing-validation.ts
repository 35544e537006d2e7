import {
  LISTING_CONTENT_MAX,
  LISTING_DESCRIPTION_MAX,
  LISTING_TITLE_MAX,
} from '@shared/contracts/marketplace-publish';
import { isValidPriceCents } from '@shared/marketplace/pricing';
import { parseRecipe } from '@shared/recipe/parse-recipe';
import type { ListingValidationReason } from '../../db/marketplace-schema';

/**
 * What the validation job checks of a listing (issue 20 "Listings are rows of their own"): the
 * content reads as a recipe (a title, a Goal and at least one step), the length limits hold, the
 * price is 0 or 0.99–999.99, and a paid listing's creator can take payments. Each failure is an
 * error-table key (`listing.reason.*`) with its parameters, which the Recipe Manager words in the
 * creator's language. Pure: the job reads the payment account and passes what it found.
 */
export interface ListingToValidate {
  title: string;
  description: string;
  content: string;
  priceCents: number;
}

export function listingValidationReasons(
  listing: ListingToValidate,
  creatorCanTakePayments: boolean,
): ListingValidationReason[] {
  const reasons: ListingValidationReason[] = [];
  const parsed = parseRecipe(listing.content);
  const has = (type: string) =>
    parsed.sections.some((s) => s.type === type && s.content.some((i) => i.trim() !== ''));
  if (!listing.title.trim() && !parsed.title?.trim()) reasons.push({ key: 'listing.reason.noTitle' });
  if (!has('goal')) reasons.push({ key: 'listing.reason.noGoal' });
  if (!has('steps')) reasons.push({ key: 'listing.reason.noSteps' });
  if (listing.title.length > LISTING_TITLE_MAX)
    reasons.push({ key: 'listing.reason.titleTooLong', params: { max: LISTING_TITLE_MAX } });
  if (listing.description.length > LISTING_DESCRIPTION_MAX)
    reasons.push({ key: 'listing.reason.descriptionTooLong', params: { max: LISTING_DESCRIPTION_MAX } });
  if (listing.content.length > LISTING_CONTENT_MAX)
    reasons.push({ key: 'listing.reason.contentTooLong', params: { max: LISTING_CONTENT_MAX } });
  if (!isValidPriceCents(listing.priceCents)) reasons.push({ key: 'listing.reason.invalidPrice' });
  else if (listing.priceCents > 0 && !creatorCanTakePayments)
    reasons.push({ key: 'listing.reason.paymentsNotReady' });
  return reasons;
}
