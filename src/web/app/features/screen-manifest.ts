import type { ScreenManifest } from '@shared/screen-manifest';
import { SCREENS, type ScreenCatalog } from './feature-catalog';

/** What the server needs to know of the declared screens; the web build writes it as screens.json. */
export function screenManifest(screens: ScreenCatalog = SCREENS): ScreenManifest {
  return {
    screens: Object.entries(screens).map(([path, { meta }]) => (meta ? { path, meta } : { path })),
  };
}
