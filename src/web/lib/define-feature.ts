import type { PublicPagePath } from '@shared/page-meta';
import type { MessageKey } from '@web/lib/i18n';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * What a web feature brings to the app, declared once in `features/<name>/feature.ts` (found there
 * by app/features/discovered-features.ts): its screens, its sidebar links. The router, the sidebar
 * and the server's 404 statuses and page heads (through the build's screens.json) all follow, so a
 * new feature is a new folder, with no edit elsewhere.
 */
export interface FeatureDeclaration {
  screens?: readonly ScreenDeclaration[];
  nav?: readonly NavEntry[];
}

export interface ScreenDeclaration {
  /** A path of the route map (src/shared/route-map.ts), which gives its access level. */
  path: string;
  /**
   * 'site': the public site's header and footer; 'app': the sidebar layout; 'focus': the whole
   * width for the screen alone, no sidebar (the screen brings its own slim bar, as /aichat does).
   */
  layout: 'site' | 'app' | 'focus';
  /** Lazy, so each feature's screens are their own chunks. */
  component: LazyExoticComponent<ComponentType>;
  /**
   * The public page's title and description (src/shared/page-meta.ts) the server writes into the
   * page's HTML, for link previews and crawlers; such a page is also listed in sitemap.xml.
   */
  meta?: PublicPagePath;
}

export interface NavEntry {
  path: string;
  labelKey: Extract<MessageKey<'common'>, `nav.${string}`>;
  icon: LucideIcon;
  /**
   * Position in the sidebar (platform.md §2 "Sidebar layout"): Gallery 1, Marketplace 2,
   * Documentation 3, Messages 4, Admin Panel 5.
   */
  order: number;
  /**
   * Shown only when the server says the user is an admin (GET /api/me isAdmin, from ADMIN_EMAILS):
   * the sidebar's Admin Panel link. Hiding it is a courtesy; the server guards the screen's API.
   */
  adminOnly?: boolean;
  /**
   * Shown at the link's end, such as the Messages link's live unread count; lazy, so its code and
   * requests stay out of the start-up bundle. It renders nothing when there is nothing to show.
   */
  badge?: LazyExoticComponent<ComponentType>;
}

/** Types a feature's declaration (and checks it) without changing it. */
export function defineFeature(declaration: FeatureDeclaration): FeatureDeclaration {
  return declaration;
}
