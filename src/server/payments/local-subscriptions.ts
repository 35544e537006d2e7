import { randomUUID } from 'node:crypto';
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
  const cancelAtPeriodEnd = changes.cancelAtPeriodEnd ?? row.cancelAtPeriodEnd;
  // As Stripe: canceled_at is when the cancel was asked (or happened), and clears on resume.
  const canceledAt =
    status === 'canceled' || (changes.cancelAtPeriodEnd === true && !row.cancelAtPeriodEnd)
      ? now
      : cancelAtPeriodEnd
        ? row.canceledAt
        : null;
  return {
    id: localEventId(),
    type: status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated',
    created: Math.floor(now.getTime() / 1000),
    data: {
      object: {
        id: subscriptionId,
        customer: row.customerId,
        status,
        cancel_at_period_end: cancelAtPeriodEnd,
        canceled_at: seconds(canceledAt),
        trial_end: seconds(row.trialEnd),
        items: { data: [{ current_period_end: seconds(periodEnd) }] },
        metadata: { userId: row.userId },
      },
    },
  };
}

/** What 'Start trial' on the local test checkout page makes (Stripe's ids, in the local shape). */
export interface LocalSubscriptionStart {
  providerSessionId: string;
  userId: string;
  customerId: string;
  trialDays: number;
  periodMs: number;
}

/**
 * The events Stripe sends when a checkout in subscription mode completes: the session's
 * `checkout.session.completed` and the new subscription's `customer.subscription.created`
 * (trialing until the trial's end, which is also its first period's end; without a trial, active
 * for one period, with its first `invoice.paid`).
 */
export function localSubscriptionStartEvents(
  start: LocalSubscriptionStart,
  now: Date = new Date(),
): LocalEvent[] {
  const subscriptionId = `sub_local_${randomUUID().replaceAll('-', '')}`;
  const created = Math.floor(now.getTime() / 1000);
  const trial = start.trialDays > 0;
  const periodEnd = new Date(now.getTime() + (trial ? start.trialDays * 86_400_000 : start.periodMs));
  const events: LocalEvent[] = [
    {
      id: localEventId(),
      type: 'checkout.session.completed',
      created,
      data: {
        object: {
          id: start.providerSessionId,
          mode: 'subscription',
          payment_status: trial ? 'no_payment_required' : 'paid',
          subscription: subscriptionId,
          customer: start.customerId,
          client_reference_id: start.userId,
        },
      },
    },
    {
      id: localEventId(),
      type: 'customer.subscription.created',
      created,
      data: {
        object: {
          id: subscriptionId,
          customer: start.customerId,
          status: trial ? 'trialing' : 'active',
          cancel_at_period_end: false,
          canceled_at: null,
          trial_end: trial ? seconds(periodEnd) : null,
          items: { data: [{ current_period_end: seconds(periodEnd) }] },
          metadata: { userId: start.userId },
        },
      },
    },
  ];
  if (!trial)
    events.push({
      id: localEventId(),
      type: 'invoice.paid',
      created,
      data: {
        object: {
          id: `in_local_${randomUUID().replaceAll('-', '')}`,
          customer: start.customerId,
          parent: { subscription_details: { subscription: subscriptionId } },
          period_end: seconds(periodEnd),
        },
      },
    });
  return events;
}

/** A new test customer (Stripe's `cus_…` shape). */
export const localCustomerId = () => `cus_local_${randomUUID().replaceAll('-', '')}`;
