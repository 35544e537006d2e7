import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { LocalPaymentProvider } from './local-provider';
import type { PaymentProvider } from './payment-provider';
import { StripePaymentProvider } from './stripe-provider';

/**
 * The configured payment provider: Stripe when STRIPE_SECRET_KEY is set (env.ts makes sure its
 * STRIPE_WEBHOOK_SECRET is too; STRIPE_API_BASE points it elsewhere, the tests' fake), else the
 * local test provider. /api/config reports the same rule to the browser.
 */
export function selectPaymentProvider(
  env: Env,
  db?: Db,
  webhookUrl?: () => string,
  log?: FastifyBaseLogger,
): PaymentProvider {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET)
    return new StripePaymentProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
      log,
    });
  // The local provider's accounts are rows of payment_accounts: `db` lets it read them back.
  return new LocalPaymentProvider(env.AUTH_SECRET, db, webhookUrl);
}
