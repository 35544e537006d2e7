import { defineServerModule } from '../module';
import { creatorAnalyticsRoutes } from './analytics.routes';
import { creatorProfileRoutes } from './creator-profile.routes';
import { marketplaceSettingsRoutes } from './marketplace-settings.routes';
import { payoutMailHandlers } from './payout-mail.job';
import { payoutJobHandlers } from './payout-run.job';

/**
 * Creators (platform.md §2 Creator profile, Creator onboarding and analytics, Settings:
 * Marketplace and Creator Profile; issue 21): becoming a creator, the creator profile, marketplace
 * settings, analytics and payouts.
 */
export const creatorsModule = defineServerModule({
  name: 'creators',
  async routes(app, context) {
    await app.register(creatorProfileRoutes, context);
    await app.register(marketplaceSettingsRoutes, context);
    await app.register(creatorAnalyticsRoutes, context);
  },
  jobs: (context) => ({
    // The local provider's payouts and the creator's mail when a payout is paid.
    ...payoutJobHandlers({ db: context.database.db, provider: context.payments, log: context.log }),
    ...payoutMailHandlers({
      db: context.database.db,
      mailer: context.mailer,
      log: context.log,
      publicUrl: context.env.PUBLIC_URL,
    }),
  }),
});
