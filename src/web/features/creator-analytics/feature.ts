import { defineFeature } from '@web/lib/define-feature';
import { lazyScreens } from '@web/lib/lazy-screen';

// The catalogue namespaces its screen reads arrive with it.
const screen = lazyScreens(['creator-analytics', 'errors']);

/**
 * Creator analytics (platform.md §2 Creator onboarding and analytics; issue 21 §6): a verified
 * page in the sidebar layout; /creator/onboarding/success leads here.
 */
export const feature = defineFeature({
  screens: [
    {
      path: '/creator/analytics',
      layout: 'app',
      component: screen(() =>
        import('./components/analytics-page').then((m) => ({ default: m.AnalyticsPage })),
      ),
    },
  ],
});
