import type { ListingDetailView, MarkSeenResult } from '@shared/contracts/marketplace-detail';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../policies/policy';
import { type ListingWithAccess, loadListingAccess } from './listing-access';
import { listingChanges } from './listing-changes';
import { markVersionSeen, ownerSeenVersion, readVersionAtMost } from './listing-changes.queries';
import { type DetailAccess, presentListingDetail } from './listing-detail.presenter';
import { listingPolicy } from './listing.policy';
import { countListingView } from './listing-views';

const accessOf = (actor: Actor, listing: ListingWithAccess): DetailAccess => {
  if (!listingPolicy.can(actor, 'readContent', listing)) return 'none';
  return actor?.id === listing.creatorId ? 'creator' : 'owner';
};

/** The recipe detail page's server side (platform.md §2 Recipe detail; issue 20 §4). */
export function listingDetailService(db: Db) {
  /** For an owner whose last-read version is older than the listing's: what changed since. */
  async function changesFor(actor: NonNullable<Actor>, listing: ListingWithAccess) {
    const seen = await ownerSeenVersion(db, listing.id, actor.id);
    if (seen === undefined || seen >= listing.version) return undefined;
    const from = await readVersionAtMost(db, listing.id, seen);
    if (!from) return undefined;
    return listingChanges(from, { version: listing.version, title: listing.title, content: listing.content });
  }

  return {
    /**
     * The listing as this caller may see it; a listing they may not see is 'Recipe not found'.
     * `visitor` identifies the caller for the daily view count.
     */
    async get(actor: Actor, id: string, visitor: string): Promise<ListingDetailView> {
      const listing = listingPolicy.authorize(actor, 'read', await loadListingAccess(db, id, actor));
      const access = accessOf(actor, listing);
      const counts =
        listing.status === 'published' && listing.deletedAt === null && actor?.id !== listing.creatorId;
      const [changes] = await Promise.all([
        access === 'owner' && actor ? changesFor(actor, listing) : undefined,
        counts ? countListingView(db, listing.id, visitor) : false,
      ]);
      const detail: ListingDetailView = presentListingDetail(listing, access);
      if (changes) detail.changes = changes;
      return detail;
    },

    /** The owner has read the current version: its changes are no longer shown. */
    async markSeen(actor: NonNullable<Actor>, id: string): Promise<MarkSeenResult> {
      const listing = listingPolicy.authorize(actor, 'read', await loadListingAccess(db, id, actor));
      if (!listing.owned) throw new AppError('detail.notOwner');
      await markVersionSeen(db, listing.id, actor.id, listing.version);
      return { seenVersion: listing.version };
    },
  };
}
