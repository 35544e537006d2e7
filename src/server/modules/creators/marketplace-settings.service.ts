import type {
  MarketplaceSettings,
  UpdateMarketplaceNotifications,
  UpdateMarketplacePrivacy,
  UpdatePayoutPreferences,
} from '@shared/contracts/marketplace-settings';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { PaymentProvider } from '../../payments/payment-provider';
import {
  acceptTerms,
  loadMarketplaceSettings,
  mergeNotifications,
  mergePrivacy,
  readCreatorStanding,
  savePayoutPreferences,
} from './marketplace-settings.queries';

interface Deps {
  db: Db;
  log: FastifyBaseLogger;
  provider: PaymentProvider | null;
}

/**
 * Marketplace settings (platform.md §3): the stored preferences, and the onboarding checklist and
 * creator stats computed from the database each time they are read, so they never disagree with
 * the profile, the payment account, the listings or the sales they describe.
 */
export class MarketplaceSettingsService {
  constructor(private readonly deps: Deps) {}

  async view(userId: string): Promise<MarketplaceSettings> {
    const { db } = this.deps;
    const [stored, standing] = await Promise.all([
      loadMarketplaceSettings(db, userId),
      readCreatorStanding(db, userId),
    ]);
    return {
      payoutPreferences: stored.payout,
      notifications: stored.notifications,
      privacy: stored.privacy,
      onboarding: {
        profileCompleted: standing.profileCompleted,
        stripeConnected: standing.account?.chargesEnabled ?? false,
        payoutMethodSetup: standing.account?.payoutsEnabled ?? false,
        termsAccepted: stored.termsAcceptedAt !== null,
        firstRecipePublished: standing.publishedRecipes > 0,
      },
      termsAcceptedAt: stored.termsAcceptedAt?.toISOString() ?? null,
      stats: {
        publishedRecipes: standing.publishedRecipes,
        totalSales: standing.totalSales,
        totalEarnings: standing.totalEarningsCents,
      },
      isCreator: standing.isCreator,
    };
  }

  /**
   * A creator with a payment account gets the new schedule at the provider first: if it refuses,
   * nothing is saved, so what the screen shows is what the provider does.
   */
  async updatePayout(userId: string, payout: UpdatePayoutPreferences): Promise<MarketplaceSettings> {
    const { db, log, provider } = this.deps;
    const { account } = await readCreatorStanding(db, userId);
    if (account) {
      if (!provider || provider.name !== account.provider) {
        // Its provider is not the configured one (a key added or removed since): no schedule to
        // send there now; ours is kept and read by the payout job.
        log.warn(
          { userId, accountProvider: account.provider, configured: provider?.name ?? null },
          'payout schedule not sent: the payment account belongs to another provider',
        );
      } else {
        try {
          await provider.updatePayoutSchedule(account.accountId, payout.frequency);
          log.info(
            { userId, accountId: account.accountId, frequency: payout.frequency },
            'payout schedule updated at the payment provider',
          );
        } catch (error) {
          log.error({ err: error, userId, accountId: account.accountId }, 'Failed to update payout settings');
          throw new AppError('marketplace.settings.payoutUpdateFailed', undefined, {
            cause: error,
            status: 502,
          });
        }
      }
    }
    await savePayoutPreferences(db, userId, payout);
    return this.view(userId);
  }

  async updateNotifications(
    userId: string,
    change: UpdateMarketplaceNotifications,
  ): Promise<MarketplaceSettings> {
    await mergeNotifications(this.deps.db, userId, change);
    return this.view(userId);
  }

  async updatePrivacy(userId: string, change: UpdateMarketplacePrivacy): Promise<MarketplaceSettings> {
    await mergePrivacy(this.deps.db, userId, change);
    return this.view(userId);
  }

  async acceptTerms(userId: string): Promise<MarketplaceSettings> {
    await acceptTerms(this.deps.db, userId);
    this.deps.log.info({ userId }, 'creator terms accepted');
    return this.view(userId);
  }
}
