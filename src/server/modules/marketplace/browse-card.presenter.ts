import type { ListingCard } from '@shared/contracts/marketplace';
import { listings } from '../../db/schema';

/**
 * A listing as a card (shared/contracts/marketplace.ts): never the content. The columns are
 * named so the browse queries read only what a card shows, not the recipe text.
 */
export const cardColumns = {
  id: listings.id,
  title: listings.title,
  description: listings.description,
  priceCents: listings.priceCents,
  category: listings.category,
  tags: listings.tags,
  imageKey: listings.imageKey,
  imageVersion: listings.imageVersion,
  creatorId: listings.creatorId,
  creatorName: listings.creatorName,
  ratingAverage: listings.ratingAverage,
  ratingCount: listings.ratingCount,
  purchaseCount: listings.purchaseCount,
  publishedAt: listings.publishedAt,
  trendScore: listings.trendScore,
};

export interface CardRow {
  id: string;
  title: string;
  description: string;
  priceCents: number;
  category: string;
  tags: string[];
  imageKey: string | null;
  imageVersion: number;
  creatorId: string;
  creatorName: string;
  ratingAverage: number;
  ratingCount: number;
  purchaseCount: number;
  publishedAt: Date | null;
  trendScore: number;
}

/** The listing's own image (served by the publishing part), versioned so caches never go stale. */
export const listingImageUrl = (row: Pick<CardRow, 'id' | 'imageKey' | 'imageVersion'>): string | null =>
  row.imageKey ? `/api/marketplace/listings/${encodeURIComponent(row.id)}/image?v=${row.imageVersion}` : null;

export function presentListingCard(row: CardRow): ListingCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priceCents: row.priceCents,
    category: row.category,
    tags: row.tags,
    imageUrl: listingImageUrl(row),
    creatorId: row.creatorId,
    creatorName: row.creatorName,
    ratingAverage: row.ratingAverage,
    ratingCount: row.ratingCount,
    purchaseCount: row.purchaseCount,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}
