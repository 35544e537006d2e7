import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { enqueueJob } from '../../jobs/enqueue';
import type { JobHandlers } from '../../jobs/job-handlers';
import { canTakePayments } from '../../payments/payment-accounts';
import type { RealtimeBus } from '../../realtime/bus';
import { publishUserEvent } from '../../realtime/user-channel';
import { type NotifyContext, notifyUser } from '../notifications';
import { listingValidationReasons } from './listing-validation';

/** The job's payload: the listing and the version it was queued for (a plain JSON record). */
type ListingValidatePayload = { listingId: string; version: number };

declare module '../../jobs/enqueue' {
  interface JobPayloads {
    'listing.validate': ListingValidatePayload;
  }
}

/** One job per listing version: queuing the same version twice keeps the first. */
export const listingValidateJobKey = (listingId: string, version: number) =>
  `listing.validate:${listingId}:${version}`;

/** Queues the validation of this version, in the caller's transaction (the listing's own write). */
export async function enqueueListingValidation(db: Db, listingId: string, version: number): Promise<void> {
  await enqueueJob(db, 'listing.validate', listingValidateJobKey(listingId, version), { listingId, version });
}

export interface ListingValidationDeps {
  db: Db;
  bus: RealtimeBus;
  log: FastifyBaseLogger;
  /** Where the creator is told a listing went live (absent in tests that do not look). */
  notify?: NotifyContext;
}

/**
 * Validates a pending listing: valid → `published` (publishedAt kept from the first publish),
 * invalid → stays `pending` with its reasons (until the admin issue's moderation queue decides).
 * A job for an older version, or for a listing that is no longer pending (unpublished, deleted,
 * already validated), does nothing, so a stale or replayed job can never undo a later change:
 * the update itself is conditioned on the same version and status.
 */
export async function validateListingVersion(deps: ListingValidationDeps, payload: ListingValidatePayload) {
  const { db } = deps;
  const [row] = await db.select().from(listings).where(eq(listings.id, payload.listingId)).limit(1);
  if (!row || row.version !== payload.version || row.status !== 'pending' || row.deletedAt) return;
  const payable = row.priceCents > 0 ? await canTakePayments(db, row.creatorId) : true;
  const reasons = listingValidationReasons(row, payable);
  const valid = reasons.length === 0;
  const updated = await db
    .update(listings)
    .set({
      status: valid ? 'published' : 'pending',
      validationStatus: valid ? 'valid' : 'invalid',
      validationReasons: reasons,
      publishedAt: valid ? sql`coalesce(${listings.publishedAt}, now())` : listings.publishedAt,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(listings.id, row.id),
        eq(listings.version, payload.version),
        eq(listings.status, 'pending'),
        isNull(listings.deletedAt),
      ),
    )
    .returning({ id: listings.id });
  if (updated.length === 0) return;
  await publishUserEvent(deps.bus, deps.log, row.creatorId, { type: 'listing.updated', listingId: row.id });
  // A listing that went live is news to its creator; one left pending waits for a moderator,
  // whose decision tells them (the Recipe Manager shows the reasons meanwhile).
  if (valid && deps.notify)
    await notifyUser(deps.notify, {
      userId: row.creatorId,
      type: 'moderation',
      params: { recipeTitle: row.title, decision: 'approved' },
      link: `/marketplace/recipe/${row.id}`,
      subjectId: row.id,
    });
}

export function listingValidationHandlers(deps: ListingValidationDeps): JobHandlers {
  return {
    'listing.validate': { run: (payload) => validateListingVersion(deps, payload) },
  };
}
