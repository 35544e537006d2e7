import { defineFeature } from '@web/lib/define-feature';
import { lazyScreens } from '@web/lib/lazy-screen';

// The catalogue namespaces its screens read arrive with them.
const screen = lazyScreens([
  'marketplace',
  'marketplace-detail',
  'marketplace-publish',
  'marketplace-community',
  'marketplace-purchase',
  'marketplace-trial',
  'recipes',
  'recipe-presenter',
  'errors',
]);

/**
 * The marketplace (platform.md §2): browse, recipe detail, creator pages, publishing and
 * purchases. Each screen arrives with the part of the marketplace that builds it.
 */
export const feature = defineFeature({
  screens: [
    {
      path: '/marketplace/recipe/:recipeId',
      layout: 'app',
      component: screen(() =>
        import('./components/detail/listing-detail-page').then((m) => ({ default: m.ListingDetailPage })),
      ),
    },
    {
      path: '/marketplace/checkout/test/:checkoutId',
      layout: 'app',
      component: screen(() =>
        import('./components/purchase/test-checkout-page').then((m) => ({ default: m.TestCheckoutPage })),
      ),
    },
    {
      path: '/marketplace/purchase/success',
      layout: 'app',
      component: screen(() =>
        import('./components/purchase/purchase-success-page').then((m) => ({ default: m.PurchaseSuccessPage })),
      ),
    },
  ],
});
