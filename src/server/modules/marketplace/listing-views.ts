import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { listings, listingViews } from '../../db/schema';
import type { Actor } from '../../policies/policy';
import { bumpTrend } from './trending';

/**
 * Listing views (DESIGN.md "Listing views"): once per visitor per UTC day. A signed-in visitor is
 * their user id; an anonymous one is a keyed hash of their address and browser, so no address is
 * stored and no cookie is set for it. The creator's own views never count.
 */
export function viewerKey(actor: Actor, request: FastifyRequest, secret: string): string {
  if (actor) return `u:${actor.id}`;
  const agent = request.headers['user-agent'] ?? '';
  const hash = createHmac('sha256', secret).update(`${request.ip}\n${agent}`).digest('base64url');
  return `a:${hash.slice(0, 32)}`;
}

export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Counts one view of the listing by `visitor` on `now`'s UTC day. The first view of the day adds
 * one to the view count and a view's weight to the trend score; any later one writes nothing.
 */
export async function countListingView(
  db: Db,
  listingId: string,
  visitor: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(listingViews)
      .values({ listingId, visitor, day: utcDay(now) })
      .onConflictDoNothing()
      .returning({ visitor: listingViews.visitor });
    if (inserted.length === 0) return false;
    await tx
      .update(listings)
      .set({ viewCount: sql`${listings.viewCount} + 1`, trendScore: bumpTrend('view', now) })
      .where(sql`${listings.id} = ${listingId}`);
    return true;
  });
}
