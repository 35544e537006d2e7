import { defineFeature } from '@web/lib/define-feature';
import { lazyScreens } from '@web/lib/lazy-screen';

// The catalogue namespaces its screen reads arrive with it.
const screen = lazyScreens(['marketplace-settings', 'errors']);

/**
 * Marketplace settings (platform.md §2, §3; issue 21 item 5): /marketplace/settings. The same
 * panel is the settings page's Marketplace section (marketplace-settings-panel.ts is the surface
 * the settings feature imports).
 */
export const feature = defineFeature({
  screens: [
    {
      path: '/marketplace/settings',
      layout: 'app',
      component: screen(() =>
        import('./components/marketplace-settings-page').then((m) => ({
          default: m.MarketplaceSettingsPage,
        })),
      ),
    },
  ],
});
