import { z } from 'zod';
import { AppError } from '../http/app-error';
import type { PaymentEvent, PayoutState, SubscriptionState } from './payment-provider';

/**
 * Stripe's webhook events, as much of each as the app reads, and their reading into the app's
 * `PaymentEvent`s. Both providers end here: Stripe's after the SDK checked the signature
 * (`stripe.webhooks.constructEvent`), the local test provider's after its own check: it sends
 * events of Stripe's shape, so one reading serves both and the local path is the Stripe path.
 *
 * Fields moved between Stripe API versions are read from both places (a subscription's period end
 * from its items since 2025-03-31, an invoice's subscription from `parent.subscription_details`).
 */

const id = z.string().min(1).max(255);
const unixSeconds = z.number().int().nonnegative();
const idOrObject = z.union([id, z.object({ id })]).transform((v) => (typeof v === 'string' ? v : v.id));
const nullableId = idOrObject.nullable().optional();

const envelope = z.object({
  id,
  type: z.string().min(1).max(100),
  created: unixSeconds,
  /** The connected account an event of Connect is about (payouts, an account's own events). */
  account: id.nullable().optional(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type ProviderEventEnvelope = z.infer<typeof envelope>;

const checkoutSession = z.object({
  id,
  mode: z.enum(['payment', 'subscription', 'setup']).default('payment'),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  payment_intent: nullableId,
  subscription: nullableId,
  customer: nullableId,
  client_reference_id: z.string().nullable().optional(),
});

const account = z.object({
  id,
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  details_submitted: z.boolean(),
});

const charge = z.object({
  id,
  payment_intent: nullableId,
  amount: z.number().int().nonnegative(),
  amount_refunded: z.number().int().nonnegative(),
  refunded: z.boolean(),
});

const payout = z.object({
  id,
  amount: z.number().int(),
  status: z.enum(['paid', 'pending', 'in_transit', 'canceled', 'failed']),
  arrival_date: unixSeconds.nullable().optional(),
  failure_message: z.string().nullable().optional(),
});

const subscription = z.object({
  id,
  customer: idOrObject,
  status: z.string(),
  cancel_at_period_end: z.boolean().default(false),
  canceled_at: unixSeconds.nullable().optional(),
  trial_end: unixSeconds.nullable().optional(),
  current_period_end: unixSeconds.nullable().optional(),
  items: z
    .object({ data: z.array(z.object({ current_period_end: unixSeconds.nullable().optional() })) })
    .optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
});

const invoice = z.object({
  id,
  customer: nullableId,
  subscription: nullableId,
  parent: z
    .object({ subscription_details: z.object({ subscription: nullableId }).nullable().optional() })
    .nullable()
    .optional(),
  period_end: unixSeconds.nullable().optional(),
});

const toDate = (seconds: number | null | undefined) => (seconds == null ? null : new Date(seconds * 1000));

/** Stripe's subscription statuses, in the app's fewer words. */
function subscriptionStatus(status: string): SubscriptionState['status'] {
  switch (status) {
    case 'trialing':
    case 'active':
    case 'past_due':
    case 'canceled':
    case 'incomplete':
      return status;
    case 'unpaid':
      return 'past_due';
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'incomplete';
  }
}

function payoutStatus(status: z.infer<typeof payout>['status']): PayoutState['status'] {
  if (status === 'paid') return 'paid';
  if (status === 'in_transit') return 'processing';
  if (status === 'pending') return 'pending';
  return 'failed';
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError('payment.invalidEvent');
  return parsed.data;
}

/**
 * A verified event's JSON, read into what the app acts on. An event type the app does not act on
 * is `ignored` (still stored once); a known type whose object does not read is refused.
 */
export function readProviderEvent(json: unknown): PaymentEvent {
  const event = parse(envelope, json);
  const base = { eventId: event.id, type: event.type, createdAt: new Date(event.created * 1000) };
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = parse(checkoutSession, object);
      if (session.mode === 'subscription')
        return {
          kind: 'subscription.checkoutCompleted',
          ...base,
          providerSessionId: session.id,
          subscriptionId: session.subscription ?? null,
          customerId: session.customer ?? null,
          userId: session.client_reference_id ?? null,
        };
      if (session.mode !== 'payment') return { kind: 'ignored', ...base };
      const paid =
        event.type === 'checkout.session.async_payment_succeeded' || session.payment_status !== 'unpaid';
      const fields = {
        ...base,
        providerSessionId: session.id,
        providerPaymentId: session.payment_intent ?? null,
      };
      return paid ? { kind: 'checkout.paid', ...fields } : { kind: 'checkout.awaitingPayment', ...fields };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const session = parse(checkoutSession, object);
      // A subscription checkout left unpaid leaves nothing of ours open.
      if (session.mode !== 'payment') return { kind: 'ignored', ...base };
      return {
        kind: 'checkout.closed',
        ...base,
        providerSessionId: session.id,
        reason: event.type === 'checkout.session.expired' ? 'expired' : 'paymentFailed',
      };
    }
    case 'account.updated': {
      const state = parse(account, object);
      return {
        kind: 'account.updated',
        ...base,
        accountId: state.id,
        chargesEnabled: state.charges_enabled,
        payoutsEnabled: state.payouts_enabled,
        detailsSubmitted: state.details_submitted,
      };
    }
    case 'charge.refunded': {
      const refunded = parse(charge, object);
      if (!refunded.payment_intent) return { kind: 'ignored', ...base };
      return {
        kind: 'charge.refunded',
        ...base,
        providerPaymentId: refunded.payment_intent,
        amountCents: refunded.amount,
        amountRefundedCents: refunded.amount_refunded,
        fullyRefunded: refunded.refunded,
      };
    }
    case 'payout.created':
    case 'payout.updated':
    case 'payout.paid':
    case 'payout.failed':
    case 'payout.canceled': {
      const state = parse(payout, object);
      // A payout is a connected account's: without the account it is the platform's own.
      if (!event.account) return { kind: 'ignored', ...base };
      return {
        kind: 'payout.changed',
        ...base,
        accountId: event.account,
        payoutId: state.id,
        amountCents: state.amount,
        status: payoutStatus(state.status),
        arrivalAt: toDate(state.arrival_date),
        failureMessage: state.failure_message ?? null,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = parse(subscription, object);
      const periodEnd = sub.items?.data[0]?.current_period_end ?? sub.current_period_end ?? null;
      return {
        kind: 'subscription.changed',
        ...base,
        subscriptionId: sub.id,
        customerId: sub.customer,
        status: event.type === 'customer.subscription.deleted' ? 'canceled' : subscriptionStatus(sub.status),
        currentPeriodEnd: toDate(periodEnd),
        trialEnd: toDate(sub.trial_end),
        cancelAtPeriodEnd: sub.cancel_at_period_end,
        canceledAt: toDate(sub.canceled_at),
        userId: sub.metadata?.userId ?? null,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const bill = parse(invoice, object);
      const subscriptionId = bill.parent?.subscription_details?.subscription ?? bill.subscription ?? null;
      if (!subscriptionId) return { kind: 'ignored', ...base };
      const fields = { ...base, subscriptionId, periodEnd: toDate(bill.period_end) };
      return event.type === 'invoice.paid'
        ? { kind: 'invoice.paid', ...fields }
        : { kind: 'invoice.paymentFailed', ...fields };
    }
    default:
      return { kind: 'ignored', ...base };
  }
}
