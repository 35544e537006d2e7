import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { type SessionUser, useSession, useSignOut } from '@web/lib/auth/session';
import { cn } from '@web/lib/cn';
import { SETTINGS_SECTION_IDS } from '@web/features/settings/sections';
import {
  ChevronsUpDown,
  CreditCard,
  LogIn,
  LogOut,
  type LucideIcon,
  ShieldCheck,
  SlidersHorizontal,
  UserRound,
} from 'lucide-react';
import { type PointerEvent, useRef, useState } from 'react';
import { useT } from '@web/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';

type MenuLabel = 'profile' | 'preferences' | 'billing' | 'security';

/** The menu's settings links (platform.md §2 "Sidebar layout"), each tied to its settings section. */
const SETTINGS_LINKS: ReadonlyArray<{ section: string; label: MenuLabel; icon: LucideIcon }> = [
  { section: 'profile', label: 'profile', icon: UserRound },
  { section: 'preferences', label: 'preferences', icon: SlidersHorizontal },
  { section: 'subscription', label: 'billing', icon: CreditCard },
  { section: 'security', label: 'security', icon: ShieldCheck },
];

/** Only links to sections that exist: the menu never leads to an empty settings page. */
export function visibleSettingsLinks(available: readonly string[] = SETTINGS_SECTION_IDS) {
  return SETTINGS_LINKS.filter((l) => available.includes(l.section));
}

const HOVER_CLOSE_MS = 200;

/**
 * The user block at the bottom of the sidebar: avatar, name and e-mail, opening a menu on hover
 * (mouse) or on click / Enter / Space / ArrowDown. Signed out it offers 'Sign In / Sign Up'.
 */
export function UserMenu({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const { user, isPending } = useSession();

  if (isPending) {
    return (
      <div role="status" aria-label={t('userMenu.loading')} className="flex items-center gap-3 px-2 py-1.5">
        <span className="size-9 animate-pulse rounded-full bg-muted" />
        <span className="flex-1 space-y-1.5">
          <span className="block h-3 w-24 animate-pulse rounded bg-muted" />
          <span className="block h-2.5 w-32 animate-pulse rounded bg-muted" />
        </span>
      </div>
    );
  }

  if (!user) {
    return (
      <Link
        to="/sign-in"
        onClick={onNavigate}
        className="flex h-10 items-center justify-center gap-2 rounded-lg border border-border bg-surface text-sm font-medium text-foreground shadow-xs transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <LogIn aria-hidden="true" className="size-4" />
        {t('userMenu.signIn')}
      </Link>
    );
  }

  return <SignedInMenu user={user} onNavigate={onNavigate} />;
}

function Avatar({ user, name }: { user: SessionUser; name: string }) {
  const [broken, setBroken] = useState(false);
  if (user.photoURL && !broken) {
    return (
      <img
        src={user.photoURL}
        alt=""
        onError={() => setBroken(true)}
        className="size-9 shrink-0 rounded-full border border-border object-cover"
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground uppercase"
    >
      {(name.trim()[0] ?? user.email[0] ?? 'U').toUpperCase()}
    </span>
  );
}

function SignedInMenu({ user, onNavigate }: { user: SessionUser; onNavigate?: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Pointer events can arrive before a re-render: decisions read the latest state from here.
  const openRef = useRef(false);
  const setMenuOpen = (next: boolean) => {
    openRef.current = next;
    setOpen(next);
  };
  const name = user.displayName.trim() || t('userMenu.fallbackName');
  const links = visibleSettingsLinks();

  const hoverOpen = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    if (!openRef.current) openedByHover.current = true;
    setMenuOpen(true);
  };
  const hoverClose = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !openedByHover.current) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setMenuOpen(false), HOVER_CLOSE_MS);
  };
  const go = (to: string) => {
    onNavigate?.();
    void navigate(to);
  };
  const logout = async () => {
    try {
      await signOut();
      onNavigate?.();
      await navigate('/');
    } catch {
      toast.error(t('userMenu.logoutFailed'));
    }
  };

  return (
    <DropdownMenu
      open={open}
      modal={false}
      onOpenChange={(next) => {
        if (next) openedByHover.current = false;
        setMenuOpen(next);
      }}
    >
      <DropdownMenuTrigger
        ref={triggerRef}
        aria-label={`${t('userMenu.label')}: ${name}`}
        onPointerEnter={hoverOpen}
        onPointerLeave={hoverClose}
        onPointerDown={(event) => {
          // A click on a menu the pointer already opened keeps it open instead of toggling it shut.
          if (event.pointerType === 'mouse' && openRef.current && openedByHover.current) {
            event.preventDefault();
            openedByHover.current = false;
          }
        }}
        className={cn(
          'flex w-full items-center gap-3 rounded-lg px-2 py-1.5 text-left transition-colors',
          'hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring data-[state=open]:bg-muted',
        )}
      >
        {/* Keyed by the address: a new photo gets its own chance to load after a broken one. */}
        <Avatar key={user.photoURL ?? ''} user={user} name={name} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-foreground">{name}</span>
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        </span>
        <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        side="top"
        align="start"
        className="w-(--radix-dropdown-menu-trigger-width)"
        onPointerEnter={hoverOpen}
        onPointerLeave={hoverClose}
        onPointerDownOutside={(event) => {
          // The trigger decides itself (above) whether a click on it closes the menu.
          if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          if (openedByHover.current) event.preventDefault();
        }}
      >
        <DropdownMenuLabel className="truncate">{user.email}</DropdownMenuLabel>
        {links.map(({ section, label, icon: Icon }) => (
          <DropdownMenuItem key={section} onSelect={() => go(`/settings?tab=${section}`)}>
            <Icon aria-hidden="true" />
            {t(`userMenu.${label}`)}
          </DropdownMenuItem>
        ))}
        {links.length > 0 && <DropdownMenuSeparator />}
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden="true" />
          {t('userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
