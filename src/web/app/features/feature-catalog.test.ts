import { PUBLIC_PAGE_META } from '@shared/page-meta';
import { ROUTE_MAP } from '@shared/route-map';
import { screenManifestSchema } from '@shared/screen-manifest';
import { Home } from 'lucide-react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { DISCOVERED_FEATURES } from './discovered-features';
import { catalogNav, catalogScreens, NAV_ITEMS, SCREENS } from './feature-catalog';
import { screenManifest } from './screen-manifest';

const component = lazy(async () => ({ default: () => null }));

describe('feature discovery', () => {
  it('finds every folder under features/ that has a feature.ts', () => {
    const names = DISCOVERED_FEATURES.map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining(['auth', 'chat', 'error-test', 'marketing', 'recipes', 'settings']),
    );
  });

  it('collects their screens and sidebar links', () => {
    expect(SCREENS['/chat/:chatId']?.layout).toBe('app');
    expect(SCREENS['/share/:shareId']?.layout).toBe('site');
    expect(SCREENS['/pricing']).toMatchObject({ layout: 'site', meta: '/pricing' });
    expect(SCREENS['/marketplace']?.layout).toBe('app');
    // /admin is the admin-only Admin Panel link (shown only to admins, app/layouts/nav-items.ts).
    expect(NAV_ITEMS.map((i) => i.path)).toEqual(['/recipes', '/marketplace', '/documentation', '/messages', '/admin']);
  });
});

describe('the declared screens against the route map', () => {
  it('declares only screens the route map has (its access level comes from there)', () => {
    const routeMapPaths = new Set(ROUTE_MAP.map((r) => r.path));
    const stray = Object.keys(SCREENS).filter((path) => !routeMapPaths.has(path));
    expect(stray).toEqual([]);
  });

  it('declares each screen under its own path', () => {
    for (const [path, screen] of Object.entries(SCREENS)) expect(screen.path).toBe(path);
  });

  it('gives every page-meta entry to the public-site screen at that path, and no other', () => {
    const withMeta = Object.values(SCREENS).filter((s) => s.meta);
    expect(withMeta.map((s) => s.meta).sort()).toEqual(Object.keys(PUBLIC_PAGE_META).sort());
    for (const screen of withMeta) {
      expect(screen.meta).toBe(screen.path);
      expect(screen.layout, screen.path).toBe('site');
    }
  });

  it('links the sidebar only to declared screens', () => {
    for (const item of NAV_ITEMS) expect(SCREENS[item.path], item.path).toBeDefined();
  });
});

describe('catalogScreens and catalogNav', () => {
  it('refuses two features declaring the same path', () => {
    const a = { name: 'a', declaration: { screens: [{ path: '/x', layout: 'app' as const, component }] } };
    const b = { name: 'b', declaration: { screens: [{ path: '/x', layout: 'site' as const, component }] } };
    expect(() => catalogScreens([a, b])).toThrow('Features a and b both declare the screen /x');
  });

  it('orders the sidebar links by their declared position, whichever feature declares them', () => {
    const link = (path: string, order: number) => ({
      path,
      labelKey: 'nav.home' as const,
      icon: Home,
      order,
    });
    const features = [
      { name: 'late', declaration: { nav: [link('/c', 3)] } },
      { name: 'early', declaration: { nav: [link('/b', 2), link('/a', 1)] } },
    ];
    expect(catalogNav(features).map((i) => i.path)).toEqual(['/a', '/b', '/c']);
  });
});

describe('screenManifest', () => {
  it('tells the server every declared screen and its page meta, in the shape it reads', () => {
    const manifest = screenManifestSchema.parse(screenManifest());
    expect(manifest.screens.map((s) => s.path).sort()).toEqual(Object.keys(SCREENS).sort());
    expect(manifest.screens).toContainEqual({ path: '/pricing', meta: '/pricing' });
    expect(manifest.screens).toContainEqual({ path: '/recipes' });
  });
});
