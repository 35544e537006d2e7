import type { ConversationSummary } from '@shared/contracts/messaging';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { IconButton } from '@web/components/ui/icon-button';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { errorText } from '@web/lib/error-text';
import { useT } from '@web/lib/i18n';
import { MessagesSquare, Search, SquarePen } from 'lucide-react';
import { forwardRef, useId } from 'react';
import { useMessageTime } from '../hooks/use-message-time';
import { unreadLabel } from '../lib/message-time';
import { CreatorBadge, ParticipantAvatar, UnreadPill } from './participant-avatar';

/** The server reads searches up to 100 characters (shared/contracts/messaging.ts). */
const SEARCH_MAX_CHARS = 100;

export type InboxFilter = 'all' | 'unread';

interface InboxListProps {
  search: string;
  onSearch: (value: string) => void;
  /** The search the list was read with (debounced): says which empty state applies. */
  searched: string;
  filter: InboxFilter;
  onFilter: (filter: InboxFilter) => void;
  conversations: ConversationSummary[];
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  activeId: string | null;
  onSelect: (id: string) => void;
  /** The new-message button; absent while no creator exists (§2). */
  onNew?: () => void;
}

function ConversationRow({
  summary,
  active,
  onSelect,
}: {
  summary: ConversationSummary;
  active: boolean;
  onSelect: (id: string) => void;
}) {
  const t = useT('messages');
  const { stamp } = useMessageTime();
  const { conversation, otherParticipant: other, unreadCount } = summary;
  const name = other.deleted ? t('deletedUser') : other.displayName;
  const preview =
    conversation.lastMessageContent === null
      ? t('inbox.noMessages')
      : conversation.lastMessageFromMe
        ? t('inbox.fromMe', { text: conversation.lastMessageContent })
        : conversation.lastMessageContent;
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect(conversation.id)}
        aria-current={active ? 'true' : undefined}
        data-conversation-id={conversation.id}
        className={cn(
          'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
          active ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
        )}
      >
        <ParticipantAvatar name={name} photoURL={other.photoURL} deleted={other.deleted} />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span
              className={cn(
                'truncate text-sm text-foreground',
                unreadCount > 0 ? 'font-semibold' : 'font-medium',
              )}
            >
              {name}
            </span>
            {other.isCreator && !other.deleted && <CreatorBadge label={t('creatorBadge')} />}
            <span className="ml-auto shrink-0 text-xs text-muted-foreground">
              {conversation.lastMessageTimestamp ? stamp(conversation.lastMessageTimestamp) : null}
            </span>
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <span
              className={cn(
                'min-w-0 flex-1 truncate text-sm',
                unreadCount > 0 ? 'text-foreground' : 'text-muted-foreground',
              )}
            >
              {preview}
            </span>
            {unreadCount > 0 && (
              <>
                <UnreadPill text={unreadLabel(unreadCount)} />
                <span className="sr-only">{t('inbox.unreadCount', { count: unreadCount })}</span>
              </>
            )}
          </span>
        </span>
      </button>
    </li>
  );
}

/** The inbox (§2): search, All / Unread, the conversations, their empty, loading and error states. */
export const InboxList = forwardRef<HTMLInputElement, InboxListProps>(function InboxList(props, searchRef) {
  const t = useT('messages');
  const searchId = useId();
  const {
    search,
    onSearch,
    searched,
    filter,
    onFilter,
    conversations,
    isPending,
    error,
    onRetry,
    hasMore,
    loadingMore,
    onLoadMore,
    activeId,
    onSelect,
    onNew,
  } = props;

  let body: React.ReactNode;
  if (isPending)
    body = (
      <div
        role="status"
        className="flex items-center justify-center gap-3 py-12 text-sm text-muted-foreground"
      >
        <Spinner />
        {t('inbox.loading')}
      </div>
    );
  else if (error && conversations.length === 0)
    body = (
      <div className="p-3">
        <Alert
          tone="danger"
          actions={
            <Button size="sm" variant="secondary" onClick={onRetry}>
              {t('inbox.retry')}
            </Button>
          }
        >
          {t('inbox.error', { message: errorText(error as { key?: string; message?: string }) })}
        </Alert>
      </div>
    );
  else if (conversations.length === 0)
    body = (
      <div className="flex flex-col items-center px-6 py-12 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-muted">
          <MessagesSquare aria-hidden="true" className="size-6 text-muted-foreground" />
        </span>
        <p className="mt-3 text-sm font-medium text-foreground">{t('inbox.emptyTitle')}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {searched ? t('inbox.emptySearch') : t('inbox.emptyStart')}
        </p>
      </div>
    );
  else
    body = (
      <>
        <ul aria-label={t('inbox.listLabel')} className="space-y-0.5 p-2">
          {conversations.map((summary) => (
            <ConversationRow
              key={summary.conversation.id}
              summary={summary}
              active={summary.conversation.id === activeId}
              onSelect={onSelect}
            />
          ))}
        </ul>
        {hasMore && (
          <div className="flex justify-center pb-3">
            <Button size="sm" variant="ghost" onClick={onLoadMore} disabled={loadingMore}>
              {t('inbox.loadMore')}
            </Button>
          </div>
        )}
      </>
    );

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="shrink-0 space-y-3 border-b border-border p-3">
        <div className="flex items-center justify-between gap-2">
          <h1 className="px-1 text-lg font-semibold tracking-tight text-foreground">{t('inbox.heading')}</h1>
          {onNew && (
            <IconButton label={t('inbox.newConversation')} onClick={onNew}>
              <SquarePen aria-hidden="true" />
            </IconButton>
          )}
        </div>
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            {t('inbox.searchLabel')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            ref={searchRef}
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder={t('inbox.search')}
            maxLength={SEARCH_MAX_CHARS}
            className="pl-9"
          />
        </div>
        <fieldset className="flex gap-1 rounded-lg bg-muted p-1">
          <legend className="sr-only">{t('inbox.filterLabel')}</legend>
          {(['all', 'unread'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => onFilter(value)}
              className={cn(
                'h-8 flex-1 rounded-md text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                filter === value
                  ? 'bg-surface text-foreground shadow-xs'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {value === 'all' ? t('inbox.all') : t('inbox.unread')}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">{body}</div>
    </div>
  );
});
