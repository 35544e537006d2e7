import { randomUUID } from 'node:crypto';
import { PENDING_WINDOW_DAYS } from '@shared/contracts/creator-analytics';
import {
  DEFAULT_MARKETPLACE_NOTIFICATIONS,
  DEFAULT_MARKETPLACE_PRIVACY,
  DEFAULT_PAYOUT_PREFERENCES,
} from '@shared/contracts/marketplace-settings';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { marketplaceSettings, paymentAccounts, payouts, transactions } from '../../db/schema';
import { enqueueJob } from '../../jobs/enqueue';
import { type JobHandlers, PermanentJobError } from '../../jobs/job-handlers';
import type { PaymentProvider } from '../../payments/payment-provider';
import { payoutOwed } from './payout-schedule';

/**
 * The local test provider's payouts (issue 21 §6). Stripe pays a connected account out on the
 * schedule the app set on it (updatePayoutSchedule); the local provider keeps no schedule, so this
 * durable recurring job does it for the creators whose account is the local provider's:
 *
 * `payouts.run` (hourly) finds every creator whose scheduled payout is owed (payout-schedule.ts:
 * weekly on Mondays, monthly on the 1st, never for manual or with automatic payouts off) and,
 * when their completed sales not yet paid out and out of the pending window by that day reach
 * their minimum, writes a pending payout row with those sales pointing at it and marks
 * lastPayoutAt, in one transaction, with a `payouts.send` job for it. `payouts.send` asks the
 * provider for the payout; the provider's `payout.paid` webhook then marks it paid
 * (payments/payout-events.ts). Each run queues the next one, so the chain survives restarts
 * (start-up queues the next slot too; a slot's key makes it once across processes).
 */

type PayoutRunPayload = { slot: string };
type PayoutSendPayload = { payoutId: string };

declare module '../../jobs/enqueue' {
  interface JobPayloads {
    'payouts.run': PayoutRunPayload;
    'payouts.send': PayoutSendPayload;
  }
}

const RUN_EVERY_MS = 3_600_000;
const DAY_MS = 86_400_000;

const nextSlot = (now: Date) => new Date((Math.floor(now.getTime() / RUN_EVERY_MS) + 1) * RUN_EVERY_MS);
export const payoutRunJobKey = (slot: Date) => `payouts.run:${slot.toISOString()}`;
export const payoutSendJobKey = (payoutId: string) => `payouts.send:${payoutId}`;

/**
 * The local provider names a payout after the reference it was given (our row's id), so the row
 * is written with that id before the provider is asked, and its `payout.paid` finds it.
 */
const localPayoutIdOf = (payoutId: string) => `po_local_${payoutId}`;

/** Queues the run of the next slot (top of the next hour); queuing a slot twice keeps the first. */
export async function schedulePayoutRuns(db: Db, now: Date = new Date()): Promise<void> {
  const slot = nextSlot(now);
  await enqueueJob(db, 'payouts.run', payoutRunJobKey(slot), { slot: slot.toISOString() }, { runAt: slot });
}

export interface PayoutJobDeps {
  db: Db;
  provider: PaymentProvider | null;
  log: FastifyBaseLogger;
}

export type PayoutAttempt = 'queued' | 'not-due' | 'below-minimum' | 'nothing';

/** Thrown inside the transaction to leave nothing written. */
class NoPayout extends Error {
  constructor(readonly reason: Exclude<PayoutAttempt, 'queued'>) {
    super(reason);
  }
}

/**
 * One creator's owed payout, in one transaction: the settings row locked (a concurrent run waits,
 * then finds it paid), the owed sales taken (those still unclaimed, completed, and out of the
 * pending window by the scheduled day), the payout row, lastPayoutAt and the send job. Nothing
 * is written when it is not due or below the minimum.
 */
export async function payOutCreator(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ outcome: PayoutAttempt; payoutId?: string }> {
  try {
    return await db.transaction(async (tx) => {
      const [settings] = await tx
        .select()
        .from(marketplaceSettings)
        .where(eq(marketplaceSettings.userId, userId))
        .for('update');
      const schedule = settings
        ? { frequency: settings.payoutFrequency, autoPayoutEnabled: settings.autoPayoutEnabled }
        : DEFAULT_PAYOUT_PREFERENCES;
      const minimumCents = settings?.payoutMinimumCents ?? DEFAULT_PAYOUT_PREFERENCES.minimumAmount * 100;
      const owedSince = payoutOwed(schedule, settings?.lastPayoutAt ?? null, now);
      if (!owedSince) throw new NoPayout('not-due');

      const payoutId = randomUUID();
      const cutoff = new Date(owedSince.getTime() - PENDING_WINDOW_DAYS * DAY_MS);
      const taken = await tx
        .update(transactions)
        .set({ payoutId, updatedAt: sql`now()` })
        .where(
          and(
            eq(transactions.creatorId, userId),
            eq(transactions.status, 'completed'),
            isNull(transactions.payoutId),
            lte(transactions.createdAt, cutoff),
          ),
        )
        .returning({ cents: transactions.creatorPayoutCents });
      const amountCents = taken.reduce((sum, row) => sum + row.cents, 0);
      if (taken.length === 0) throw new NoPayout('nothing');
      if (amountCents < minimumCents) throw new NoPayout('below-minimum');

      await tx.insert(payouts).values({
        id: payoutId,
        creatorId: userId,
        provider: 'local',
        providerPayoutId: localPayoutIdOf(payoutId),
        amountCents,
        status: 'pending',
      });
      await tx
        .insert(marketplaceSettings)
        .values({
          userId,
          notifications: DEFAULT_MARKETPLACE_NOTIFICATIONS,
          privacy: DEFAULT_MARKETPLACE_PRIVACY,
          lastPayoutAt: now,
        })
        .onConflictDoUpdate({
          target: marketplaceSettings.userId,
          set: { lastPayoutAt: now, updatedAt: sql`now()` },
        });
      await enqueueJob(tx as unknown as Db, 'payouts.send', payoutSendJobKey(payoutId), { payoutId });
      return { outcome: 'queued' as const, payoutId };
    });
  } catch (error) {
    if (error instanceof NoPayout) return { outcome: error.reason };
    throw error;
  }
}

/**
 * The creators a run looks at: a local account that can be paid out, automatic payouts on with a
 * schedule (no settings row reads as the defaults), and some completed sale not yet paid out.
 */
async function candidates(db: Db): Promise<string[]> {
  const rows = await db
    .select({ userId: paymentAccounts.userId })
    .from(paymentAccounts)
    .leftJoin(marketplaceSettings, eq(marketplaceSettings.userId, paymentAccounts.userId))
    .where(
      and(
        eq(paymentAccounts.provider, 'local'),
        eq(paymentAccounts.payoutsEnabled, true),
        sql`coalesce(${marketplaceSettings.autoPayoutEnabled}, ${DEFAULT_PAYOUT_PREFERENCES.autoPayoutEnabled})`,
        sql`coalesce(${marketplaceSettings.payoutFrequency}, ${DEFAULT_PAYOUT_PREFERENCES.frequency}) <> 'manual'`,
        sql`exists (select 1 from ${transactions} t where t.creator_id = ${paymentAccounts.userId}
              and t.status = 'completed' and t.payout_id is null)`,
      ),
    );
  return rows.map((row) => row.userId);
}

/** One sweep: every candidate's owed payout (one creator's failure does not stop the others). */
export async function runPayouts(
  deps: PayoutJobDeps,
  now: Date = new Date(),
): Promise<Record<string, PayoutAttempt>> {
  const outcomes: Record<string, PayoutAttempt> = {};
  for (const userId of await candidates(deps.db)) {
    try {
      outcomes[userId] = (await payOutCreator(deps.db, userId, now)).outcome;
    } catch (error) {
      deps.log.error({ err: error, userId }, 'payout not made');
    }
  }
  const queued = Object.values(outcomes).filter((o) => o === 'queued').length;
  if (queued > 0) deps.log.info({ queued }, 'payouts queued');
  return outcomes;
}

/**
 * Asks the provider for a pending payout of ours (its id is the idempotency reference, so a retry
 * after a lost answer does not pay twice). A payout already moved on by its webhook is done.
 */
export async function sendPayout(deps: PayoutJobDeps, { payoutId }: PayoutSendPayload): Promise<void> {
  const [row] = await deps.db
    .select({
      id: payouts.id,
      status: payouts.status,
      provider: payouts.provider,
      amountCents: payouts.amountCents,
      providerPayoutId: payouts.providerPayoutId,
      accountId: paymentAccounts.accountId,
      accountProvider: paymentAccounts.provider,
    })
    .from(payouts)
    .leftJoin(paymentAccounts, eq(paymentAccounts.userId, payouts.creatorId))
    .where(eq(payouts.id, payoutId))
    .limit(1);
  if (row?.status !== 'pending') return;
  if (!row.accountId || row.accountProvider !== row.provider)
    throw new PermanentJobError('the payout has no account of its provider');
  if (!deps.provider || deps.provider.name !== row.provider)
    throw new PermanentJobError(`the ${row.provider} provider is not the configured one`);
  const { payoutId: providerPayoutId } = await deps.provider.createPayout({
    accountId: row.accountId,
    amountCents: row.amountCents,
    currency: 'usd',
    reference: row.id,
  });
  if (providerPayoutId !== row.providerPayoutId)
    await deps.db
      .update(payouts)
      .set({ providerPayoutId, updatedAt: sql`now()` })
      .where(and(eq(payouts.id, row.id), eq(payouts.providerPayoutId, row.providerPayoutId)));
  deps.log.info({ payoutId, providerPayoutId, amountCents: row.amountCents }, 'payout sent');
}

/** The send failed for good: the payout is failed and its sales wait for the next one. */
export async function failPayout(
  deps: PayoutJobDeps,
  { payoutId }: PayoutSendPayload,
  error: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const failed = await tx
      .update(payouts)
      .set({ status: 'failed', failureMessage: 'The payout could not be sent.', updatedAt: sql`now()` })
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'pending')))
      .returning({ id: payouts.id });
    if (failed.length > 0)
      await tx
        .update(transactions)
        .set({ payoutId: null, updatedAt: sql`now()` })
        .where(eq(transactions.payoutId, payoutId));
  });
  deps.log.error({ payoutId, error }, 'payout failed');
}

export function payoutJobHandlers(deps: PayoutJobDeps): JobHandlers {
  return {
    'payouts.run': {
      async run() {
        // The next slot first: a failing sweep (retried by the runner) never breaks the chain.
        await schedulePayoutRuns(deps.db);
        await runPayouts(deps);
      },
    },
    'payouts.send': {
      run: (payload) => sendPayout(deps, payload),
      onFailed: (payload, error) => failPayout(deps, payload, error),
    },
  };
}
