import { LAYOUT } from '@shared/constants';
import { routeRetryStore } from '@web/app/errors/retry-budget';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type CSSProperties, Suspense, useEffect } from 'react';
import { useT } from '@web/lib/i18n';
import { ContentLoading } from './content-loading';
import { Outlet, useLocation } from 'react-router';
import { RecipeLiveUpdates } from './recipe-live-updates';
import { SidebarContent } from './sidebar-content';
import { TopBar } from './top-bar';
import { useSidebarState } from './use-sidebar-state';

// Widths come from the shared constants; CSS picks 260 px on medium screens, 280 px from lg up.
const widthVars = {
  '--sidebar-w': `${LAYOUT.sidebarWidthPx}px`,
  '--sidebar-w-md': `${LAYOUT.sidebarWidthMediumPx}px`,
} as CSSProperties;

/**
 * The frame around the app's pages (platform.md §2 "Sidebar layout"): a pushing sidebar from
 * 768 px up, a modal drawer with a dimmed backdrop below it (Radix Dialog: focus trap, Escape and
 * backdrop click close it).
 */
export function SidebarLayout() {
  const t = useT();
  const { isDesktop, open, toggle, close, setOpen } = useSidebarState();
  const location = useLocation();
  const locationKey = `${location.pathname}${location.search}`;

  // Leaving a page forgets its Try Again attempts.
  useEffect(() => {
    routeRetryStore.keepOnly(locationKey);
  }, [locationKey]);

  return (
    <div className="flex h-dvh overflow-hidden bg-background text-foreground" style={widthVars}>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-surface px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('app.skipToContent')}
      </a>

      {isDesktop ? (
        <aside
          id="app-sidebar"
          aria-label={t('nav.sidebar')}
          inert={!open}
          data-state={open ? 'open' : 'closed'}
          className={cn(
            'h-full w-(--sidebar-w-md) shrink-0 overflow-y-auto border-r border-border bg-surface transition-[margin] duration-200 ease-out lg:w-(--sidebar-w)',
            !open && '-ml-(--sidebar-w-md) lg:-ml-(--sidebar-w)',
          )}
        >
          <SidebarContent />
        </aside>
      ) : (
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Portal>
            <Dialog.Overlay
              data-testid="sidebar-overlay"
              className="fixed inset-0 z-40 bg-overlay data-[state=open]:animate-[fade-in_150ms_ease-out]"
            />
            <Dialog.Content
              id="app-sidebar"
              aria-describedby={undefined}
              style={widthVars}
              className="fixed inset-y-0 left-0 z-50 w-(--sidebar-w) max-w-[85vw] border-r border-border bg-surface shadow-xl outline-none data-[state=open]:animate-[slide-in-left_200ms_ease-out]"
            >
              <Dialog.Title className="sr-only">{t('nav.sidebar')}</Dialog.Title>
              <SidebarContent
                onNavigate={close}
                closeButton={
                  <Dialog.Close asChild>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('nav.closeSidebar')}
                      title={t('nav.closeSidebar')}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </Dialog.Close>
                }
              />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      )}

      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar sidebarOpen={open} onToggleSidebar={toggle} showBrand={!isDesktop || !open} />
        <main id="main-content" tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto outline-none">
          <Suspense fallback={<ContentLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <RecipeLiveUpdates />
    </div>
  );
}
