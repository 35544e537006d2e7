import { MESSAGES_NARROW_BELOW_PX } from '@shared/contracts/messaging';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/auth/session';
import { useT } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useMediaQuery } from '@web/lib/use-media-query';
import { MessagesSquare, SquarePen } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useInbox } from '../hooks/use-inbox';
import { useMessagingEvents } from '../hooks/use-messaging-events';
import { useRecipients } from '../hooks/use-recipients';
import { type InboxFilter, InboxList } from './inbox-list';
import { NewConversationDialog } from './new-conversation-dialog';
import { ThreadView } from './thread-view';

const SEARCH_DEBOUNCE_MS = 150;

/**
 * /messages (platform.md §2 Messages): the inbox beside the open thread from 768 px up; below,
 * the list and the thread are separate views with a back arrow. ?conversation={id} names the
 * open one, kept in step with the selection (replacing the history entry, not adding to it).
 */
export function MessagesPage() {
  const t = useT('messages');
  useDocumentTitle(t('page.documentTitle'));
  const { user } = useSession();
  const me = user?.id ?? '';
  const wide = useMediaQuery(`(min-width: ${MESSAGES_NARROW_BELOW_PX}px)`);
  const [params, setParams] = useSearchParams();
  const activeId = params.get('conversation');

  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [filter, setFilter] = useState<InboxFilter>('all');
  const inbox = useInbox(filter, q);
  const anyCreator = useRecipients('').data?.anyCreator === true;
  const [composing, setComposing] = useState(false);
  useMessagingEvents();

  const searchRef = useRef<HTMLInputElement>(null);
  const lastOpened = useRef<string | null>(null);
  // Set by a selection made here (not the URL a page opened with): the narrow view then moves
  // the focus to the thread's heading.
  const [focusThread, setFocusThread] = useState(false);

  const select = useCallback(
    (id: string | null) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('conversation', id);
          else next.delete('conversation');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const open = (id: string) => {
    lastOpened.current = id;
    setFocusThread(true);
    select(id);
  };

  const back = () => {
    select(null);
    setFocusThread(false);
  };

  // Back on the list (narrow): the focus returns to the conversation just left, else the search.
  const showList = wide || !activeId;
  useEffect(() => {
    if (wide || activeId) return;
    const row = lastOpened.current
      ? document.querySelector<HTMLElement>(`[data-conversation-id="${CSS.escape(lastOpened.current)}"]`)
      : null;
    (row ?? searchRef.current)?.focus();
  }, [wide, activeId]);

  const list = (
    <InboxList
      ref={searchRef}
      search={search}
      onSearch={setSearch}
      searched={q}
      filter={filter}
      onFilter={setFilter}
      conversations={inbox.conversations}
      isPending={inbox.isPending}
      error={inbox.error}
      onRetry={() => void inbox.refetch()}
      hasMore={inbox.hasNextPage}
      loadingMore={inbox.isFetchingNextPage}
      onLoadMore={() => void inbox.fetchNextPage()}
      activeId={activeId}
      onSelect={open}
      onNew={anyCreator ? () => setComposing(true) : undefined}
    />
  );

  const thread = activeId ? (
    <ThreadView
      key={activeId}
      conversationId={activeId}
      me={me}
      onBack={wide ? undefined : back}
      focusOnOpen={!wide && focusThread}
    />
  ) : (
    <div className="flex h-full flex-col items-center justify-center gap-3 p-8 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-muted">
        <MessagesSquare aria-hidden="true" className="size-7 text-muted-foreground" />
      </span>
      <h2 className="text-xl font-semibold tracking-tight text-foreground">{t('empty.title')}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{t('empty.body')}</p>
      {anyCreator && (
        <Button className="mt-2" onClick={() => setComposing(true)}>
          <SquarePen aria-hidden="true" />
          {t('inbox.newConversation')}
        </Button>
      )}
    </div>
  );

  return (
    <div className="flex h-full min-h-0" data-testid="messages-page" data-layout={wide ? 'wide' : 'narrow'}>
      {wide ? (
        <>
          <section className="h-full w-80 shrink-0 border-r border-border bg-surface lg:w-96">{list}</section>
          <section className="h-full min-w-0 flex-1">{thread}</section>
        </>
      ) : showList ? (
        <section className="h-full w-full bg-surface">{list}</section>
      ) : (
        <section className="h-full w-full">{thread}</section>
      )}
      <NewConversationDialog
        open={composing}
        onOpenChange={setComposing}
        onCreated={(id) => {
          setComposing(false);
          open(id);
        }}
      />
    </div>
  );
}
