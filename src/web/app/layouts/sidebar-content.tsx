import { BrandMark } from '@web/components/ui/brand-mark';
import { SidebarChatList, SidebarNewRecipe } from '@web/features/chat/components/sidebar-chat-list';
import { LanguageSwitcher } from '@web/features/preferences/language-switcher';
import { useChangeTheme } from '@web/features/preferences/use-change-theme';
import { ThemeSwitcher } from '@web/features/theme/components/theme-switcher';
import { useSession } from '@web/lib/auth/session';
import { cn } from '@web/lib/cn';
import { type ReactNode, Suspense } from 'react';
import { useT } from '@web/lib/i18n';
import { Link, NavLink } from 'react-router';
import { visibleNavItems } from './nav-items';
import { SidebarSearchButton } from './sidebar-search-button';
import { UserMenu } from './user-menu';

interface SidebarContentProps {
  /** The drawer's close button (small screens); the desktop sidebar closes from the top bar. */
  closeButton?: ReactNode;
  onNavigate?: () => void;
}

/** Brand, navigation, the theme switcher and the user block; shared by the desktop sidebar and the drawer. */
export function SidebarContent({ closeButton, onNavigate }: SidebarContentProps) {
  const t = useT();
  const changeTheme = useChangeTheme();
  const { user } = useSession();
  const items = visibleNavItems(undefined, undefined, { isAdmin: user?.isAdmin === true });

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-14 shrink-0 items-center justify-between gap-2 px-4">
        <Link
          to="/"
          onClick={onNavigate}
          aria-label={t('nav.home')}
          className="flex min-w-0 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <BrandMark />
          <span className="truncate text-[15px] font-semibold tracking-tight text-foreground">
            {t('app.name')}
          </span>
        </Link>
        {closeButton}
      </div>

      <SidebarNewRecipe onNavigate={onNavigate} />
      <SidebarSearchButton onNavigate={onNavigate} />

      {items.length > 0 && (
        <nav aria-label={t('nav.label')} className="mt-2 px-3">
          <ul className="space-y-0.5">
            {items.map(({ path, labelKey, icon: Icon, badge: Badge }) => (
              <li key={path}>
                <NavLink
                  to={path}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex h-9 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                      isActive
                        ? 'bg-accent text-accent-foreground'
                        : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {t(labelKey)}
                  {Badge && (
                    <Suspense fallback={null}>
                      <Badge />
                    </Suspense>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <SidebarChatList onNavigate={onNavigate} />

      <div className="mt-auto space-y-3 border-t border-border p-3">
        <ThemeSwitcher onChange={changeTheme} />
        <LanguageSwitcher className="px-1" />
        <UserMenu onNavigate={onNavigate} />
      </div>
    </div>
  );
}
