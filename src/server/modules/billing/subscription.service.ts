import type { FastifyBaseLogger } from 'fastify';
import type { LocalSubscriptionSession, SubscriptionView } from '@shared/contracts/billing';
import {
  PLAN_CURRENCY,
  STANDARD_PLAN,
  SUBSCRIPTION_CANCEL_PATH,
  SUBSCRIPTION_PERIOD_MS,
  SUBSCRIPTION_SUCCESS_PATH,
} from '@shared/billing/plans';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { AppError } from '../../http/app-error';
import { LocalPaymentProvider } from '../../payments/local-provider';
import { localCustomerId, localSubscriptionStartEvents } from '../../payments/local-subscriptions';
import type { PaymentProvider } from '../../payments/payment-provider';
import { isLiveStatus } from '../../payments/subscription-events';
import type { Allowance } from './allowance.service';
import {
  closeCheckoutSession,
  recordCheckoutSession,
  type SubscriptionRow,
  subscriptionOf,
} from './subscription.queries';

export interface SubscriptionDeps {
  db: Db;
  env: Env;
  log: FastifyBaseLogger;
  allowance: Allowance;
  /** Null while Stripe is configured but its provider is not available (payments.ts). */
  provider: PaymentProvider | null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** One free trial per user: a user whose subscription ever had one subscribes without. */
const trialDaysFor = (row: SubscriptionRow | undefined) => (row?.trialEnd ? 0 : STANDARD_PLAN.trialDays);

/**
 * The Standard subscription (platform.md §4: free → active → canceled, access kept until the
 * period ends). The browser only asks: the price comes from the plan table, the state only from
 * the provider's signed webhooks (payments/subscription-events.ts), and the allowance decides
 * from the profile those webhooks write.
 */
export class SubscriptionService {
  constructor(private readonly deps: SubscriptionDeps) {}

  async view(userId: string): Promise<SubscriptionView> {
    const row = await subscriptionOf(this.deps.db, userId);
    const usage = await this.deps.allowance.usage({ userId });
    return {
      plan: usage.plan === 'standard' ? 'standard' : 'free',
      status: row?.status ?? 'none',
      trialEnd: iso(row?.trialEnd ?? null),
      currentPeriodEnd: iso(row?.currentPeriodEnd ?? null),
      cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
      canceledAt: iso(row?.canceledAt ?? null),
      usage,
      standard: { monthlyPriceCents: STANDARD_PLAN.monthlyPriceCents, trialDays: STANDARD_PLAN.trialDays },
      trialAvailable: trialDaysFor(row) > 0,
    };
  }

  private requireProvider(): PaymentProvider {
    if (!this.deps.provider) throw new AppError('billing.providerUnavailable');
    return this.deps.provider;
  }

  /** Upgrade: the provider's checkout in subscription mode, at the plan table's price. */
  async startCheckout(user: { id: string; email: string }): Promise<{ url: string }> {
    const { db, env, log } = this.deps;
    const row = await subscriptionOf(db, user.id);
    if (row && isLiveStatus(row.status)) throw new AppError('billing.alreadySubscribed');
    const provider = this.requireProvider();
    const sameProvider = row?.provider === provider.name;
    let session: { providerSessionId: string; url: string };
    try {
      session = await provider.createSubscriptionCheckout({
        user,
        customerId: sameProvider ? (row?.customerId ?? null) : null,
        plan: 'standard',
        amountCents: STANDARD_PLAN.monthlyPriceCents,
        currency: PLAN_CURRENCY,
        trialDays: trialDaysFor(row),
        successUrl: `${env.PUBLIC_URL}${SUBSCRIPTION_SUCCESS_PATH}`,
        cancelUrl: `${env.PUBLIC_URL}${SUBSCRIPTION_CANCEL_PATH}`,
      });
    } catch (error) {
      log.error({ err: error, userId: user.id }, 'payment provider did not open the subscription checkout');
      throw new AppError('billing.upgradeFailed');
    }
    const recorded = await recordCheckoutSession(db, {
      userId: user.id,
      provider: provider.name,
      checkoutSessionId: session.providerSessionId,
      customerId: null,
    });
    if (!recorded) throw new AppError('billing.alreadySubscribed');
    log.info({ userId: user.id, session: session.providerSessionId }, 'subscription checkout opened');
    return { url: session.url };
  }

  /** Cancel at period end (or resume): asked of the provider, whose webhook then changes the state. */
  async setCancelAtPeriodEnd(userId: string, cancel: boolean): Promise<SubscriptionView> {
    const row = await subscriptionOf(this.deps.db, userId);
    if (!row?.subscriptionId || !isLiveStatus(row.status)) throw new AppError('billing.notSubscribed');
    if (!cancel && !row.cancelAtPeriodEnd) throw new AppError('billing.notCanceling');
    // Asked twice (two tabs): already so, nothing to ask the provider.
    if (row.cancelAtPeriodEnd !== cancel) {
      const failed = cancel ? 'billing.cancelFailed' : 'billing.resumeFailed';
      const provider = this.deps.provider;
      if (!provider || provider.name !== row.provider) throw new AppError(failed);
      try {
        await provider.setCancelAtPeriodEnd(row.subscriptionId, cancel);
      } catch (error) {
        this.deps.log.error(
          { err: error, userId, cancel },
          'payment provider did not change the subscription',
        );
        throw new AppError(failed);
      }
      this.deps.log.info({ userId, subscriptionId: row.subscriptionId, cancel }, 'subscription cancel asked');
    }
    return this.view(userId);
  }

  /** The user's own open (or completed) local test session; anyone else's reads like none. */
  private async localSession(userId: string, sessionId: string) {
    const local = this.deps.provider;
    const row = await subscriptionOf(this.deps.db, userId);
    if (
      !(local instanceof LocalPaymentProvider) ||
      row?.provider !== local.name ||
      row.checkoutSessionId !== sessionId
    )
      throw new AppError('billing.checkoutNotFound');
    return { local, row };
  }

  async readLocalSession(userId: string, sessionId: string): Promise<LocalSubscriptionSession> {
    const { row } = await this.localSession(userId, sessionId);
    const completed = row.subscriptionId !== null && row.status !== 'incomplete' && row.status !== 'canceled';
    return {
      sessionId,
      plan: 'standard',
      monthlyPriceCents: STANDARD_PLAN.monthlyPriceCents,
      trialDays: trialDaysFor(row),
      status: completed ? 'completed' : 'open',
    };
  }

  /**
   * 'Start trial': the local provider sends the signed events Stripe sends for a completed
   * checkout in subscription mode, by HTTP to this app's webhook, which stores the subscription.
   */
  async startLocal(user: { id: string }, sessionId: string): Promise<{ redirectTo: string }> {
    const { local, row } = await this.localSession(user.id, sessionId);
    if (isLiveStatus(row.status)) throw new AppError('billing.alreadySubscribed');
    const events = localSubscriptionStartEvents({
      providerSessionId: sessionId,
      userId: user.id,
      customerId: row.customerId ?? localCustomerId(),
      trialDays: trialDaysFor(row),
      periodMs: SUBSCRIPTION_PERIOD_MS,
    });
    try {
      for (const event of events) await local.deliver(event);
    } catch (error) {
      this.deps.log.error({ err: error, userId: user.id }, 'local subscription webhook was not delivered');
      throw new AppError('billing.startFailed');
    }
    return { redirectTo: SUBSCRIPTION_SUCCESS_PATH };
  }

  /** 'Cancel' on the test page: the session closes and the browser goes back to /pricing. */
  async cancelLocal(userId: string, sessionId: string): Promise<{ redirectTo: string }> {
    await this.localSession(userId, sessionId);
    if (!(await closeCheckoutSession(this.deps.db, userId, sessionId)))
      throw new AppError('billing.checkoutNotFound');
    return { redirectTo: SUBSCRIPTION_CANCEL_PATH };
  }
}
