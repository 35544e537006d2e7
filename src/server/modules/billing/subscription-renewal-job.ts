import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SUBSCRIPTION_PERIOD_MS } from '@shared/billing/plans';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { enqueueJob } from '../../jobs/enqueue';
import type { JobHandlers } from '../../jobs/job-handlers';
import { LocalPaymentProvider, localEventId } from '../../payments/local-provider';
import { localSubscriptionUpdate } from '../../payments/local-subscriptions';
import type { PaymentProvider } from '../../payments/payment-provider';

/**
 * The local test provider's renewals (issue 21 §7). Stripe renews a subscription itself and
 * tells the app by webhooks; the local provider has no clock of its own, so a durable job at each
 * period's end plays its part: it sends `invoice.paid` and `customer.subscription.updated` with
 * the next 30-day period, or `customer.subscription.deleted` when the subscription was set to
 * cancel at period end. The webhooks then change the state, exactly as Stripe's would.
 */
type SubscriptionRenewPayload = { subscriptionId: string; periodEnd: string };

declare module '../../jobs/enqueue' {
  interface JobPayloads {
    'subscription.renew': SubscriptionRenewPayload;
  }
}

/** One job per subscription and period end: a later event for the same period keeps the first. */
export const renewalJobKey = (subscriptionId: string, periodEnd: Date) =>
  `subscription.renew:${subscriptionId}:${periodEnd.toISOString()}`;

/** Queues the renewal of a running local subscription at its period end, in the webhook's transaction. */
export async function enqueueLocalRenewal(
  db: Db,
  row: { subscriptionId: string | null; status: string; currentPeriodEnd: Date | null },
): Promise<void> {
  if (!row.subscriptionId || !row.currentPeriodEnd) return;
  if (row.status !== 'trialing' && row.status !== 'active' && row.status !== 'past_due') return;
  await enqueueJob(
    db,
    'subscription.renew',
    renewalJobKey(row.subscriptionId, row.currentPeriodEnd),
    { subscriptionId: row.subscriptionId, periodEnd: row.currentPeriodEnd.toISOString() },
    { runAt: row.currentPeriodEnd },
  );
}

export interface RenewalDeps {
  db: Db;
  provider: PaymentProvider | null;
  log: FastifyBaseLogger;
}

/**
 * Renews (or ends) a local subscription whose period is over. A job for a period that is no
 * longer the subscription's (renewed meanwhile) or for one that ended does nothing, so a replayed
 * job never renews twice. Delivery failures throw: the runner retries.
 */
export async function renewLocalSubscription(
  deps: RenewalDeps,
  payload: SubscriptionRenewPayload,
  now: Date = new Date(),
): Promise<'renewed' | 'ended' | 'skipped'> {
  const local = deps.provider;
  if (!(local instanceof LocalPaymentProvider)) return 'skipped';
  const [row] = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, 'local'), eq(subscriptions.subscriptionId, payload.subscriptionId)))
    .limit(1);
  if (!row?.currentPeriodEnd || !row.customerId) return 'skipped';
  if (row.currentPeriodEnd.toISOString() !== payload.periodEnd) return 'skipped';
  if (row.status !== 'trialing' && row.status !== 'active' && row.status !== 'past_due') return 'skipped';

  if (row.cancelAtPeriodEnd) {
    await local.deliver(
      await localSubscriptionUpdate(deps.db, payload.subscriptionId, { status: 'canceled' }, now),
    );
    deps.log.info({ subscriptionId: payload.subscriptionId }, 'local subscription ended at period end');
    return 'ended';
  }
  const nextPeriodEnd = new Date(row.currentPeriodEnd.getTime() + SUBSCRIPTION_PERIOD_MS);
  const created = Math.floor(now.getTime() / 1000);
  await local.deliver({
    id: localEventId(),
    type: 'invoice.paid',
    created,
    data: {
      object: {
        id: `in_local_${randomUUID()}`,
        customer: row.customerId,
        parent: { subscription_details: { subscription: payload.subscriptionId } },
        period_end: Math.floor(nextPeriodEnd.getTime() / 1000),
      },
    },
  });
  await local.deliver(
    await localSubscriptionUpdate(
      deps.db,
      payload.subscriptionId,
      { status: 'active', currentPeriodEnd: nextPeriodEnd },
      now,
    ),
  );
  deps.log.info({ subscriptionId: payload.subscriptionId }, 'local subscription renewed');
  return 'renewed';
}

export function subscriptionRenewalHandlers(deps: RenewalDeps): JobHandlers {
  return {
    'subscription.renew': {
      run: async (payload) => {
        await renewLocalSubscription(deps, payload);
      },
    },
  };
}
