import { NAV_ITEMS, SCREENS, type ScreenCatalog } from '@web/app/features/feature-catalog';
import type { NavEntry } from '@web/lib/define-feature';

/**
 * The sidebar's links (declared by the features, app/features/feature-catalog.ts), keeping only
 * those whose screen is built: a feature may link to another's screen, and the sidebar never
 * leads to a 404. Admin-only links (Admin Panel) only for a user the server calls an admin.
 */
export function visibleNavItems(
  items: readonly NavEntry[] = NAV_ITEMS,
  screens: ScreenCatalog = SCREENS,
  { isAdmin = false }: { isAdmin?: boolean } = {},
): readonly NavEntry[] {
  return items.filter((item) => Object.hasOwn(screens, item.path) && (!item.adminOnly || isAdmin));
}
