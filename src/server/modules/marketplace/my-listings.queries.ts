import { and, desc, eq, isNull } from 'drizzle-orm';
import type { MyListing } from '@shared/contracts/marketplace-publish';
import { extractGoal } from '@shared/recipe/card-text';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { listingImageUrl } from './listing-image';
import type { ListingRow } from './listing-access';

/** The most listings the manager lists at once (a creator with more searches them). */
const MY_LISTINGS_MAX = 500;

/** The user's listings that are not deleted, newest first (the Recipe Manager). */
export async function listMyListings(db: Db, userId: string): Promise<ListingRow[]> {
  return db
    .select()
    .from(listings)
    .where(and(eq(listings.creatorId, userId), isNull(listings.deletedAt)))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(MY_LISTINGS_MAX);
}

/** A listing as its creator sees it in the manager: the goal from the content, else the description. */
export function presentMyListing(row: ListingRow): MyListing {
  const goal = extractGoal(row.content) || row.description.trim() || null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    goal,
    content: row.content,
    tags: row.tags,
    category: row.category,
    priceCents: row.priceCents,
    status: row.status,
    validationStatus: row.validationStatus,
    validationReasons: row.validationReasons,
    purchaseCount: row.purchaseCount,
    version: row.version,
    recipeId: row.recipeId,
    imageUrl: listingImageUrl(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    rejection:
      row.status === 'draft' && row.moderationDecision === 'rejected' && row.moderationReason
        ? { reason: row.moderationReason, rejectedAt: (row.moderatedAt ?? row.updatedAt).toISOString() }
        : null,
  };
}
