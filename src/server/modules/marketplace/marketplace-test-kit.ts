import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings, listingVersions, paymentAccounts, purchases } from '../../db/schema';
import { ensureCreatorProfile } from './creator-profiles.queries';
import { listingSearchText } from './listing-search-text';

/**
 * Test set-up the marketplace's parts share: a listing written straight into the database (so a
 * suite about comments does not depend on the publishing flow), ownership, and a creator whose
 * payment account can take payments. The flows themselves are tested through the API.
 */

export const SAMPLE_RECIPE = `# Recipe Title: Weekly Review Ritual

## Goal
Close every week with a calm, complete review of work and plans.

## Principles
- Capture before you judge
- Small, honest numbers beat big guesses

## Operations
- Collect: gather notes, inboxes and calendars
- Decide: one next action per open loop

## Steps
1. Empty every inbox into one list.
2. Review the calendar of the past and next two weeks.
3. Choose the three outcomes that matter most next week.
`;

export interface SeedListing {
  creatorId: string;
  title?: string;
  description?: string;
  content?: string;
  tags?: string[];
  category?: string;
  priceCents?: number;
  status?: 'draft' | 'pending' | 'published';
  creatorName?: string;
}

export async function seedListing(db: Db, input: SeedListing): Promise<typeof listings.$inferSelect> {
  const title = input.title ?? 'Weekly Review Ritual';
  const description = input.description ?? 'Close every week with a calm, complete review of work and plans.';
  const tags = input.tags ?? ['productivity', 'planning'];
  const status = input.status ?? 'published';
  await ensureCreatorProfile(db, input.creatorId);
  const [row] = await db
    .insert(listings)
    .values({
      id: randomUUID(),
      creatorId: input.creatorId,
      title,
      description,
      content: input.content ?? SAMPLE_RECIPE,
      tags,
      category: input.category ?? 'general',
      priceCents: input.priceCents ?? 499,
      creatorName: input.creatorName ?? 'Test Creator',
      status,
      validationStatus: status === 'published' ? 'valid' : 'unchecked',
      publishedAt: status === 'published' ? sql`now()` : null,
      searchText: listingSearchText({ title, description, tags }),
    })
    .returning();
  if (!row) throw new Error('seedListing: no row');
  await db.insert(listingVersions).values({
    listingId: row.id,
    version: row.version,
    title: row.title,
    description: row.description,
    content: row.content,
    tags: row.tags,
  });
  return row;
}

/** Make `buyerId` an owner of the listing, as a completed purchase or claim would. */
export async function grantOwnership(
  db: Db,
  listingId: string,
  buyerId: string,
  amountCents = 0,
): Promise<void> {
  await db
    .insert(purchases)
    .values({ id: randomUUID(), listingId, buyerId, amountCents, status: 'completed', provider: 'local' })
    .onConflictDoNothing();
}

/** A creator whose payment account is fully onboarded with the local test provider. */
export async function readyPaymentAccount(db: Db, userId: string): Promise<void> {
  await db
    .insert(paymentAccounts)
    .values({
      userId,
      provider: 'local',
      accountId: `acct_local_${userId}`,
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    })
    .onConflictDoUpdate({
      target: paymentAccounts.userId,
      set: { chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true },
    });
}
