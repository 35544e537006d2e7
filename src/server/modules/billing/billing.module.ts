import { defineServerModule } from '../module';
import { subscriptionRoutes } from './subscription.routes';

/** Plans and the Standard subscription (platform.md §2 Settings: Subscription, §4, §9; issue 21 §7). */
export const billingModule = defineServerModule({
  name: 'billing',
  async routes(app, context) {
    await app.register(subscriptionRoutes, context);
  },
});
