import type { ComponentType, LazyExoticComponent } from 'react';

/** The recipe screens by route-map path (gallery, detail, edit, Recipe Manager). */
export const RECIPE_SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {};
