import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscriptions } from '../db/schema';
import type { LocalEvent } from './local-provider';
import { localEventId } from './local-provider';

/** What the local provider changes in a subscription it sends back (Stripe's fields, in ours). */
export interface LocalSubscriptionChanges {
  status?: 'trialing' | 'active' | 'past_due' | 'canceled';
  cancelAtPeriodEnd?: boolean;
  currentPeriodEnd?: Date;
}

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/**
 * The local test provider's `customer.subscription.updated` (or `.deleted` once canceled) for a
 * subscription it made, built from the row the app stored and the change asked for: the local
 * provider keeps no state of its own, so the app's row is its memory.
 */
export async function localSubscriptionUpdate(
  db: Db,
  subscriptionId: string,
  changes: LocalSubscriptionChanges,
  now: Date = new Date(),
): Promise<LocalEvent> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, 'local'), eq(subscriptions.subscriptionId, subscriptionId)))
    .limit(1);
  if (!row?.customerId) throw new Error(`no local subscription ${subscriptionId}`);
  const status = changes.status ?? (row.status === 'incomplete' ? 'active' : row.status);
  const periodEnd = changes.currentPeriodEnd ?? row.currentPeriodEnd;
  return {
    id: localEventId(),
    type: status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated',
    created: Math.floor(now.getTime() / 1000),
    data: {
      object: {
        id: subscriptionId,
        customer: row.customerId,
        status,
        cancel_at_period_end: changes.cancelAtPeriodEnd ?? row.cancelAtPeriodEnd,
        canceled_at: status === 'canceled' ? seconds(now) : seconds(row.canceledAt),
        trial_end: seconds(row.trialEnd),
        items: { data: [{ current_period_end: seconds(periodEnd) }] },
        metadata: { userId: row.userId },
      },
    },
  };
}
