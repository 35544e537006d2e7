import { Spinner } from '@web/components/ui/spinner';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useCopy } from '../hooks/use-copy';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { PublicOfflineNotice } from './public-offline-notice';

/**
 * The frame of the public site: sticky header, the page, footer. The document scrolls (not an
 * inner box) so anchors, the browser's find and scroll restoration behave like a website.
 */
export function PublicLayout() {
  const { c } = useCopy();
  const { pathname, hash } = useLocation();

  // A new page starts at the top, or at its #anchor once the lazy screen has rendered it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    let tries = 0;
    const id = window.setInterval(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target || ++tries > 40) {
        window.clearInterval(id);
        target?.scrollIntoView();
      }
    }, 25);
    return () => window.clearInterval(id);
  }, [pathname, hash]);

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-surface px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {c.nav.skipToContent}
      </a>
      <PublicHeader />
      <PublicOfflineNotice />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Suspense
          fallback={
            // A full screen of room while a page loads: the footer starts below the fold, so the page
            // arriving does not push it down (a layout shift Lighthouse counts against the page).
            <div
              role="status"
              className="flex min-h-dvh items-center justify-center gap-2 text-sm text-muted-foreground"
            >
              <Spinner className="size-4" />
              {c.nav.loading}
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
