import { ROUTE_MAP, type RouteEntry } from '@shared/route-map';
import type { Translation } from '@web/locales/en';
import { BookOpen, LayoutGrid, type LucideIcon, MessageSquare, Store } from 'lucide-react';

export interface NavItem {
  path: string;
  labelKey: `nav.${keyof Translation['nav']}`;
  icon: LucideIcon;
}

/** The sidebar's links (platform.md §2 "Sidebar layout"), in display order. */
export const NAV_ITEMS: readonly NavItem[] = [
  // New Recipe (/chat/new) is the chat feature's button at the top of the sidebar; the chat list's
  // View All leads to /chat-history.
  { path: '/recipes', labelKey: 'nav.gallery', icon: LayoutGrid },
  { path: '/marketplace', labelKey: 'nav.marketplace', icon: Store },
  { path: '/documentation', labelKey: 'nav.documentation', icon: BookOpen },
  { path: '/messages', labelKey: 'nav.messages', icon: MessageSquare },
];

/** Only links whose screen is built: the sidebar never leads to a 404. */
export function visibleNavItems(
  items: readonly NavItem[] = NAV_ITEMS,
  routeMap: readonly RouteEntry[] = ROUTE_MAP,
) {
  const built = new Set(routeMap.filter((r) => r.built).map((r) => r.path));
  return items.filter((item) => built.has(item.path));
}
