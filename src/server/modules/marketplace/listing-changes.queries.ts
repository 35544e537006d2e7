import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingVersions, purchases } from '../../db/schema';
import { OWNING_STATUSES } from './listing-access';
import type { VersionText } from './listing-changes';

/**
 * The version an owner has read: the one they marked read, or the one they bought, whichever is
 * newer (a purchase made at version 3 has nothing new in versions 1 to 3). Undefined: no
 * owning purchase.
 */
export async function ownerSeenVersion(
  db: Db,
  listingId: string,
  buyerId: string,
): Promise<number | undefined> {
  const [purchase] = await db
    .select({ seen: purchases.seenVersion, at: purchases.createdAt })
    .from(purchases)
    .where(
      and(
        eq(purchases.listingId, listingId),
        eq(purchases.buyerId, buyerId),
        inArray(purchases.status, [...OWNING_STATUSES]),
      ),
    )
    .limit(1);
  if (!purchase) return undefined;
  const [bought] = await db
    .select({ version: sql<number | null>`max(${listingVersions.version})` })
    .from(listingVersions)
    .where(and(eq(listingVersions.listingId, listingId), lte(listingVersions.createdAt, purchase.at)));
  return Math.max(purchase.seen, Number(bought?.version ?? 0));
}

/** The newest stored version at or below `version` (a version's row may be missing). */
export async function readVersionAtMost(
  db: Db,
  listingId: string,
  version: number,
): Promise<VersionText | undefined> {
  const [row] = await db
    .select({
      version: listingVersions.version,
      title: listingVersions.title,
      content: listingVersions.content,
    })
    .from(listingVersions)
    .where(and(eq(listingVersions.listingId, listingId), lte(listingVersions.version, version)))
    .orderBy(desc(listingVersions.version))
    .limit(1);
  return row;
}

/** Marks `version` read by the owner; never moves back (an older tab's request changes nothing). */
export async function markVersionSeen(
  db: Db,
  listingId: string,
  buyerId: string,
  version: number,
): Promise<void> {
  await db
    .update(purchases)
    .set({ seenVersion: sql`greatest(${purchases.seenVersion}, ${version})`, updatedAt: sql`now()` })
    .where(and(eq(purchases.listingId, listingId), eq(purchases.buyerId, buyerId)));
}
