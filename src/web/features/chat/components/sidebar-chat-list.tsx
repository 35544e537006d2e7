import { useSession } from '@web/lib/auth/session';
import { IconButton } from '@web/components/ui/icon-button';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';
import { Search, SquarePen, Trash2, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link, NavLink, useMatch, useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { useChatList } from '../hooks/use-chat-list';
import { useT } from '@web/lib/i18n';
import { groupChats } from '../lib/chat-groups';

/** The sidebar's New Recipe button: a fresh chat at /chat/new. */
export function SidebarNewRecipe({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT('chat');
  return (
    <div className="px-3 pt-1">
      <Link
        to="/chat/new"
        onClick={onNavigate}
        data-testid="new-recipe"
        className="flex h-9 items-center gap-3 rounded-lg border border-border bg-background px-3 text-sm font-medium text-foreground shadow-xs transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
      >
        <SquarePen aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {t('sidebar.newRecipe')}
      </Link>
    </div>
  );
}

/**
 * The sidebar chat list (platform.md §2): title search, groups TODAY … OLDER, per-chat delete,
 * links to /chat/{id}. Signed out it lists the anonymous chats kept in this browser, and says so.
 */
export function SidebarChatList({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT('chat');
  const { user, isPending } = useSession();
  const [query, setQuery] = useState('');
  const list = useChatList(!!user, query);
  const { wallClock } = useFormat();
  const groups = useMemo(() => groupChats(list.chats, new Date(), wallClock), [list.chats, wallClock]);
  const navigate = useNavigate();
  const current = useMatch('/chat/:chatId')?.params.chatId;
  const searchId = useId();
  const headingId = useId();

  if (isPending) return null;

  const remove = async (id: string) => {
    try {
      await list.remove(id);
      if (current === id) void navigate('/chat/new', { replace: true });
      toast(t('sidebar.deleted'));
    } catch {
      toast.error(t('sidebar.deleteFailed'));
    }
  };

  const hasAny = list.chats.length > 0;

  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 flex min-h-0 flex-1 flex-col px-3"
      data-testid="sidebar-chats"
    >
      <div className="flex items-center justify-between px-2">
        <h2 id={headingId} className="text-xs font-semibold text-muted-foreground">
          {t('sidebar.history')}
        </h2>
        {user && (
          <Link
            to="/chat-history"
            onClick={onNavigate}
            className="rounded text-xs font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {t('history.viewAll')}
          </Link>
        )}
      </div>
      <div className="relative mt-2">
        <label htmlFor={searchId} className="sr-only">
          {t('sidebar.search')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-3.5 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && query) {
              e.preventDefault();
              setQuery('');
            }
          }}
          placeholder={t('sidebar.searchPlaceholder')}
          className="h-8 w-full rounded-md border border-border bg-background pr-7 pl-8 text-sm outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/25 [&::-webkit-search-cancel-button]:hidden"
        />
        {query && (
          <IconButton
            label={t('sidebar.clearSearch')}
            size="xs"
            onClick={() => setQuery('')}
            className="absolute top-1/2 right-1 -translate-y-1/2"
          >
            <X aria-hidden="true" />
          </IconButton>
        )}
      </div>

      <div className="mt-2 min-h-0 flex-1 overflow-y-auto pb-2">
        {list.isLoading ? (
          <p className="px-2 py-3 text-xs text-muted-foreground">{t('sidebar.loading')}</p>
        ) : list.isError ? (
          <p className="px-2 py-3 text-xs text-danger">{t('sidebar.loadFailed')}</p>
        ) : !hasAny ? (
          list.searching ? (
            <div className="px-2 py-3 text-xs text-muted-foreground">
              <p>{t('sidebar.noMatches')}</p>
              <button
                type="button"
                onClick={() => setQuery('')}
                className="mt-1 font-medium text-primary underline underline-offset-2"
              >
                {t('sidebar.clearSearch')}
              </button>
            </div>
          ) : (
            <p className="px-2 py-3 text-xs text-muted-foreground">{t('sidebar.noChats')}</p>
          )
        ) : (
          groups.map(({ group, chats }) => (
            <div key={group} className="mt-2 first:mt-0" data-testid={`chat-group-${group}`}>
              <h3 className="px-2 py-1 text-[11px] font-semibold tracking-wider text-muted-foreground">
                {t(`sidebar.groups.${group}`)}
              </h3>
              <ul className="space-y-0.5">
                {chats.map((chat) => (
                  <li key={chat.id} className="group/chat relative">
                    <NavLink
                      to={`/chat/${chat.id}`}
                      onClick={onNavigate}
                      className={({ isActive }) =>
                        cn(
                          'block h-8 truncate rounded-md py-1.5 pr-8 pl-2 text-sm transition-colors',
                          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                          isActive
                            ? 'bg-accent font-medium text-accent-foreground'
                            : 'text-foreground/85 hover:bg-muted hover:text-foreground',
                        )
                      }
                    >
                      {chat.title || t('newChatTitle')}
                    </NavLink>
                    <IconButton
                      label={t('sidebar.delete', { title: chat.title || t('newChatTitle') })}
                      variant="ghost-danger"
                      size="xs"
                      onClick={() => void remove(chat.id)}
                      // Shown on hover or focus where there is a pointer; always on touch screens.
                      className="absolute top-1 right-1 opacity-0 group-hover/chat:opacity-100 focus-visible:opacity-100 max-md:opacity-100"
                    >
                      <Trash2 aria-hidden="true" />
                    </IconButton>
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
        {!user && hasAny && (
          <p className="mt-3 px-2 text-[11px] leading-snug text-muted-foreground">{t('sidebar.localNote')}</p>
        )}
      </div>
    </section>
  );
}
