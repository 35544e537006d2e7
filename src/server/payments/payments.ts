import type { Db } from '../db/client';
import type { Env } from '../env';
import { LocalPaymentProvider } from './local-provider';
import type { PaymentProvider } from './payment-provider';

/**
 * The configured payment provider: the local test provider while STRIPE_SECRET_KEY is unset
 * (the same rule /api/config reports to the browser). With a Stripe key, Stripe's provider is
 * the creators-and-payments issue's (21): until it lands there is none, and checkouts are
 * refused with a clear message instead of silently taking the test path.
 */
export function selectPaymentProvider(
  env: Env,
  db?: Db,
  webhookUrl?: () => string,
): PaymentProvider | null {
  // The local provider's accounts are rows of payment_accounts: `db` lets it read them back.
  return env.STRIPE_SECRET_KEY ? null : new LocalPaymentProvider(env.AUTH_SECRET, db, webhookUrl);
}
