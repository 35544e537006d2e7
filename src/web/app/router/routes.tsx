import { ROUTE_MAP, ROUTE_REDIRECTS, type RouteEntry, resolveRedirect } from '@shared/route-map';
import { RouteErrorBoundary } from '@web/app/errors/route-error-boundary';
import { AppRoot } from '@web/app/layouts/app-root';
import { ContentLoading } from '@web/app/layouts/content-loading';
import { NotFoundPage } from '@web/app/pages/not-found-page';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { RouteGuard } from './route-guard';
import { SCREENS, type ScreenCatalog } from '@web/app/features/feature-catalog';
import { PublicLayout } from '@web/features/marketing/components/public-layout';
import { currentLanguage, loadNamespace } from '@web/lib/i18n';

function screenRoute(entry: RouteEntry, screens: ScreenCatalog): RouteObject {
  const Screen = Object.hasOwn(screens, entry.path) ? screens[entry.path]?.component : undefined;
  if (!Screen) return { path: entry.path, element: <NotFoundPage /> };
  return {
    path: entry.path,
    element: (
      <RouteGuard access={entry.access}>
        <Screen />
      </RouteGuard>
    ),
  };
}

/** Old and alternative addresses: answered before rendering, keeping the query string. */
function redirectLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(`${resolveRedirect(url.pathname) ?? '/'}${url.search}`);
}

/**
 * The whole route map of platform.md §2, with the screens the features declare. Unbuilt screens
 * and unknown paths both render the app's 404 inside the sidebar layout; the pathless child
 * carries the route-level error boundary so a failing page keeps the layout around it.
 */
export function createRoutes(routeMap: readonly RouteEntry[] = ROUTE_MAP, screens: ScreenCatalog = SCREENS) {
  const layoutOf = (entry: RouteEntry) =>
    Object.hasOwn(screens, entry.path) ? screens[entry.path]?.layout : undefined;
  // Public-site screens (landing, pricing, docs…) get the site's header and footer instead.
  const isPublicSite = (entry: RouteEntry) => layoutOf(entry) === 'site';
  // Focused screens (/aichat) take the whole width: no sidebar, no chat list.
  const isFocused = (entry: RouteEntry) => layoutOf(entry) === 'focus';
  const layouts: RouteObject[] = [
    {
      element: <PublicLayout />,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: routeMap.filter(isPublicSite).map((e) => screenRoute(e, screens)),
        },
      ],
    },
    {
      // Loaded on demand too; the screens inside bring their own catalogue namespaces.
      lazy: () => import('@web/app/layouts/focus-layout').then((m) => ({ Component: m.FocusLayout })),
      hydrateFallbackElement: <ContentLoading />,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: routeMap.filter(isFocused).map((e) => screenRoute(e, screens)),
        },
      ],
    },
    {
      // Loaded on demand: public pages never need the app's sidebar, menus and chat list.
      // The sidebar lists the user's chats: the chat namespace arrives with it.
      lazy: () =>
        Promise.all([
          import('@web/app/layouts/sidebar-layout'),
          loadNamespace(currentLanguage(), 'chat'),
        ]).then(([m]) => ({ Component: m.SidebarLayout })),
      hydrateFallbackElement: <ContentLoading />,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            ...routeMap.filter((entry) => !isPublicSite(entry) && !isFocused(entry)).map((entry) => screenRoute(entry, screens)),
            ...ROUTE_REDIRECTS.map(({ from }) => ({ path: from, loader: redirectLoader })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
  return [{ element: <AppRoot />, errorElement: <RouteErrorBoundary />, children: layouts }];
}
