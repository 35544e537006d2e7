import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

const gallery = lazy(() =>
  import('./components/gallery/gallery-page').then((m) => ({ default: m.GalleryPage })),
);
const detail = lazy(() =>
  import('./components/detail/recipe-detail-page').then((m) => ({ default: m.RecipeDetailPage })),
);
const edit = lazy(() =>
  import('./components/edit/recipe-edit-page').then((m) => ({ default: m.RecipeEditPage })),
);
const manager = lazy(() =>
  import('./components/manager/recipe-manager-page').then((m) => ({ default: m.RecipeManagerPage })),
);

/** The recipe screens by route-map path (gallery, detail, edit, Recipe Manager). */
export const RECIPE_SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  '/recipes': gallery,
  '/recipes/:id': detail,
  '/recipes/edit/:recipeId': edit,
  '/recipe-manager': manager,
};
