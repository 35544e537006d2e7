import { defineFeature } from '@web/lib/define-feature';
import { lazyScreens } from '@web/lib/lazy-screen';
import { LayoutGrid } from 'lucide-react';

// The catalogue namespaces its screens read arrive with them.
// 'marketplace-purchase': the gallery's Purchased chip and list come from the marketplace.
const screen = lazyScreens(['recipes', 'recipe-presenter', 'recipe-card', 'marketplace-purchase', 'errors']);

export const feature = defineFeature({
  screens: [
    {
      path: '/recipes',
      layout: 'app',
      component: screen(() =>
        import('./components/gallery/gallery-page').then((m) => ({ default: m.GalleryPage })),
      ),
    },
    {
      path: '/recipes/:id',
      layout: 'app',
      component: screen(() =>
        import('./components/detail/recipe-detail-page').then((m) => ({ default: m.RecipeDetailPage })),
      ),
    },
    {
      path: '/recipes/edit/:recipeId',
      layout: 'app',
      component: screen(() =>
        import('./components/edit/recipe-edit-page').then((m) => ({ default: m.RecipeEditPage })),
      ),
    },
    {
      path: '/recipe-manager',
      layout: 'app',
      component: screen(() =>
        import('./components/manager/recipe-manager-page').then((m) => ({ default: m.RecipeManagerPage })),
      ),
    },
  ],
  nav: [{ path: '/recipes', labelKey: 'nav.gallery', icon: LayoutGrid, order: 1 }],
});
