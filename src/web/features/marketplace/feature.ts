import { defineFeature } from '@web/lib/define-feature';
import { lazyScreens } from '@web/lib/lazy-screen';
import { Store } from 'lucide-react';

// The catalogue namespaces its screens read arrive with them.
const screen = lazyScreens([
  'marketplace',
  'marketplace-detail',
  'marketplace-publish',
  'marketplace-community',
  'marketplace-purchase',
  'marketplace-trial',
  'creator-onboarding',
  'creator-profile',
  'recipes',
  'recipe-presenter',
  'recipe-card',
  'errors',
]);

/**
 * The marketplace (platform.md §2): browse, recipe detail, creator pages, publishing and
 * purchases. Each screen arrives with the part of the marketplace that builds it.
 */
export const feature = defineFeature({
  screens: [
    {
      // The sidebar layout for everyone: signed-in users keep their sidebar (its Marketplace
      // link comes here), and visitors get its 'Sign In / Sign Up' block.
      path: '/marketplace',
      layout: 'app',
      component: screen(() =>
        import('./components/browse/marketplace-page').then((m) => ({ default: m.MarketplacePage })),
      ),
    },
    {
      path: '/marketplace/creator/:creatorId',
      layout: 'app',
      component: screen(() =>
        import('./components/creator/creator-page').then((m) => ({ default: m.CreatorPage })),
      ),
    },
    {
      path: '/marketplace/recipe/:recipeId',
      layout: 'app',
      component: screen(() =>
        import('./components/detail/listing-detail-page').then((m) => ({ default: m.ListingDetailPage })),
      ),
    },
    {
      path: '/marketplace/publish',
      layout: 'app',
      component: screen(() =>
        import('./components/publish/publish-page').then((m) => ({ default: m.PublishPage })),
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
        import('./components/purchase/purchase-success-page').then((m) => ({
          default: m.PurchaseSuccessPage,
        })),
      ),
    },
    {
      path: '/creator/onboarding',
      layout: 'app',
      component: screen(() =>
        import('./components/onboarding/onboarding-page').then((m) => ({ default: m.OnboardingPage })),
      ),
    },
    {
      path: '/creator/onboarding/success',
      layout: 'app',
      component: screen(() =>
        import('./components/onboarding/onboarding-success-page').then((m) => ({
          default: m.OnboardingSuccessPage,
        })),
      ),
    },
    {
      path: '/creator/onboarding/test/:accountId',
      layout: 'app',
      component: screen(() =>
        import('./components/onboarding/test-onboarding-page').then((m) => ({
          default: m.TestOnboardingPage,
        })),
      ),
    },
  ],
  nav: [{ path: '/marketplace', labelKey: 'nav.marketplace', icon: Store, order: 2 }],
});
