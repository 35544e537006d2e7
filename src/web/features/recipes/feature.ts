import { defineFeature } from '@web/lib/define-feature';
import { LayoutGrid } from 'lucide-react';
import { lazy } from 'react';

export const feature = defineFeature({
  screens: [
    {
      path: '/recipes',
      layout: 'app',
      component: lazy(() =>
        import('./components/gallery/gallery-page').then((m) => ({ default: m.GalleryPage })),
      ),
    },
    {
      path: '/recipes/:id',
      layout: 'app',
      component: lazy(() =>
        import('./components/detail/recipe-detail-page').then((m) => ({ default: m.RecipeDetailPage })),
      ),
    },
    {
      path: '/recipes/edit/:recipeId',
      layout: 'app',
      component: lazy(() =>
        import('./components/edit/recipe-edit-page').then((m) => ({ default: m.RecipeEditPage })),
      ),
    },
    {
      path: '/recipe-manager',
      layout: 'app',
      component: lazy(() =>
        import('./components/manager/recipe-manager-page').then((m) => ({ default: m.RecipeManagerPage })),
      ),
    },
  ],
  nav: [{ path: '/recipes', labelKey: 'nav.gallery', icon: LayoutGrid, order: 1 }],
});
