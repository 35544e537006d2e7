import type { ConversationDetail, DirectMessage } from '@shared/contracts/messaging';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { IconButton } from '@web/components/ui/icon-button';
import { Spinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/error-text';
import { useT } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import {
  ArrowDown,
  ArrowLeft,
  Ban,
  Flag,
  MessageCircle,
  MoreVertical,
  RefreshCw,
  ShieldCheck,
} from 'lucide-react';
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { blockUser, editMessage, sendMessage, unblockUser } from '../api/messaging-api';
import { useConversation } from '../hooks/use-conversation';
import { useMarkRead } from '../hooks/use-mark-read';
import { useMessageTime } from '../hooks/use-message-time';
import { useThread } from '../hooks/use-thread';
import { dayKey } from '../lib/message-time';
import { messagingKeys } from '../lib/messaging-keys';
import { type ThreadState, upsertMessage } from '../lib/thread-state';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { CreatorBadge, ParticipantAvatar } from './participant-avatar';
import { ReportDialog } from './report-dialog';

const errorMessage = (error: unknown) => errorText(error as { key?: string; message?: string });
/** How close to the bottom (px) still counts as reading the latest. */
const BOTTOM_SLACK_PX = 48;

interface ThreadViewProps {
  conversationId: string;
  me: string;
  /** Narrow screens: back to the list. */
  onBack?: () => void;
  /** Moves the focus to the thread's heading once it shows (switching views on narrow screens). */
  focusOnOpen?: boolean;
}

/** The thread of one conversation (§2 Thread): its header, messages and composer. */
export function ThreadView({ conversationId, me, onBack, focusOnOpen = false }: ThreadViewProps) {
  const t = useT('messages');
  const conversation = useConversation(conversationId);

  const back = onBack && (
    <IconButton label={t('thread.back')} onClick={onBack} className="-ml-1">
      <ArrowLeft aria-hidden="true" />
    </IconButton>
  );

  if (conversation.isPending)
    return (
      <div className="flex h-full flex-col">
        {back && <div className="flex h-14 items-center border-b border-border px-3">{back}</div>}
        <div
          role="status"
          className="flex flex-1 items-center justify-center gap-3 text-sm text-muted-foreground"
        >
          <Spinner />
          {t('thread.loading')}
        </div>
      </div>
    );
  if (conversation.isError)
    return (
      <div className="flex h-full flex-col">
        {back && <div className="flex h-14 items-center border-b border-border px-3">{back}</div>}
        <div className="p-4">
          <Alert
            tone="danger"
            title={t('thread.error')}
            actions={
              <Button size="sm" variant="secondary" onClick={() => void conversation.refetch()}>
                <RefreshCw aria-hidden="true" />
                {t('thread.retry')}
              </Button>
            }
          >
            {errorMessage(conversation.error)}
          </Alert>
        </div>
      </div>
    );

  return (
    <LoadedThread
      key={conversationId}
      detail={conversation.data}
      me={me}
      back={back}
      focusOnOpen={focusOnOpen}
    />
  );
}

function ThreadHeader({
  detail,
  back,
  focusOnOpen,
}: {
  detail: ConversationDetail;
  back: React.ReactNode;
  focusOnOpen: boolean;
}) {
  const t = useT('messages');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the thread opens
  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, []);
  const queryClient = useQueryClient();
  const [reporting, setReporting] = useState(false);
  const other = detail.otherParticipant;
  const name = other.deleted ? t('deletedUser') : other.displayName;
  const id = detail.conversation.id;

  const toggleBlock = async () => {
    if (!other.id) return;
    try {
      if (detail.blocked) await unblockUser(other.id);
      else await blockUser(other.id);
      toast(t(detail.blocked ? 'thread.unblockedToast' : 'thread.blockedToast', { name }));
    } catch (failure) {
      toast.error(t('thread.actionFailed', { message: errorMessage(failure) }));
    } finally {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(id) });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.inboxes });
    }
  };

  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-border px-3 sm:px-4">
      {back}
      <ParticipantAvatar
        name={name}
        photoURL={other.photoURL}
        deleted={other.deleted}
        className="size-9 text-sm"
      />
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="truncate text-base font-semibold text-foreground outline-none"
        >
          {name}
        </h2>
        {other.isCreator && !other.deleted && <CreatorBadge label={t('creatorBadge')} />}
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <IconButton label={t('thread.menu')}>
            <MoreVertical aria-hidden="true" />
          </IconButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {other.id && (
            <DropdownMenuItem onSelect={() => void toggleBlock()}>
              {detail.blocked ? <ShieldCheck aria-hidden="true" /> : <Ban aria-hidden="true" />}
              {detail.blocked ? t('thread.unblock') : t('thread.block')}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => setReporting(true)}>
            <Flag aria-hidden="true" />
            {t('thread.report')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog conversationId={id} open={reporting} onOpenChange={setReporting} />
    </header>
  );
}

function LoadedThread({
  detail,
  me,
  back,
  focusOnOpen,
}: {
  detail: ConversationDetail;
  me: string;
  back: React.ReactNode;
  focusOnOpen: boolean;
}) {
  const t = useT('messages');
  const queryClient = useQueryClient();
  const id = detail.conversation.id;
  const thread = useThread(id);
  const { stamp, separator, format } = useMessageTime();
  const messages = thread.data?.messages;
  useMarkRead(id, me, messages);

  const other = detail.otherParticipant;
  const name = other.deleted ? t('deletedUser') : other.displayName;

  // Scrolling: the latest stays in view while the reader is at the bottom; older messages
  // loaded above keep what the reader was looking at in place.
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const beforeOlder = useRef<{ height: number; top: number } | null>(null);
  const shown = useRef<{ first?: string; last?: string }>({});
  const [showJump, setShowJump] = useState(false);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
    if (atBottom.current) setShowJump(false);
  };

  const scrollToBottom = useCallback(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setShowJump(false);
  }, []);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !messages) return;
    const first = messages[0]?.id;
    const last = messages.at(-1)?.id;
    const previous = shown.current;
    shown.current = { first, last };
    if (beforeOlder.current && first !== previous.first) {
      el.scrollTop = beforeOlder.current.top + (el.scrollHeight - beforeOlder.current.height);
      beforeOlder.current = null;
      return;
    }
    if (last === previous.last) return;
    const mine = messages.at(-1)?.senderId === me;
    if (previous.last === undefined || atBottom.current || mine) scrollToBottom();
    else setShowJump(true);
  }, [messages, me, scrollToBottom]);

  const loadOlder = () => {
    const el = scroller.current;
    if (el) beforeOlder.current = { height: el.scrollHeight, top: el.scrollTop };
    void thread.loadOlder();
  };

  const setThread = (message: DirectMessage) =>
    queryClient.setQueryData<ThreadState>(messagingKeys.thread(id), (current) =>
      upsertMessage(current, message),
    );

  const send = async (content: string) => {
    const message = await sendMessage(id, content);
    setThread(message);
    void queryClient.invalidateQueries({ queryKey: messagingKeys.inboxes });
  };

  const edit = async (messageId: string, content: string) => {
    const message = await editMessage(messageId, content);
    setThread(message);
    void queryClient.invalidateQueries({ queryKey: messagingKeys.inboxes });
  };

  const disabledReason = detail.canSend
    ? null
    : other.deleted
      ? t('composer.disabledDeleted')
      : detail.blocked
        ? t('composer.disabledBlocked', { name })
        : t('composer.disabledOther');

  let body: React.ReactNode;
  if (thread.isPending)
    body = (
      <div
        role="status"
        className="flex h-full items-center justify-center gap-3 text-sm text-muted-foreground"
      >
        <Spinner />
        {t('thread.loading')}
      </div>
    );
  else if (thread.isError && !messages)
    body = (
      <div className="p-4">
        <Alert
          tone="danger"
          title={t('thread.error')}
          actions={
            <Button size="sm" variant="secondary" onClick={() => void thread.refetch()}>
              <RefreshCw aria-hidden="true" />
              {t('thread.retry')}
            </Button>
          }
        >
          {errorMessage(thread.error)}
        </Alert>
      </div>
    );
  else if (!messages || messages.length === 0)
    body = (
      <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-muted">
          <MessageCircle aria-hidden="true" className="size-6 text-muted-foreground" />
        </span>
        <p className="text-base font-medium text-foreground">{t('thread.start')}</p>
        {!other.deleted && <p className="text-sm text-muted-foreground">{t('thread.startHint', { name })}</p>}
      </div>
    );
  else
    body = (
      <div className="mx-auto w-full max-w-3xl px-3 py-4 sm:px-6">
        {thread.data?.olderCursor && (
          <div className="mb-3 flex justify-center">
            <Button size="sm" variant="secondary" onClick={loadOlder} disabled={thread.loadingOlder}>
              {thread.loadingOlder ? t('thread.loadingOlder') : t('thread.loadOlder')}
            </Button>
          </div>
        )}
        {thread.olderError != null && (
          <Alert tone="danger" className="mb-3">
            {t('thread.olderFailed', { message: errorMessage(thread.olderError) })}
          </Alert>
        )}
        <ol className="space-y-2">
          {messages.map((message, index) => {
            const day = dayKey(format, message.timestamp);
            const newDay = index === 0 || dayKey(format, messages[index - 1]!.timestamp) !== day;
            const own = message.senderId === me;
            return (
              <Fragment key={message.id}>
                {newDay && (
                  <li className="flex items-center gap-3 py-2" data-testid="day-separator">
                    <span className="h-px flex-1 bg-border" />
                    <span className="text-xs font-medium text-muted-foreground">
                      {separator(message.timestamp)}
                    </span>
                    <span className="h-px flex-1 bg-border" />
                  </li>
                )}
                <MessageBubble
                  message={message}
                  own={own}
                  stamp={stamp(message.timestamp)}
                  onEdit={own && detail.canSend ? (content) => edit(message.id, content) : undefined}
                />
              </Fragment>
            );
          })}
        </ol>
      </div>
    );

  return (
    <div className="flex h-full min-h-0 flex-col">
      <ThreadHeader detail={detail} back={back} focusOnOpen={focusOnOpen} />
      {detail.blocked && (
        <Alert tone="warning" className="m-3 mb-0">
          {t('thread.blockedNotice', { name })}
        </Alert>
      )}
      <div className="relative min-h-0 flex-1">
        <div
          ref={scroller}
          onScroll={onScroll}
          role="log"
          aria-live="polite"
          aria-relevant="additions"
          aria-label={t('thread.log', { name })}
          // A scrollable region the keyboard must reach to scroll it (WCAG 2.1.1).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: scrolling by keyboard needs focus
          tabIndex={0}
          className="h-full overflow-y-auto [overflow-anchor:none] focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
          data-testid="thread-log"
        >
          {body}
        </div>
        {showJump && (
          <IconButton
            label={t('thread.jumpToLatest')}
            variant="floating"
            round
            onClick={scrollToBottom}
            className="absolute right-4 bottom-3"
          >
            <ArrowDown aria-hidden="true" />
          </IconButton>
        )}
      </div>
      <div className="shrink-0 border-t border-border bg-background px-3 pt-3 pb-2 sm:px-4">
        <div className="mx-auto w-full max-w-3xl">
          <MessageComposer key={id} onSend={send} disabledReason={disabledReason} />
        </div>
      </div>
    </div>
  );
}
