import { BrandMark } from '@web/components/ui/brand-mark';
import { Button } from '@web/components/ui/button';
import { OfflineBadge } from '@web/components/offline-badge';
import { NotificationBell } from '@web/features/notifications/notification-bell';
import { useStartupStatus } from '@web/features/startup/startup-context';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useT } from '@web/lib/i18n';
import { Link } from 'react-router';

interface TopBarProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  /** Show the brand here when the sidebar (which carries it) is not visible. */
  showBrand: boolean;
}

export function TopBar({ sidebarOpen, onToggleSidebar, showBrand }: TopBarProps) {
  const t = useT();
  const { offline } = useStartupStatus();
  const label = sidebarOpen ? t('nav.closeSidebar') : t('nav.openSidebar');

  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b border-border bg-background/85 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-4">
      <Button
        variant="ghost"
        size="icon"
        onClick={onToggleSidebar}
        aria-label={label}
        title={label}
        aria-expanded={sidebarOpen}
        aria-controls="app-sidebar"
        data-testid="sidebar-toggle"
      >
        {sidebarOpen ? <PanelLeftClose aria-hidden="true" /> : <PanelLeftOpen aria-hidden="true" />}
      </Button>
      {showBrand && (
        <Link
          to="/"
          aria-label={t('nav.home')}
          className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <BrandMark className="size-7" />
          <span className="text-[15px] font-semibold tracking-tight">{t('app.name')}</span>
        </Link>
      )}
      <div className="ml-auto flex items-center gap-2">
        {offline && <OfflineBadge />}
        <NotificationBell />
      </div>
    </header>
  );
}
