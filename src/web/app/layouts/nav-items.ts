import { NAV_ITEMS, SCREENS, type ScreenCatalog } from '@web/app/features/feature-catalog';
import type { NavEntry } from '@web/lib/define-feature';

/**
 * The sidebar's links (declared by the features, app/features/feature-catalog.ts), keeping only
 * those whose screen is built: a feature may link to another's screen, and the sidebar never
 * leads to a 404.
 */
export function visibleNavItems(
  items: readonly NavEntry[] = NAV_ITEMS,
  screens: ScreenCatalog = SCREENS,
): readonly NavEntry[] {
  return items.filter((item) => Object.hasOwn(screens, item.path));
}
