import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings, purchases } from '../../db/schema';
import type { Actor } from '../../policies/policy';
import type { ListingAccessView } from './listing.policy';

export type ListingRow = typeof listings.$inferSelect;
export type ListingWithAccess = ListingRow & ListingAccessView;

/** Purchases that give ownership: completed (paid or claimed) or an active subscription's. */
export const OWNING_STATUSES = ['completed', 'active'] as const;

/** Whether this user owns the listing (refunded and pending purchases do not count). */
export async function ownsListing(db: Db, listingId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.listingId, listingId),
        eq(purchases.buyerId, userId),
        inArray(purchases.status, [...OWNING_STATUSES]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A listing loaded by id alone with what the policy needs to decide for this actor (docs:
 * Policies): `listingPolicy.authorize(actor, action, await loadListingAccess(db, id, actor))`.
 */
export async function loadListingAccess(
  db: Db,
  id: string,
  actor: Actor,
): Promise<ListingWithAccess | undefined> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id)).limit(1);
  if (!row) return undefined;
  const owned = actor != null && actor.id !== row.creatorId ? await ownsListing(db, row.id, actor.id) : false;
  return { ...row, owned };
}
