import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentAccounts } from '../db/schema';
import type { ConnectedAccountState, PaymentProviderName } from './payment-provider';

/**
 * A verified `account.updated`, inside the webhook's transaction: the account's stored flags
 * become the provider's. They are the only source publishing and checkout read
 * (payment-accounts.ts `canTakePayments`), so nothing the browser says makes an account ready.
 * Whether an account of ours matched (another platform's account is ignored).
 */
export async function applyAccountUpdate(
  db: Db,
  provider: PaymentProviderName,
  state: ConnectedAccountState,
): Promise<boolean> {
  const updated = await db
    .update(paymentAccounts)
    .set({
      chargesEnabled: state.chargesEnabled,
      payoutsEnabled: state.payoutsEnabled,
      detailsSubmitted: state.detailsSubmitted,
      updatedAt: sql`now()`,
    })
    .where(and(eq(paymentAccounts.provider, provider), eq(paymentAccounts.accountId, state.accountId)))
    .returning({ userId: paymentAccounts.userId });
  return updated.length > 0;
}
