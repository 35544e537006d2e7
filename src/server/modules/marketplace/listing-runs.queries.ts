import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { MAX_PUBLIC_SAMPLES } from '@shared/contracts/marketplace-trial';
import type { Db } from '../../db/client';
import { type ListingRunStatus, listingRuns, listings } from '../../db/schema';
import { AppError } from '../../http/app-error';

export type ListingRunRow = typeof listingRuns.$inferSelect;

/** The creator's runs listed at most (the newest). */
const CREATOR_RUNS_SHOWN = 20;
/**
 * A trial still 'running' this long after it started was left by a process that stopped: its
 * visitor may try again (a run streams for a minute or two at most; the idle timeout is 60 s).
 */
export const ABANDONED_AFTER_MS = 15 * 60_000;
const ABANDONED_AFTER = sql.raw(`interval '${ABANDONED_AFTER_MS / 1000} seconds'`);

export async function findTrial(
  db: Db,
  listingId: string,
  userId: string,
): Promise<ListingRunRow | undefined> {
  const [row] = await db
    .select()
    .from(listingRuns)
    .where(
      and(
        eq(listingRuns.listingId, listingId),
        eq(listingRuns.userId, userId),
        eq(listingRuns.kind, 'trial'),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Takes the visitor's one try, atomically: a new row, or the row of a try that failed (or was
 * abandoned by a stopped process), started again. Undefined when the try is used: done, stopped,
 * or running right now (two tabs at once get one try between them, by the unique index).
 */
export async function claimTrial(
  db: Db,
  values: { listingId: string; userId: string; input: string; chargedMonth: string | null },
): Promise<ListingRunRow | undefined> {
  const fresh = { input: values.input, chargedMonth: values.chargedMonth, output: '', errorKey: null };
  const [row] = await db
    .insert(listingRuns)
    .values({ id: randomUUID(), ...values, kind: 'trial', status: 'running' })
    .onConflictDoUpdate({
      target: [listingRuns.listingId, listingRuns.userId],
      targetWhere: sql`kind = 'trial'`,
      set: { ...fresh, status: 'running', createdAt: sql`now()`, updatedAt: sql`now()` },
      setWhere: sql`${listingRuns.status} = 'failed' or (${listingRuns.status} = 'running' and ${listingRuns.updatedAt} < now() - ${ABANDONED_AFTER})`,
    })
    .returning();
  return row;
}

export async function insertCreatorRun(
  db: Db,
  values: { listingId: string; userId: string; input: string; chargedMonth: string | null },
): Promise<ListingRunRow> {
  const [row] = await db
    .insert(listingRuns)
    .values({ id: randomUUID(), ...values, kind: 'creator', status: 'running' })
    .returning();
  return row!;
}

/** Stores how a run ended; a refunded run's charge is cleared. */
export async function finishRun(
  db: Db,
  id: string,
  end: { status: ListingRunStatus; output: string; errorKey: string | null; refunded: boolean },
): Promise<ListingRunRow | undefined> {
  const [row] = await db
    .update(listingRuns)
    .set({
      status: end.status,
      output: end.output,
      errorKey: end.errorKey,
      ...(end.refunded ? { chargedMonth: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(listingRuns.id, id))
    .returning();
  return row;
}

/** A run that never started (its generation refused): gone, as if never claimed. */
export async function forgetRun(db: Db, id: string): Promise<void> {
  await db.delete(listingRuns).where(eq(listingRuns.id, id));
}

export function listCreatorRuns(db: Db, listingId: string, creatorId: string): Promise<ListingRunRow[]> {
  return db
    .select()
    .from(listingRuns)
    .where(
      and(
        eq(listingRuns.listingId, listingId),
        eq(listingRuns.userId, creatorId),
        eq(listingRuns.kind, 'creator'),
      ),
    )
    .orderBy(desc(listingRuns.createdAt), desc(listingRuns.id))
    .limit(CREATOR_RUNS_SHOWN);
}

/** The public samples: finished creator runs the creator chose, newest first. */
export function listSamples(db: Db, listingId: string): Promise<ListingRunRow[]> {
  return db
    .select()
    .from(listingRuns)
    .where(
      and(
        eq(listingRuns.listingId, listingId),
        eq(listingRuns.isPublic, true),
        eq(listingRuns.kind, 'creator'),
        eq(listingRuns.status, 'done'),
      ),
    )
    .orderBy(desc(listingRuns.createdAt), desc(listingRuns.id))
    .limit(MAX_PUBLIC_SAMPLES);
}

/**
 * Shows or hides a creator's run. Making one public locks the listing's row first, so two
 * requests at once cannot both pass the count and leave four public.
 */
export function setRunPublic(
  db: Db,
  listingId: string,
  runId: string,
  isPublic: boolean,
): Promise<ListingRunRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).for('update');
    const [run] = await tx
      .select()
      .from(listingRuns)
      .where(
        and(eq(listingRuns.id, runId), eq(listingRuns.listingId, listingId), eq(listingRuns.kind, 'creator')),
      )
      .limit(1);
    if (!run) throw new AppError('trial.runNotFound');
    if (run.isPublic === isPublic) return run;
    if (isPublic) {
      if (run.status !== 'done') throw new AppError('trial.runNotFinished');
      const [counted] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(listingRuns)
        .where(and(eq(listingRuns.listingId, listingId), eq(listingRuns.isPublic, true)));
      if ((counted?.n ?? 0) >= MAX_PUBLIC_SAMPLES) throw new AppError('trial.samplesFull');
    }
    const [updated] = await tx
      .update(listingRuns)
      .set({ isPublic, updatedAt: sql`now()` })
      .where(eq(listingRuns.id, runId))
      .returning();
    return updated!;
  });
}
