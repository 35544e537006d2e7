import { defineServerModule } from '../module';
import { subscriptionRenewalHandlers } from './subscription-renewal-job';
import { subscriptionRoutes } from './subscription.routes';

/** Plans and the Standard subscription (platform.md §2 Settings: Subscription, §4, §9; issue 21 §7). */
export const billingModule = defineServerModule({
  name: 'billing',
  async routes(app, context) {
    await app.register(subscriptionRoutes, context);
  },
  // The local test provider's renewals at each period's end (Stripe renews by itself).
  jobs: (context) => ({
    ...subscriptionRenewalHandlers({ db: context.database.db, provider: context.payments, log: context.log }),
  }),
});
