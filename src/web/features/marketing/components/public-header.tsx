import { LanguageSwitcher } from '@web/features/preferences/language-switcher';
import { BrandMark } from '@web/components/ui/brand-mark';
import { Button, buttonClasses } from '@web/components/ui/button';
import { openAuthPrompt } from '@web/lib/auth-prompt';
import { useSession } from '@web/lib/auth/session';
import { cn } from '@web/lib/cn';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useCopy } from '../hooks/use-copy';

const NAV = [
  { to: '/features', key: 'features' },
  { to: '/solutions', key: 'solutions' },
  { to: '/marketplace', key: 'marketplace' },
  { to: '/pricing', key: 'pricing' },
  { to: '/documentation', key: 'documentation' },
  { to: '/blog', key: 'blog' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-foreground',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );

/** Dashboard (/gallery) when signed in, Login when not; nothing while the session is unknown. */
function SessionAction({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const { c } = useCopy();
  const { user, isPending } = useSession();
  if (isPending) return <span className={cn('inline-block h-9 w-20', className)} aria-hidden="true" />;
  if (user) {
    return (
      <Link to="/gallery" onClick={onNavigate} className={buttonClasses('ghost', 'md', className)}>
        {c.nav.dashboard}
      </Link>
    );
  }
  return (
    <Button
      variant="ghost"
      className={className}
      onClick={() => {
        onNavigate?.();
        openAuthPrompt('login');
      }}
    >
      {c.nav.login}
    </Button>
  );
}

/**
 * The public site's sticky header, with a disclosure menu below 1024 px (six links, the language,
 * Login and Start Trial do not fit in one row below that) that closes on navigation.
 */
export function PublicHeader() {
  const { c } = useCopy();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const close = () => setMenuOpen(false);

  // Any navigation (link, back button) closes the menu; so does Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" aria-label={c.nav.home} className="flex items-center gap-2 rounded-lg">
          <BrandMark className="size-8" />
          <span className="text-[15px] font-semibold tracking-tight whitespace-nowrap">
            {c.meta.siteName}
          </span>
        </Link>
        <nav aria-label={c.nav.primary} className="ml-4 hidden items-center gap-1 lg:flex">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              // From 1024 to 1279 px six links do not fit beside the actions in every language:
              // the blog's waits for 1280 px (the footer links it at every width).
              className={(state) =>
                cn(navLinkClass(state), 'whitespace-nowrap', item.key === 'blog' && 'hidden xl:block')
              }
            >
              {c.nav[item.key]}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto hidden items-center gap-2 lg:flex">
          <LanguageSwitcher compact />
          <SessionAction />
          <Button onClick={() => openAuthPrompt('signup')}>{c.nav.startTrial}</Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? c.nav.closeMenu : c.nav.openMenu}
          onClick={() => setMenuOpen((o) => !o)}
          data-testid="public-menu-toggle"
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>
      <div id={menuId} hidden={!menuOpen} className="border-t border-border bg-background lg:hidden">
        <nav aria-label={c.nav.primary} className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              onClick={close}
              className={(state) => cn(navLinkClass(state), 'px-3 py-2.5 text-base')}
            >
              {c.nav[item.key]}
            </NavLink>
          ))}
          <LanguageSwitcher className="mt-2 px-3" />
          <div className="mt-2 grid grid-cols-2 gap-2 border-t border-border pt-3">
            <SessionAction onNavigate={close} className="w-full border border-border" />
            <Button
              className="w-full"
              onClick={() => {
                close();
                openAuthPrompt('signup');
              }}
            >
              {c.nav.startTrial}
            </Button>
          </div>
        </nav>
      </div>
    </header>
  );
}
