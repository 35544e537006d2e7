import { and, eq } from 'drizzle-orm';
import type { Subscription } from '@shared/contracts/profile';
import { STANDARD_PRICE_ID } from '@shared/billing/plans';
import type { Db } from '../db/client';
import { profiles, subscriptions } from '../db/schema';
import { enqueueLocalRenewal } from '../modules/billing/subscription-renewal-job';
import type { FulfilmentOutcome } from './fulfilment';
import type { PaymentEvent, PaymentProviderName } from './payment-provider';

type SubscriptionEvent = Extract<
  PaymentEvent,
  {
    kind:
      | 'subscription.checkoutCompleted'
      | 'subscription.changed'
      | 'invoice.paid'
      | 'invoice.paymentFailed';
  }
>;
type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A subscription that is running: a second one is never linked over it. */
const LIVE = new Set(['trialing', 'active', 'past_due']);
export const isLiveStatus = (status: string) => LIVE.has(status);

/**
 * A subscription's events, inside the webhook's transaction (the event id is already stored
 * once). The subscriptions row keeps the provider's state; every change is projected onto the
 * profile's `subscription` in the same transaction, which is what the allowance reads. Events
 * arrive out of order: one older than the newest applied (`lastEventAt`) changes nothing.
 */
export async function applySubscriptionEvent(
  tx: Db,
  provider: PaymentProviderName,
  event: SubscriptionEvent,
): Promise<FulfilmentOutcome> {
  switch (event.kind) {
    case 'subscription.checkoutCompleted':
      return linkCheckout(tx, provider, event);
    case 'subscription.changed':
      return applyChange(tx, provider, event);
    case 'invoice.paid':
    case 'invoice.paymentFailed':
      return applyInvoice(tx, provider, event);
  }
}

/** The checkout made a subscription: the row learns its ids (its state comes by subscription events). */
async function linkCheckout(
  tx: Db,
  provider: PaymentProviderName,
  event: Extract<SubscriptionEvent, { kind: 'subscription.checkoutCompleted' }>,
): Promise<FulfilmentOutcome> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.provider, provider), eq(subscriptions.checkoutSessionId, event.providerSessionId)),
    )
    .for('update');
  if (!row || !event.subscriptionId) return 'ignored';
  // A second session completed while another subscription runs: that one stays the user's.
  if (row.subscriptionId && row.subscriptionId !== event.subscriptionId && isLiveStatus(row.status))
    return 'ignored';
  await tx
    .update(subscriptions)
    .set({
      subscriptionId: event.subscriptionId,
      customerId: event.customerId ?? row.customerId,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.userId, row.userId));
  return 'subscription-updated';
}

/** The row a subscription event is about: by its id, else the user's row waiting for one. */
async function rowFor(
  tx: Db,
  provider: PaymentProviderName,
  subscriptionId: string,
  userId: string | null,
): Promise<SubscriptionRow | 'other' | undefined> {
  const [byId] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.subscriptionId, subscriptionId)))
    .for('update');
  if (byId) return byId;
  if (!userId) return undefined;
  const [byUser] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for('update');
  // The user's row runs another subscription: this one is not linked over it.
  if (byUser?.subscriptionId && isLiveStatus(byUser.status)) return 'other';
  return byUser;
}

async function applyChange(
  tx: Db,
  provider: PaymentProviderName,
  event: Extract<SubscriptionEvent, { kind: 'subscription.changed' }>,
): Promise<FulfilmentOutcome> {
  const row = await rowFor(tx, provider, event.subscriptionId, event.userId);
  if (row === 'other') return 'ignored';
  if (row?.lastEventAt && event.createdAt < row.lastEventAt) return 'stale';
  const state = {
    provider,
    subscriptionId: event.subscriptionId,
    customerId: event.customerId,
    plan: 'standard',
    status: event.status,
    currentPeriodEnd: event.currentPeriodEnd,
    trialEnd: event.trialEnd ?? row?.trialEnd ?? null,
    cancelAtPeriodEnd: event.status === 'canceled' ? false : event.cancelAtPeriodEnd,
    canceledAt:
      event.status === 'canceled' || event.cancelAtPeriodEnd ? (event.canceledAt ?? event.createdAt) : null,
    lastEventAt: event.createdAt,
    updatedAt: new Date(),
  };
  let saved: SubscriptionRow | undefined;
  if (row) {
    [saved] = await tx
      .update(subscriptions)
      .set(state)
      .where(eq(subscriptions.userId, row.userId))
      .returning();
  } else {
    // A subscription made without our checkout (Stripe's dashboard): kept if it names a user of ours.
    if (!event.userId) return 'ignored';
    const [owner] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, event.userId));
    if (!owner) return 'ignored';
    [saved] = await tx
      .insert(subscriptions)
      .values({ userId: owner.id, ...state })
      .onConflictDoNothing()
      .returning();
  }
  if (!saved) return 'ignored';
  await projectOntoProfile(tx, saved);
  if (provider === 'local') await enqueueLocalRenewal(tx, saved);
  return 'subscription-updated';
}

async function applyInvoice(
  tx: Db,
  provider: PaymentProviderName,
  event: Extract<SubscriptionEvent, { kind: 'invoice.paid' | 'invoice.paymentFailed' }>,
): Promise<FulfilmentOutcome> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.subscriptionId, event.subscriptionId)))
    .for('update');
  if (!row) return 'ignored';
  if (row.lastEventAt && event.createdAt < row.lastEventAt) return 'stale';
  // An invoice of a subscription that ended changes nothing: it does not come back to life.
  if (row.status === 'canceled') return 'ignored';
  const paid = event.kind === 'invoice.paid';
  // The period only moves forward.
  const periodEnd =
    paid && event.periodEnd && (!row.currentPeriodEnd || event.periodEnd > row.currentPeriodEnd)
      ? event.periodEnd
      : row.currentPeriodEnd;
  const [saved] = await tx
    .update(subscriptions)
    .set({
      status: paid ? 'active' : 'past_due',
      currentPeriodEnd: periodEnd,
      lastEventAt: event.createdAt,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.userId, row.userId))
    .returning();
  await projectOntoProfile(tx, saved!);
  return 'subscription-updated';
}

/**
 * The profile's `subscription` (platform.md §3 User document) from the row: plan `standard`
 * while trialing, active or past due, and after a cancel until the paid period ends; status
 * `canceled` from the moment it is set to cancel (platform.md §4: access kept until period end).
 */
export function profileSubscription(row: SubscriptionRow, now: Date = new Date()): Subscription {
  const periodLasts = row.currentPeriodEnd !== null && row.currentPeriodEnd > now;
  const standard = isLiveStatus(row.status) || (row.status === 'canceled' && periodLasts);
  const canceled = row.status === 'canceled' || row.cancelAtPeriodEnd;
  return {
    plan: standard ? 'standard' : 'free',
    status: canceled ? 'canceled' : 'active',
    priceId: standard ? STANDARD_PRICE_ID : null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    canceledAt: canceled ? (row.canceledAt?.toISOString() ?? null) : null,
  };
}

async function projectOntoProfile(tx: Db, row: SubscriptionRow): Promise<void> {
  await tx
    .update(profiles)
    .set({ subscription: profileSubscription(row), updatedAt: new Date() })
    .where(eq(profiles.id, row.userId));
}
