import type { Db } from '../db/client';
import type { FulfilmentOutcome } from './fulfilment';
import type { PaymentEvent, PaymentProviderName } from './payment-provider';

type SubscriptionEvent = Extract<
  PaymentEvent,
  { kind: 'subscription.checkoutCompleted' | 'subscription.changed' | 'invoice.paid' | 'invoice.paymentFailed' }
>;

/** A subscription's events, inside the webhook's transaction. */
export async function applySubscriptionEvent(
  _tx: Db,
  _provider: PaymentProviderName,
  _event: SubscriptionEvent,
): Promise<FulfilmentOutcome> {
  return 'ignored';
}
