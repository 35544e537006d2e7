import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentAccounts, payouts, transactions } from '../db/schema';
import { enqueuePayoutMail } from './payout-mail-jobs';
import type { FulfilmentOutcome } from './fulfilment';
import type { PaymentEvent, PaymentProviderName } from './payment-provider';

/**
 * How far a payout has come. Stripe moves a payout pending → in transit (processing) → paid or
 * failed, and a paid payout can still fail later (the bank returns it); nothing comes back from
 * failed. Events arrive out of order, so a state is applied only when it is at least as far as the
 * stored one: a late `payout.updated` (pending) never undoes a `payout.paid`.
 */
const STAGE = { pending: 0, processing: 1, paid: 2, failed: 3 } as const;
const stageOf = (column: unknown) =>
  sql`(case ${column} when 'pending' then 0 when 'processing' then 1 when 'paid' then 2 else 3 end)`;

/**
 * `payout.*` of a creator's connected account, inside the webhook's transaction (platform.md §3
 * Payout): the creator found by the account, the payout row created or moved on by the provider's
 * payout id, `paidAt` set when paid, and the creator's mail queued (a durable job) when it becomes
 * paid and they want payout notifications. A payout our payout job made (its row exists already,
 * with the sales it covers pointing at it) is the same row; when it fails, those sales are freed
 * for the next payout.
 */
export async function applyPayoutEvent(
  tx: Db,
  provider: PaymentProviderName,
  event: Extract<PaymentEvent, { kind: 'payout.changed' }>,
): Promise<FulfilmentOutcome> {
  const [account] = await tx
    .select({ userId: paymentAccounts.userId })
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.provider, provider), eq(paymentAccounts.accountId, event.accountId)))
    .limit(1);
  // Another platform's account, or one deleted since: recorded (the event id) and ignored.
  if (!account) return 'ignored';

  const paidAt = event.status === 'paid' ? event.createdAt : null;
  const [before] = await tx
    .select({ status: payouts.status, creatorId: payouts.creatorId })
    .from(payouts)
    .where(and(eq(payouts.provider, provider), eq(payouts.providerPayoutId, event.payoutId)))
    .for('update')
    .limit(1);
  // A payout id of one account named with another's: never move someone else's row.
  if (before && before.creatorId !== account.userId) return 'ignored';

  const [row] = await tx
    .insert(payouts)
    .values({
      id: randomUUID(),
      creatorId: account.userId,
      provider,
      providerPayoutId: event.payoutId,
      amountCents: Math.max(0, event.amountCents),
      status: event.status,
      failureMessage: event.failureMessage,
      arrivalAt: event.arrivalAt,
      paidAt,
      createdAt: event.createdAt,
    })
    .onConflictDoUpdate({
      target: [payouts.provider, payouts.providerPayoutId],
      set: {
        status: event.status,
        amountCents: Math.max(0, event.amountCents),
        failureMessage: event.failureMessage,
        arrivalAt: sql`coalesce(${event.arrivalAt?.toISOString() ?? null}::timestamptz, ${payouts.arrivalAt})`,
        paidAt: paidAt
          ? sql`coalesce(${payouts.paidAt}, ${paidAt.toISOString()}::timestamptz)`
          : payouts.paidAt,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${STAGE[event.status]} >= ${stageOf(payouts.status)}`,
    })
    .returning({ id: payouts.id, creatorId: payouts.creatorId });
  if (!row) return 'stale';

  if (event.status === 'failed')
    // The money went back to the balance: the sales it covered wait for the next payout.
    await tx
      .update(transactions)
      .set({ payoutId: null, updatedAt: sql`now()` })
      .where(eq(transactions.payoutId, row.id));
  if (event.status === 'paid' && before?.status !== 'paid') await enqueuePayoutMail(tx, row.id);
  return 'payout-updated';
}
