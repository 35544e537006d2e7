import type { Db } from '../db/client';
import type { FulfilmentOutcome } from './fulfilment';
import type { PaymentEvent, PaymentProviderName } from './payment-provider';

/** `payout.*` of a creator's connected account, inside the webhook's transaction. */
export async function applyPayoutEvent(
  _tx: Db,
  _provider: PaymentProviderName,
  _event: Extract<PaymentEvent, { kind: 'payout.changed' }>,
): Promise<FulfilmentOutcome> {
  return 'ignored';
}
