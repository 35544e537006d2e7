import { defineFeature } from '@web/lib/define-feature';
import { lazyScreens } from '@web/lib/lazy-screen';

/**
 * The test pages of platform.md §2 (demo and test pages, and the auth test pages): each is its own
 * chunk, so nothing of them (Tiptap least of all) weighs on another page. They carry `noindex`
 * (the server, NOINDEX_PATHS) and stay out of the sitemap.
 */
const screen = lazyScreens(['test-pages']);
/** The rating and comment pages show the marketplace's own widgets, worded from its namespaces. */
const communityScreen = lazyScreens(['test-pages', 'marketplace-community', 'marketplace-detail']);
const presenterScreen = lazyScreens(['test-pages', 'recipe-presenter']);
const authScreen = lazyScreens(['test-pages', 'errors']);

export const feature = defineFeature({
  screens: [
    {
      path: '/tiptap-demo',
      layout: 'app',
      component: screen(() =>
        import('./components/tiptap-demo-page').then((m) => ({ default: m.TiptapDemoPage })),
      ),
    },
    {
      path: '/recipe-test',
      layout: 'app',
      component: presenterScreen(() =>
        import('./components/recipe-test-page').then((m) => ({ default: m.RecipeTestPage })),
      ),
    },
    {
      path: '/rating-test',
      layout: 'app',
      component: communityScreen(() =>
        import('./components/rating-test-page').then((m) => ({ default: m.RatingTestPage })),
      ),
    },
    {
      path: '/comments-test',
      layout: 'app',
      component: communityScreen(() =>
        import('./components/comments-test-page').then((m) => ({ default: m.CommentsTestPage })),
      ),
    },
    {
      path: '/icon-test',
      layout: 'app',
      component: screen(() =>
        import('./components/icon-test-page').then((m) => ({ default: m.IconTestPage })),
      ),
    },
    {
      path: '/auth-test',
      layout: 'app',
      component: authScreen(() =>
        import('./components/auth-test-page').then((m) => ({ default: m.AuthTestPage })),
      ),
    },
    {
      path: '/google-auth-test',
      layout: 'app',
      component: authScreen(() =>
        import('./components/google-auth-test-page').then((m) => ({ default: m.GoogleAuthTestPage })),
      ),
    },
    {
      path: '/auth-debug',
      layout: 'app',
      component: authScreen(() =>
        import('./components/auth-debug-page').then((m) => ({ default: m.AuthDebugPage })),
      ),
    },
  ],
});
