import type { PurchaseRecord } from '@shared/contracts/marketplace-purchase';
import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings, purchases } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { listingImageUrl } from './browse-card.presenter';
import { OWNING_STATUSES } from './listing-access';

interface OwnedCursor {
  createdAt: Date;
  id: string;
}

const encodeCursor = (c: OwnedCursor) =>
  Buffer.from(JSON.stringify([c.createdAt.toISOString(), c.id])).toString('base64url');

function decodeCursor(raw: string): OwnedCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [at, id] = value;
      const createdAt = typeof at === 'string' ? new Date(at) : new Date(Number.NaN);
      if (
        !Number.isNaN(createdAt.getTime()) &&
        typeof id === 'string' &&
        id.length <= 64 &&
        !id.includes('\u0000')
      )
        return { createdAt, id };
    }
  } catch {
    // Falls through to the refusal.
  }
  throw new AppError('purchase.invalidCursor');
}

/**
 * The user's owned listings as purchase records (platform.md §3), newest first, keyset paged on
 * (created_at, id) over purchases_buyer_created_idx. A listing unpublished or deleted later stays
 * owned and listed: what was bought is kept.
 */
export async function listOwned(
  db: Db,
  buyerId: string,
  options: { cursor?: string; limit: number },
): Promise<{ items: PurchaseRecord[]; nextCursor: string | null }> {
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const rows = await db
    .select({
      id: purchases.id,
      createdAt: purchases.createdAt,
      status: purchases.status,
      amountCents: purchases.amountCents,
      listingId: listings.id,
      title: listings.title,
      creatorName: listings.creatorName,
      imageKey: listings.imageKey,
      imageVersion: listings.imageVersion,
    })
    .from(purchases)
    .innerJoin(listings, eq(listings.id, purchases.listingId))
    .where(
      and(
        eq(purchases.buyerId, buyerId),
        inArray(purchases.status, [...OWNING_STATUSES]),
        after
          ? or(
              lt(purchases.createdAt, after.createdAt),
              and(eq(purchases.createdAt, after.createdAt), lt(purchases.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      recipeId: row.listingId,
      recipeName: row.title,
      amount: row.amountCents,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      thumbnail: listingImageUrl({
        id: row.listingId,
        imageKey: row.imageKey,
        imageVersion: row.imageVersion,
      }),
      creatorName: row.creatorName,
    })),
    nextCursor: rows.length > options.limit && last ? encodeCursor(last) : null,
  };
}
