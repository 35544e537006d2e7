import type { FastifyBaseLogger } from 'fastify';
import type { PaymentAccountStatusResponse } from '@shared/contracts/marketplace-publish';
import {
  type CreatePaymentAccountResponse,
  ONBOARDING_REFRESH_PATH,
  ONBOARDING_RETURN_PATH,
} from '@shared/contracts/payment-accounts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentAccounts } from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../http/app-error';
import { LocalPaymentProvider } from '../../payments/local-provider';
import { readPaymentAccountStatus } from '../../payments/payment-accounts';
import type { PaymentProvider } from '../../payments/payment-provider';

export interface PaymentAccountDeps {
  db: Db;
  env: Env;
  log: FastifyBaseLogger;
  /** The configured provider (payments.ts): Stripe with STRIPE_SECRET_KEY, else the local one. */
  provider: PaymentProvider;
}

const publicStatus = async (db: Db, userId: string) => {
  const { hasAccount, onboardingCompleted, payoutEnabled } = await readPaymentAccountStatus(db, userId);
  return { hasAccount, onboardingCompleted, payoutEnabled };
};

/**
 * A creator's payment account (platform.md §4 Creator account): no account → created with the
 * configured provider (not ready) → the provider's onboarding link → ready once the provider's
 * signed `account.updated` webhook stored its flags (payments/account-events.ts). Nothing here
 * marks an account ready: only that webhook does.
 */
export class PaymentAccountService {
  constructor(private readonly deps: PaymentAccountDeps) {}

  private requireProvider(): PaymentProvider {
    return this.deps.provider;
  }

  private async accountOf(userId: string) {
    const [row] = await this.deps.db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.userId, userId))
      .limit(1);
    return row;
  }

  /** Once per user: a second call (or one racing the first) answers the account that exists. */
  async createAccount(user: { id: string; email: string }): Promise<CreatePaymentAccountResponse> {
    const { db, log } = this.deps;
    if (await this.accountOf(user.id)) return { created: false, status: await publicStatus(db, user.id) };
    const provider = this.requireProvider();
    let accountId: string;
    try {
      ({ accountId } = await provider.createAccount({ userId: user.id, email: user.email }));
    } catch (error) {
      log.error({ err: error, userId: user.id }, 'payment provider did not create the account');
      throw new AppError('onboarding.createAccountFailed');
    }
    const inserted = await db
      .insert(paymentAccounts)
      .values({ userId: user.id, provider: provider.name, accountId })
      .onConflictDoNothing()
      .returning({ userId: paymentAccounts.userId });
    if (inserted.length === 0)
      // Another request of the same user won the race: its account is the user's; this one stays unused.
      log.warn(
        { userId: user.id, unusedAccountId: accountId },
        'payment account made twice at once: the first is kept',
      );
    else log.info({ userId: user.id, accountId, provider: provider.name }, 'payment account created');
    return { created: inserted.length > 0, status: await publicStatus(db, user.id) };
  }

  async onboardingLink(userId: string): Promise<{ url: string }> {
    const account = await this.accountOf(userId);
    if (!account) throw new AppError('onboarding.noAccount');
    const provider = this.requireProvider();
    // An account of another provider (made before the configuration changed) cannot onboard here.
    if (account.provider !== provider.name) throw new AppError('onboarding.providerUnavailable');
    const base = this.deps.env.PUBLIC_URL;
    try {
      return await provider.createAccountLink({
        accountId: account.accountId,
        // The return names the account, so the return page refreshes exactly this one (refreshStatus).
        returnUrl: `${base}${ONBOARDING_RETURN_PATH}?account=${encodeURIComponent(account.accountId)}`,
        refreshUrl: `${base}${ONBOARDING_REFRESH_PATH}`,
      });
    } catch (error) {
      this.deps.log.error({ err: error, userId }, 'payment provider did not create the onboarding link');
      throw new AppError('onboarding.createLinkFailed');
    }
  }

  /**
   * The onboarding return (/creator/onboarding/success): the account's flags read afresh from the
   * provider and stored, so the page is right before (or without) the `account.updated` webhook.
   * `accountId` is what the return URL named: another user's account (or any id not the caller's)
   * touches nothing and is logged. Only the caller's own row is ever written.
   */
  async refreshStatus(userId: string, accountId: string | undefined): Promise<PaymentAccountStatusResponse> {
    const { db, log } = this.deps;
    const account = await this.accountOf(userId);
    if (accountId !== undefined && account?.accountId !== accountId) {
      log.warn(
        { userId, namedAccountId: accountId },
        'onboarding return named an account not of this user: refused',
      );
      throw new AppError('onboarding.accountNotFound');
    }
    if (!account) return publicStatus(db, userId);
    const provider = this.requireProvider();
    // An account of another provider (made before the configuration changed) is shown as stored.
    if (account.provider !== provider.name) return publicStatus(db, userId);
    let fresh: Awaited<ReturnType<PaymentProvider['readAccountStatus']>>;
    try {
      fresh = await provider.readAccountStatus(account.accountId);
    } catch (error) {
      log.error(
        { err: error, userId, accountId: account.accountId },
        'payment provider did not tell the account status',
      );
      throw new AppError('onboarding.statusCheckFailed');
    }
    if (fresh.hasAccount) {
      await db
        .update(paymentAccounts)
        .set({
          chargesEnabled: fresh.chargesEnabled,
          payoutsEnabled: fresh.payoutEnabled,
          detailsSubmitted: fresh.onboardingCompleted,
          updatedAt: sql`now()`,
        })
        .where(and(eq(paymentAccounts.userId, userId), eq(paymentAccounts.accountId, account.accountId)));
      log.info(
        { userId, accountId: account.accountId, ...fresh },
        'payment account status refreshed on return',
      );
    }
    return publicStatus(db, userId);
  }

  /**
   * 'Complete test onboarding' on the local provider's page: the provider sends its signed
   * `account.updated` to this app's webhook route by HTTP (`webhookUrl`), which stores the flags.
   * Only the account's own user; anyone else's account reads like none.
   */
  async completeLocalOnboarding(
    userId: string,
    accountId: string,
    webhookUrl: () => string,
  ): Promise<{ redirectTo: string }> {
    const local = this.deps.provider;
    const [account] = await this.deps.db
      .select()
      .from(paymentAccounts)
      .where(and(eq(paymentAccounts.userId, userId), eq(paymentAccounts.accountId, accountId)))
      .limit(1);
    if (!account || !(local instanceof LocalPaymentProvider) || account.provider !== local.name)
      throw new AppError('onboarding.accountNotFound');
    try {
      await local.sendAccountReadyEvent(account.accountId, webhookUrl());
    } catch (error) {
      this.deps.log.error({ err: error, accountId }, 'local account webhook was not delivered');
      throw new AppError('onboarding.completeFailed');
    }
    return { redirectTo: ONBOARDING_RETURN_PATH };
  }
}
