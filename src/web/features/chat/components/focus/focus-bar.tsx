import { BrandMark } from '@web/components/ui/brand-mark';
import { buttonClasses } from '@web/components/ui/button';
import { IconButton } from '@web/components/ui/icon-button';
import { useChangeTheme } from '@web/features/preferences/use-change-theme';
import { useTheme } from '@web/features/theme/use-theme';
import { useT } from '@web/lib/i18n';
import { Minimize2, Moon, SquarePen, Sun } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The slim bar of the focused chat (/aichat): the app's name, a new chat, the light/dark switch
 * and the way out. Exit focus mode leads to the same chat in the sidebar layout (/chat/{id}),
 * or to a new one there when no chat has started.
 */
export function FocusBar({ chatId }: { chatId: string | null }) {
  const t = useT('chat');
  const tc = useT();
  const { resolved } = useTheme();
  const changeTheme = useChangeTheme();
  const toDark = resolved !== 'dark';
  const themeLabel = toDark ? t('focus.toDark') : t('focus.toLight');
  const exitTo = chatId ? `/chat/${encodeURIComponent(chatId)}` : '/chat/new';

  return (
    <nav
      aria-label={t('focus.bar')}
      className="flex h-12 shrink-0 items-center gap-2 border-b border-border bg-background/85 px-3 sm:px-4"
    >
      <Link
        to="/"
        aria-label={tc('nav.home')}
        className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <BrandMark className="size-7" />
        <span className="hidden text-[15px] font-semibold tracking-tight sm:inline">{tc('app.name')}</span>
      </Link>
      <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
        {t('focus.badge')}
      </span>
      <div className="ml-auto flex items-center gap-1">
        <Link to="/aichat" className={buttonClasses('ghost', 'sm')} aria-label={t('focus.newChat')}>
          <SquarePen aria-hidden="true" />
          <span className="hidden sm:inline">{t('focus.newChat')}</span>
        </Link>
        <IconButton label={themeLabel} onClick={() => changeTheme(toDark ? 'dark' : 'light')}>
          {toDark ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
        </IconButton>
        <Link to={exitTo} className={buttonClasses('secondary', 'sm')} data-testid="exit-focus">
          <Minimize2 aria-hidden="true" />
          {t('focus.exit')}
        </Link>
      </div>
    </nav>
  );
}
