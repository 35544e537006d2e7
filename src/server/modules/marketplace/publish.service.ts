import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  LISTING_DESCRIPTION_MAX,
  LISTING_TAGS_MAX,
  LISTING_TITLE_MAX,
  normalizeListingTags,
  type publishDraftSchema,
  type updateListingSchema,
} from '@shared/contracts/marketplace-publish';
import { DEFAULT_LISTING_CATEGORY } from '@shared/marketplace/categories';
import { extractGoal } from '@shared/recipe/card-text';
import type { Db } from '../../db/client';
import { listings, listingVersions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { wakeJobs } from '../../jobs/enqueue';
import { canTakePayments } from '../../payments/payment-accounts';
import type { Actor } from '../../policies/policy';
import type { RealtimeBus } from '../../realtime/bus';
import { publishUserEvent } from '../../realtime/user-channel';
import type { FileStorage } from '../../storage/storage';
import { findRecipe, type RecipeRow, type RecipeSaveService, recipePolicy } from '../recipes';
import { authorNameOf, ensureCreatorProfile } from './creator-profiles.queries';
import { type ListingRow, loadListingAccess } from './listing-access';
import { copyCoverToListing, resolveUploadedImage } from './listing-image';
import { listingSearchText } from './listing-search-text';
import { enqueueListingValidation } from './listing-validation-job';
import { listingPolicy } from './listing.policy';

/**
 * Publishing and managing listings (issue 20 "Listings are rows of their own", "Four ways to
 * publish"; platform.md §4 publish flows, recipe status). A listing is a snapshot: the gallery
 * recipe's title, goal, content, tags and cover are copied at publish time, so editing or deleting
 * the recipe later changes nothing buyers own. Every new version is written with its
 * listing_versions row and its validation job in one transaction; the job (listing-validation-job)
 * publishes it or keeps it `pending` with reasons.
 *
 * Decisions:
 * - Publishing the same gallery recipe again (or the same chat reply, which saves into the same
 *   recipe) republishes its existing listing, at the new price, rather than listing a duplicate.
 *   A deleted listing is not revived: publishing after a delete lists the recipe afresh.
 * - Any edit of a `pending` or `published` listing is a new version and is validated again (it
 *   leaves the marketplace until the job, queued and woken at once, publishes it); a draft is
 *   edited in place and stays a draft.
 * - A paid price from a creator who cannot take payments is refused up front on the gallery and
 *   chat path (the web then opens /creator/onboarding); elsewhere the validation job says so.
 */

export interface PublishDeps {
  db: Db;
  bus: RealtimeBus;
  log: FastifyBaseLogger;
  storage: FileStorage;
  /** Saves a chat reply into the gallery (the recipes module's public surface). */
  recipeSaver: Pick<RecipeSaveService, 'saveFromMessage'>;
}

type DraftInput = z.output<typeof publishDraftSchema>;
type UpdateInput = z.output<typeof updateListingSchema>;
type User = { id: string };

/** What a listing copies of a gallery recipe (platform.md §3 Marketplace listing payload). */
interface Snapshot {
  title: string;
  description: string;
  content: string;
  tags: string[];
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The snapshot: the description is the goal extracted from the content, else the recipe's own. */
export function snapshotOfRecipe(
  recipe: Pick<RecipeRow, 'title' | 'description' | 'content' | 'tags'>,
): Snapshot {
  const goal = extractGoal(recipe.content);
  return {
    title: cut(recipe.title.trim(), LISTING_TITLE_MAX),
    description: cut((goal || recipe.description).trim(), LISTING_DESCRIPTION_MAX),
    content: recipe.content,
    tags: normalizeListingTags(recipe.tags).slice(0, LISTING_TAGS_MAX),
  };
}

/** Casts a transaction to the Db type every query helper takes (the pattern of the codebase). */
const asDb = (tx: unknown) => tx as Db;

async function writeVersionRow(db: Db, row: ListingRow): Promise<void> {
  const values = {
    listingId: row.id,
    version: row.version,
    title: row.title,
    description: row.description,
    content: row.content,
    tags: row.tags,
  };
  // A draft edited in place rewrites its current version's row; a new version adds its own.
  await db
    .insert(listingVersions)
    .values(values)
    .onConflictDoUpdate({
      target: [listingVersions.listingId, listingVersions.version],
      set: {
        title: values.title,
        description: values.description,
        content: values.content,
        tags: values.tags,
      },
    });
}

async function lockListing(db: Db, id: string): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id)).for('update').limit(1);
  return row;
}

export function createPublishService(deps: PublishDeps) {
  const { db, storage, log } = deps;

  async function announce(userId: string, listingId: string, queuedJob: boolean) {
    await publishUserEvent(deps.bus, log, userId, { type: 'listing.updated', listingId });
    if (queuedJob) await wakeJobs(deps.bus, log);
  }

  /** Removes an image file the listing no longer uses (after commit; a failure is only logged). */
  async function dropImage(key: string | null | undefined) {
    if (!key?.startsWith('marketplace-images/listings/')) return;
    await storage
      .delete(key)
      .catch((error) => log.warn({ err: error, key }, 'old listing image not deleted'));
  }

  /** A listing the actor may manage, or 404 'Recipe not found' (someone else's, deleted, none). */
  async function manageable(actor: Actor, id: string): Promise<ListingRow> {
    return listingPolicy.authorize(actor, 'manage', await loadListingAccess(db, id, actor));
  }

  /** The gallery recipe a listing came from, if it still exists and is still the creator's. */
  async function sourceRecipe(userId: string, recipeId: string | null): Promise<RecipeRow | undefined> {
    if (!recipeId) return undefined;
    const recipe = await findRecipe(db, recipeId);
    return recipe && recipePolicy.can({ id: userId }, 'read', recipe) ? recipe : undefined;
  }

  /**
   * A new version of an existing listing (republish): a fresh snapshot of its recipe when there is
   * one, the new price if given, `pending`, its version row and its validation job. In `tx`.
   */
  async function newVersion(
    tx: Db,
    current: ListingRow,
    changes: Partial<Snapshot & { priceCents: number; category: string; imageKey: string | null }>,
  ): Promise<ListingRow> {
    const next = { ...current, ...changes };
    const imageChanged = changes.imageKey !== undefined && changes.imageKey !== current.imageKey;
    const [row] = await tx
      .update(listings)
      .set({
        title: next.title,
        description: next.description,
        content: next.content,
        tags: next.tags,
        category: next.category,
        priceCents: next.priceCents,
        imageKey: next.imageKey,
        imageVersion: imageChanged ? current.imageVersion + 1 : current.imageVersion,
        status: 'pending',
        validationStatus: 'unchecked',
        validationReasons: [],
        // A new version is a new request: a moderator's earlier decision was about the old one.
        moderationDecision: null,
        moderationReason: null,
        moderatedAt: null,
        version: current.version + 1,
        searchText: listingSearchText(next),
        updatedAt: sql`now()`,
      })
      .where(eq(listings.id, current.id))
      .returning();
    if (!row) throw new Error('listing vanished inside its own transaction');
    await writeVersionRow(tx, row);
    await enqueueListingValidation(tx, row.id, row.version);
    return row;
  }

  /** Republishes: a fresh snapshot of the recipe (and its cover) when it came from one. */
  async function republishRow(userId: string, listingId: string, priceCents?: number): Promise<ListingRow> {
    const [found] = await db
      .select({ recipeId: listings.recipeId })
      .from(listings)
      .where(eq(listings.id, listingId));
    const recipe = await sourceRecipe(userId, found?.recipeId ?? null);
    // The cover is copied before the transaction: storage is not transactional, and a copy left
    // behind by a failed write is removed below.
    const imageKey = recipe ? await copyCoverToListing(storage, recipe.imageKey, listingId) : undefined;
    let previousImage: string | null = null;
    try {
      const row = await db.transaction(async (raw) => {
        const tx = asDb(raw);
        const current = await lockListing(tx, listingId);
        if (!current || current.deletedAt || current.creatorId !== userId)
          throw new AppError('marketplace.listingNotFound');
        previousImage = current.imageKey;
        return newVersion(tx, current, {
          ...(recipe ? snapshotOfRecipe(recipe) : {}),
          ...(imageKey !== undefined ? { imageKey } : {}),
          ...(priceCents !== undefined ? { priceCents } : {}),
        });
      });
      if (imageKey !== undefined && previousImage !== imageKey) await dropImage(previousImage);
      return row;
    } catch (error) {
      await dropImage(imageKey);
      throw error;
    }
  }

  return {
    /**
     * POST /api/marketplace/listings: a gallery recipe (or a chat reply, saved into the gallery
     * first) listed at a price, `pending` until its validation job runs. `created` is false when
     * the recipe already had a listing, which was republished instead.
     */
    async publish(
      user: User,
      input: { recipeId?: string; messageId?: string; priceCents: number },
    ): Promise<{ row: ListingRow; created: boolean }> {
      // Refused before anything is saved: the web shows the message and opens the onboarding.
      if (input.priceCents > 0 && !(await canTakePayments(db, user.id)))
        throw new AppError('listing.paymentAccountRequired');
      const recipe = input.messageId
        ? (await deps.recipeSaver.saveFromMessage(user.id, input.messageId)).recipe
        : recipePolicy.authorize(user, 'read', await findRecipe(db, input.recipeId ?? ''));

      const listingId = randomUUID();
      const outcome = await db.transaction(async (raw) => {
        const tx = asDb(raw);
        // One listing per recipe: two tabs publishing the same recipe at once make one listing.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`listing.publish:${recipe.id}`}))`);
        const [existing] = await tx
          .select({ id: listings.id })
          .from(listings)
          .where(
            and(
              eq(listings.creatorId, user.id),
              eq(listings.recipeId, recipe.id),
              isNull(listings.deletedAt),
            ),
          )
          .limit(1);
        if (existing) return { existingId: existing.id };
        const snapshot = snapshotOfRecipe(recipe);
        await ensureCreatorProfile(tx, user.id);
        const [row] = await tx
          .insert(listings)
          .values({
            id: listingId,
            creatorId: user.id,
            recipeId: recipe.id,
            chatId: recipe.chatId,
            ...snapshot,
            category: DEFAULT_LISTING_CATEGORY,
            priceCents: input.priceCents,
            creatorName: await authorNameOf(tx, user.id),
            status: 'pending',
            validationStatus: 'unchecked',
            searchText: listingSearchText(snapshot),
          })
          .returning();
        if (!row) throw new Error('listing insert returned nothing');
        await writeVersionRow(tx, row);
        await enqueueListingValidation(tx, row.id, row.version);
        return { row };
      });

      if (outcome.existingId) {
        const row = await republishRow(user.id, outcome.existingId, input.priceCents);
        await announce(user.id, row.id, true);
        return { row, created: false };
      }
      const created = outcome.row as ListingRow;
      // The cover copy comes after the listing exists; a listing without one is still complete.
      const imageKey = await copyCoverToListing(storage, recipe.imageKey, created.id).catch((error) => {
        log.warn({ err: error, listingId: created.id }, 'recipe cover not copied to the listing');
        return null;
      });
      let row = created;
      if (imageKey) {
        const [withImage] = await db
          .update(listings)
          .set({ imageKey, imageVersion: 1 })
          .where(eq(listings.id, created.id))
          .returning();
        row = withImage ?? created;
      }
      await announce(user.id, row.id, true);
      return { row, created: true };
    },

    /** POST /api/marketplace/listings/drafts: the publish page's form, saved as a draft. */
    async createDraft(user: User, input: DraftInput): Promise<ListingRow> {
      const imageKey = input.imageId ? await resolveUploadedImage(storage, user.id, input.imageId) : null;
      const row = await db.transaction(async (raw) => {
        const tx = asDb(raw);
        await ensureCreatorProfile(tx, user.id);
        const [inserted] = await tx
          .insert(listings)
          .values({
            id: randomUUID(),
            creatorId: user.id,
            title: input.title,
            description: input.description,
            content: input.content,
            tags: input.tags,
            category: input.category,
            priceCents: input.priceCents,
            imageKey,
            imageVersion: imageKey ? 1 : 0,
            creatorName: await authorNameOf(tx, user.id),
            status: 'draft',
            validationStatus: 'unchecked',
            searchText: listingSearchText(input),
          })
          .returning();
        if (!inserted) throw new Error('listing insert returned nothing');
        await writeVersionRow(tx, inserted);
        return inserted;
      });
      await announce(user.id, row.id, false);
      return row;
    },

    /** PATCH /api/marketplace/listings/:id (see the decisions above). */
    async update(user: User, id: string, input: UpdateInput): Promise<ListingRow> {
      await manageable(user, id);
      const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      const row = await db.transaction(async (raw) => {
        const tx = asDb(raw);
        const current = await lockListing(tx, id);
        if (!current || current.deletedAt || current.creatorId !== user.id)
          throw new AppError('marketplace.listingNotFound');
        if (current.status !== 'draft') return newVersion(tx, current, changes);
        const next = { ...current, ...changes };
        const [updated] = await tx
          .update(listings)
          .set({
            ...changes,
            validationStatus: 'unchecked',
            searchText: listingSearchText(next),
            updatedAt: sql`now()`,
          })
          .where(eq(listings.id, id))
          .returning();
        if (!updated) throw new Error('listing vanished inside its own transaction');
        await writeVersionRow(tx, updated);
        return updated;
      });
      await announce(user.id, id, row.status === 'pending');
      return row;
    },

    /** POST /api/marketplace/listings/:id/publish: a new version, validated by the job. */
    async republish(user: User, id: string): Promise<ListingRow> {
      await manageable(user, id);
      const row = await republishRow(user.id, id);
      await announce(user.id, id, true);
      return row;
    },

    /** POST /api/marketplace/listings/:id/unpublish: back to `draft`; owners keep what they bought. */
    async unpublish(user: User, id: string): Promise<ListingRow> {
      await manageable(user, id);
      const [row] = await db
        .update(listings)
        .set({ status: 'draft', updatedAt: sql`now()` })
        .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
        .returning();
      if (!row) throw new AppError('marketplace.listingNotFound');
      await announce(user.id, id, false);
      return row;
    },

    /** DELETE /api/marketplace/listings/:id: soft, so owners keep reading what they bought. */
    async remove(user: User, id: string): Promise<void> {
      await manageable(user, id);
      const [row] = await db
        .update(listings)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
        .returning({ id: listings.id });
      if (!row) throw new AppError('marketplace.listingNotFound');
      await announce(user.id, id, false);
    },
  };
}

export type PublishService = ReturnType<typeof createPublishService>;
