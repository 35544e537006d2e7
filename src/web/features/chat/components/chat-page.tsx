import { Button, buttonClasses } from '@web/components/ui/button';
import { IconButton } from '@web/components/ui/icon-button';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/auth/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowDown, ArrowUp, MessageSquarePlus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useChatController, useChatState } from '../hooks/use-chat-controller';
import { MessageActionsContext } from '../hooks/use-message-actions';
import { useT } from '@web/lib/i18n';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import type { ChatController } from '../lib/chat-controller';
import { usePendingAttachments } from '../hooks/use-pending-attachments';
import type { PendingAttachment } from '../lib/pending-attachment';
import { AttachmentDropZone } from './attachments/attachment-drop-zone';
import { ChatComposer } from './chat-composer';
import { OfflineProviderNotice } from './chat-notices';
import { GenerationProgress } from './generation-progress';
import { MessageItem } from './message-item';
import { ChatShareControl } from './share/chat-share-control';

/** Where a chat lives: /chat/{id} here; the focused /aichat keeps its own addresses. */
export interface ChatAddresses {
  chat: (chatId: string) => string;
  newChat: string;
}

const CHAT_ADDRESSES: ChatAddresses = { chat: (id) => `/chat/${id}`, newChat: '/chat/new' };

/**
 * The chat screen (chat-assistant.md §2): /chat and /chat/new start a new chat, /chat/{id}
 * shows one. Signed-in chats live on the server; anonymous ones in this browser. Another screen
 * (the focused /aichat) can show the same chat by giving the chat's id and its own addresses.
 */
export function ChatPage({
  chatId: givenChatId,
  addresses = CHAT_ADDRESSES,
}: {
  chatId?: string | null;
  addresses?: ChatAddresses;
}) {
  const { chatId: param } = useParams();
  const routeParam = givenChatId === undefined ? param : givenChatId;
  const chatId = !routeParam || routeParam === 'new' ? null : routeParam;
  const session = useSession();
  const mode = session.isPending ? null : session.user ? 'server' : 'anonymous';
  const controller = useChatController(chatId, mode, session.user?.id ?? null);
  const t = useT('chat');
  useDocumentTitle(t('title'));

  if (!controller) return <CenteredSpinner />;
  return <ChatView controller={controller} routeChatId={chatId} scope={mode ?? ''} addresses={addresses} />;
}

function CenteredSpinner() {
  return (
    <div className="flex h-full items-center justify-center">
      <Spinner />
    </div>
  );
}

function ChatView({
  controller,
  routeChatId,
  scope,
  addresses,
}: {
  controller: ChatController;
  routeChatId: string | null;
  scope: string;
  addresses: ChatAddresses;
}) {
  const t = useT('chat');
  const state = useChatState(controller)!;
  const navigate = useNavigate();
  const location = useLocation();
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const { onScroll, scrollToBottom, scrollToTop, away } = useStickToBottom(scroller, content);
  const initialQuery = (location.state as { initialQuery?: unknown } | null)?.initialQuery;

  // The first message created the chat: its address replaces /chat/new (§2).
  const chatAddress = addresses.chat;
  useEffect(() => {
    if (routeChatId === null && state.chatId) void navigate(chatAddress(state.chatId), { replace: true });
  }, [routeChatId, state.chatId, navigate, chatAddress]);

  const attachments = usePendingAttachments(controller.attachments);
  // A send that failed hands its files back with its text.
  const restoreFiles = attachments.restore;
  useEffect(() => {
    if (state.restore?.attachments.length) restoreFiles(state.restore.attachments);
  }, [state.restore, restoreFiles]);

  const onSend = useCallback(
    (text: string, files: readonly PendingAttachment[]) => {
      const sent = controller.send(text, files);
      if (sent) requestAnimationFrame(() => scrollToBottom());
      return sent;
    },
    [controller, scrollToBottom],
  );
  const onRetry = useCallback((id: string) => void controller.retry(id), [controller]);
  const onStop = useCallback(() => controller.stop(), [controller]);
  const actionsBusy = state.activeId !== null;
  const messageActions = useMemo(() => ({ controller, busy: actionsBusy }), [controller, actionsBusy]);

  if (state.status === 'loading') return <CenteredSpinner />;
  if (state.status === 'not-found' || state.status === 'error')
    return (
      <div className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="text-base font-medium">
          {state.status === 'not-found' ? t('errors.notFound') : state.loadError}
        </p>
        <div className="flex gap-2">
          {state.status === 'error' && (
            <Button variant="secondary" onClick={() => void controller.load()}>
              {t('errors.tryAgain')}
            </Button>
          )}
          <Link to={addresses.newChat} className={buttonClasses('primary')}>
            <MessageSquarePlus aria-hidden="true" />
            {t('errors.startNew')}
          </Link>
        </div>
      </div>
    );

  const busy = state.activeId !== null;
  const streaming = state.messages.some((m) => m.status === 'streaming');
  const note = state.inputError ?? (state.skipped === 'overlap' ? t('input.overlap') : null);

  return (
    <AttachmentDropZone onFiles={attachments.add}>
      <div className="relative min-h-0 flex-1">
        <div
          ref={scroller}
          onScroll={onScroll}
          data-testid="chat-scroller"
          className="h-full overflow-y-auto [overflow-anchor:none]"
        >
          <div ref={content} className="mx-auto w-full max-w-3xl px-4 pt-6 pb-20 sm:px-6">
            <OfflineProviderNotice />
            {state.messages.length === 0 ? (
              <div
                className="flex min-h-[40vh] flex-col items-center justify-center text-center"
                data-testid="chat-empty"
              >
                <p className="text-2xl font-semibold tracking-tight">{t('empty.greeting')}</p>
                <p className="mt-2 text-lg text-muted-foreground">{t('empty.prompt')}</p>
              </div>
            ) : (
              <>
                {state.mode === 'server' && state.chatId && (
                  <div className="mb-4 flex justify-end">
                    <ChatShareControl chatId={state.chatId} />
                  </div>
                )}
                <div
                  role="log"
                  aria-live="polite"
                  aria-busy={streaming}
                  aria-label={t('title')}
                  data-testid="message-list"
                  className="space-y-6"
                >
                  <MessageActionsContext value={messageActions}>
                    {state.messages.map((message) => (
                      <MessageItem
                        key={message.id}
                        message={message}
                        onRetry={onRetry}
                        retryDisabled={busy}
                      />
                    ))}
                  </MessageActionsContext>
                </div>
              </>
            )}
            <p className="sr-only" role="status">
              {state.announcement === 'finished'
                ? t('message.finished')
                : state.announcement === 'failed'
                  ? t('message.failed')
                  : ''}
            </p>
          </div>
        </div>
        <div className="pointer-events-none absolute inset-x-0 bottom-3 px-4">
          <GenerationProgress progress={state.progress} />
        </div>
        <div className="absolute right-3 bottom-16 flex flex-col gap-2 sm:right-5">
          {away.fromTop && (
            <IconButton label={t('scroll.up')} variant="floating" size="lg" round onClick={scrollToTop}>
              <ArrowUp aria-hidden="true" />
            </IconButton>
          )}
          {away.fromBottom && (
            <IconButton
              label={t('scroll.down')}
              variant="floating"
              size="lg"
              round
              onClick={() => scrollToBottom(true)}
            >
              <ArrowDown aria-hidden="true" />
            </IconButton>
          )}
        </div>
      </div>

      <ChatComposer
        controller={controller}
        connection={state.connection}
        limitMessage={state.limitMessage}
        restore={state.restore}
        note={note}
        busy={busy}
        scope={scope}
        initialText={typeof initialQuery === 'string' ? initialQuery : ''}
        attachments={attachments}
        onSend={onSend}
        onStop={onStop}
      />
    </AttachmentDropZone>
  );
}
