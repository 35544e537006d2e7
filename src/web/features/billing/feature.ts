import { defineFeature } from '@web/lib/define-feature';
import { lazyScreens } from '@web/lib/lazy-screen';

// The catalogue namespaces its screens read arrive with them.
const screen = lazyScreens(['billing', 'errors']);

/**
 * Billing (issue 21 §7): the local test provider's subscription checkout. The plans are shown by
 * /pricing (marketing) and the subscription by the settings' Subscription section.
 */
export const feature = defineFeature({
  screens: [
    {
      path: '/pricing/checkout/test/:sessionId',
      layout: 'app',
      component: screen(() =>
        import('./components/test-subscription-checkout-page').then((m) => ({
          default: m.TestSubscriptionCheckoutPage,
        })),
      ),
    },
  ],
});
