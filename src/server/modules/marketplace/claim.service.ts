import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { grantPurchase } from '../../payments/fulfilment';
import type { Actor } from '../../policies/policy';
import { loadListingAccess } from './listing-access';
import { listingPolicy } from './listing.policy';

/**
 * A free listing claimed with one click (platform.md §4 Recipe access, §7 Free download, issue 20
 * §5): ownership at amount 0, written like a paid grant. Claiming again answers the same and
 * counts nothing twice. A paid listing is refused with the spec's words.
 */
export async function claimFreeListing(db: Db, actor: NonNullable<Actor>, listingId: string) {
  const listing = await loadListingAccess(db, listingId, actor);
  if (!listing || !listingPolicy.can(actor, 'read', listing))
    throw new AppError('marketplace.listingNotFound');
  if (listing.priceCents > 0) throw new AppError('purchase.notFree');
  if (listing.creatorId === actor.id) throw new AppError('purchase.ownListing');
  if (!listing.owned) {
    listingPolicy.authorize(actor, 'claim', listing);
    await db.transaction((tx) =>
      grantPurchase(tx as unknown as Db, {
        listingId: listing.id,
        buyerId: actor.id,
        amountCents: 0,
        provider: 'free',
        checkoutId: null,
      }),
    );
  }
  return { listingId: listing.id, owned: true as const };
}
