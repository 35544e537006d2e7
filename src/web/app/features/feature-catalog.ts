import type { NavEntry, ScreenDeclaration } from '@web/lib/define-feature';
import { DISCOVERED_FEATURES, type DiscoveredFeature } from './discovered-features';

/** The declared screens by route-map path: what is built. */
export type ScreenCatalog = Readonly<Record<string, ScreenDeclaration>>;

/** All features' screens by path; two features declaring one path is a mistake, caught here. */
export function catalogScreens(features: readonly DiscoveredFeature[]): ScreenCatalog {
  const screens: Record<string, ScreenDeclaration> = {};
  const owner = new Map<string, string>();
  for (const { name, declaration } of features) {
    for (const screen of declaration.screens ?? []) {
      const other = owner.get(screen.path);
      if (other) throw new Error(`Features ${other} and ${name} both declare the screen ${screen.path}`);
      owner.set(screen.path, name);
      screens[screen.path] = screen;
    }
  }
  return screens;
}

/** All features' sidebar links, in the sidebar's order. */
export function catalogNav(features: readonly DiscoveredFeature[]): readonly NavEntry[] {
  return features.flatMap((f) => f.declaration.nav ?? []).sort((a, b) => a.order - b.order);
}

export const SCREENS: ScreenCatalog = catalogScreens(DISCOVERED_FEATURES);
export const NAV_ITEMS: readonly NavEntry[] = catalogNav(DISCOVERED_FEATURES);
