import {
  HISTORY_BUCKETS,
  type HistoryBucket,
  historyBucket,
  matchesHistorySearch,
} from '@shared/chat/history-card';
import type { ChatHistoryItem } from '@shared/contracts/chat-share';
import { UI_TIMINGS } from '@shared/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';
import { queryKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { MessageSquarePlus, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { chatApi } from '../../api/chat-api';
import { shareApi } from '../../api/share-api';
import { useT } from '@web/lib/i18n';
import { useShareChat } from '../../hooks/use-share-chat';
import { ChatHistoryCard, ChatHistorySkeleton } from './chat-history-card';

const TABS = ['all', 'today', 'week'] as const;
type Tab = (typeof TABS)[number];
/** What each tab shows: the All tab every section, the others their own. */
const TAB_BUCKETS: Record<Tab, readonly HistoryBucket[]> = {
  all: HISTORY_BUCKETS,
  today: ['today'],
  week: ['week'],
};

/**
 * /chat-history (platform.md §2 Chat history page, §5 rules): every chat of the user, searched on
 * title, first question and last message, in the tabs All Chats / Today / This Week and the
 * sections Today, This Week, This Month, Older; each card continues, shares or deletes its chat.
 */
export function ChatHistoryPage() {
  const t = useT('chat');
  useDocumentTitle(t('history.title'));
  const queryClient = useQueryClient();
  const share = useShareChat();
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<Tab>('all');
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);
  const tabsId = useId();
  const format = useFormat();
  const history = useQuery({ queryKey: queryKeys.chats.history, queryFn: shareApi.history });

  const remove = async (chat: ChatHistoryItem) => {
    setDeleting((ids) => new Set(ids).add(chat.id));
    try {
      await chatApi.deleteChat(chat.id);
      queryClient.setQueryData<{ chats: ChatHistoryItem[] }>(queryKeys.chats.history, (data) =>
        data ? { chats: data.chats.filter((c) => c.id !== chat.id) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.chats.all });
      toast.success(t('history.deleted'));
    } catch (error) {
      // platform.md §8: a failed delete clears the spinner and leaves the card.
      console.error('Error deleting chat', error);
      toast.error(t('history.deleteFailed'));
    } finally {
      setDeleting((ids) => {
        const next = new Set(ids);
        next.delete(chat.id);
        return next;
      });
    }
  };
  const onShare = async (chat: ChatHistoryItem) => {
    if (!(await share(chat.id))) return;
    setCopiedId(chat.id);
    clearTimeout(copiedTimer.current);
    copiedTimer.current = setTimeout(() => setCopiedId(null), UI_TIMINGS.copyFeedbackMs);
  };

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (at + TABS.length - 1) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    setTab(TABS[next]!);
    document.getElementById(`${tabsId}-${TABS[next]}`)?.focus();
  };

  // Days are the reader's: on the clock of their chosen time zone.
  const now = format.wallClock(new Date());
  const bucketOf = (chat: ChatHistoryItem) => historyBucket(format.wallClock(chat.updatedAt), now);
  const searching = query.trim() !== '';
  const visible = (history.data?.chats ?? []).filter(
    (chat) => TAB_BUCKETS[tab].includes(bucketOf(chat)) && matchesHistorySearch(chat, query),
  );
  const sections = searching
    ? [{ key: 'results', title: t('history.results', { count: visible.length }), chats: visible }]
    : TAB_BUCKETS[tab]
        .map((bucket) => ({
          key: bucket,
          title: t(`history.sections.${bucket}`),
          chats: visible.filter((chat) => bucketOf(chat) === bucket),
        }))
        .filter((section) => section.chats.length > 0);

  const card = (chat: ChatHistoryItem) => (
    <ChatHistoryCard
      key={chat.id}
      chat={chat}
      deleting={deleting.has(chat.id)}
      copied={copiedId === chat.id}
      onDelete={() => void remove(chat)}
      onShare={() => void onShare(chat)}
    />
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
        {t('history.title')}
      </h1>
      <p className="mt-1 text-sm text-muted-foreground">{t('history.subtitle')}</p>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('history.search')}
            aria-label={t('history.searchLabel')}
            className="h-10 w-full rounded-lg border border-border bg-surface pr-3 pl-9 text-sm text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
          />
        </div>
        <div
          role="tablist"
          aria-label={t('history.tabsLabel')}
          onKeyDown={onTabKey}
          className="inline-flex shrink-0 rounded-lg border border-border bg-surface p-1 shadow-xs"
        >
          {TABS.map((name) => (
            <button
              key={name}
              id={`${tabsId}-${name}`}
              type="button"
              role="tab"
              aria-selected={tab === name}
              aria-controls={`${tabsId}-panel`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
              className={cn(
                'h-8 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                tab === name
                  ? 'bg-primary text-primary-foreground shadow-xs'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {t(`history.tabs.${name}`)}
            </button>
          ))}
        </div>
      </div>

      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${tab}`} className="mt-8">
        {history.isPending ? (
          <ChatHistorySkeleton />
        ) : history.isError ? (
          <div className="rounded-2xl border border-border bg-surface p-8 text-center">
            <p className="text-sm text-muted-foreground">{t('history.loadFailed')}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void history.refetch()}>
              {t('history.retry')}
            </Button>
          </div>
        ) : sections.length === 0 || (searching && visible.length === 0) ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-14 text-center">
            {searching && (
              <h2 className="mb-6 self-start text-sm font-semibold">{t('history.results', { count: 0 })}</h2>
            )}
            <p className="text-lg font-semibold text-foreground">{t('history.emptyTitle')}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {searching ? t('history.emptySearch') : t('history.emptyStart')}
            </p>
            <Link
              to="/chat"
              className="mt-6 inline-flex h-10 items-center gap-2 rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <MessageSquarePlus aria-hidden="true" className="size-4" />
              {t('history.startNew')}
            </Link>
          </div>
        ) : (
          <div className="flex flex-col gap-10">
            {sections.map((section) => (
              <section key={section.key} aria-labelledby={`${tabsId}-${section.key}-title`}>
                <h2
                  id={`${tabsId}-${section.key}-title`}
                  className="mb-4 text-sm font-semibold text-muted-foreground"
                >
                  {section.title}
                </h2>
                <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{section.chats.map(card)}</ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
