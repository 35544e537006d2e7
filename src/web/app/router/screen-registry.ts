import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * Built screens by route-map path. A later issue adds its screen here and flips `built` in
 * src/shared/route-map.ts; the router, the sidebar and the server's 404s all follow.
 * Screens load lazily so each feature is its own chunk.
 */
export type ScreenRegistry = Readonly<Record<string, LazyExoticComponent<ComponentType>>>;

export const SCREENS: ScreenRegistry = {
  '/error-test': lazy(() =>
    import('@web/features/error-test/components/error-test-page').then((m) => ({ default: m.ErrorTestPage })),
  ),
};
