import { defineFeature } from '@web/lib/define-feature';
import { lazyScreens } from '@web/lib/lazy-screen';

// Each page is its own chunk, loaded with the catalogue namespaces it reads (the presenter's and
// the recipe card's too), so no other page carries their weight. 'errors' words a refused save of
// the presenter's remembered view, which its toolbar offers.
const screen = lazyScreens(['demos', 'recipe-presenter', 'errors']);
const withCard = lazyScreens(['demos', 'recipe-presenter', 'recipe-card', 'errors']);

/**
 * The demo pages of platform.md §2 (issue 24): the recipe presenter, novel, enhanced and terminal
 * demos and the tooltip test. Their route-map access is 'demo' (open to anyone) and they carry
 * noindex (NOINDEX_PATHS).
 */
export const feature = defineFeature({
  screens: [
    {
      path: '/recipe-presenter-demo',
      layout: 'app',
      component: withCard(() =>
        import('./components/recipe-presenter-demo-page').then((m) => ({
          default: m.RecipePresenterDemoPage,
        })),
      ),
    },
    {
      path: '/novel-recipe-demo',
      layout: 'app',
      component: screen(() =>
        import('./components/novel-recipe-demo-page').then((m) => ({ default: m.NovelRecipeDemoPage })),
      ),
    },
    {
      path: '/enhanced-recipe-demo',
      layout: 'app',
      component: screen(() =>
        import('./components/enhanced-recipe-demo-page').then((m) => ({ default: m.EnhancedRecipeDemoPage })),
      ),
    },
    {
      path: '/terminal-design',
      layout: 'app',
      component: screen(() =>
        import('./components/terminal-design-page').then((m) => ({ default: m.TerminalDesignPage })),
      ),
    },
    {
      path: '/tooltip-test',
      layout: 'app',
      component: lazyScreens(['demos'])(() =>
        import('./components/tooltip-test-page').then((m) => ({ default: m.TooltipTestPage })),
      ),
    },
  ],
});
