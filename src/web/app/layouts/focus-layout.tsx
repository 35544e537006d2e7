import { routeRetryStore } from '@web/app/errors/retry-budget';
import { useT } from '@web/lib/i18n';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ContentLoading } from './content-loading';

/**
 * The frame of a focused screen (a screen declared with layout 'focus', such as /aichat): the
 * whole width for the screen, with no sidebar and no chat list. The screen brings its own slim
 * bar (with its way back), so this frame only gives it what the sidebar layout gives every
 * screen: the skip link, the main landmark, the loading state.
 */
export function FocusLayout() {
  const t = useT();
  const location = useLocation();
  const locationKey = `${location.pathname}${location.search}`;

  // Leaving a page forgets its Try Again attempts (as in the sidebar layout).
  useEffect(() => {
    routeRetryStore.keepOnly(locationKey);
  }, [locationKey]);

  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-background text-foreground" data-layout="focus">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-surface px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('app.skipToContent')}
      </a>
      <main id="main-content" tabIndex={-1} className="flex min-h-0 flex-1 flex-col outline-none">
        <Suspense fallback={<ContentLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
