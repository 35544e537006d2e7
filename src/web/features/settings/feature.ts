import { defineFeature } from '@web/lib/define-feature';
import { lazyScreens } from '@web/lib/lazy-screen';

// The catalogue namespaces its screens read arrive with them.
const screen = lazyScreens([
  'settings',
  'settings-notifications',
  'settings-profile',
  'settings-ai-key',
  'creator-profile',
  'billing',
  'marketplace-publish',
  'marketplace-settings',
  'errors',
]);

export const feature = defineFeature({
  screens: [
    {
      path: '/settings',
      layout: 'app',
      component: screen(() =>
        import('./components/settings-page').then((m) => ({ default: m.SettingsPage })),
      ),
    },
  ],
});
