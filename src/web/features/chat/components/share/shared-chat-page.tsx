import type { SharedChatResponse } from '@shared/contracts/chat-share';
import { isRecipeLike } from '@shared/recipe/parse-recipe';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { ApiRequestError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { queryKeys } from '@web/lib/query-keys';
import { MessageAttachments } from '../attachments/message-attachments';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { MessageSquareText } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { fetchSharedChat } from '../../api/share-api';
import { useT } from '@web/lib/i18n';
import { StreamingMarkdown } from '@web/components/markdown/streaming-markdown';
import { RecipePresenter } from '@web/components/recipe-presenter/recipe-presenter';

const FAILED = 'Failed to load shared chat. Please try again later.';
const MISSING = 'Share ID is missing.';

/** Shared links are for the people they are sent to, not for search engines. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/** Once the messages are on screen, the #message-{id} of the link is scrolled to and marked. */
function useAnchoredMessage(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash.startsWith('#message-')) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.dataset.highlight = 'true';
    const timer = window.setTimeout(() => delete target.dataset.highlight, 2_500);
    return () => window.clearTimeout(timer);
  }, [ready, hash]);
}

function SharedMessage({ message }: { message: SharedChatResponse['messages'][number] }) {
  const t = useT('chat');
  const mine = message.sender === 'user';
  return (
    <article
      id={`message-${message.id}`}
      aria-label={mine ? t('shared.you') : t('shared.assistant')}
      data-testid={mine ? 'shared-user' : 'shared-other'}
      className={cn(
        'scroll-mt-24 rounded-2xl transition-shadow duration-700 data-[highlight=true]:ring-2 data-[highlight=true]:ring-primary/60',
        mine ? 'ml-auto max-w-[85%]' : 'min-w-0',
      )}
    >
      {mine && <MessageAttachments attachments={message.attachments ?? []} />}
      {mine ? (
        message.text && (
          <div className="rounded-2xl rounded-br-md bg-accent px-4 py-2.5 text-[15px] leading-relaxed break-words whitespace-pre-wrap">
            {message.text}
          </div>
        )
      ) : isRecipeLike(message.text) ? (
        <RecipePresenter content={message.text} streaming={false} />
      ) : (
        <StreamingMarkdown text={message.text} />
      )}
    </article>
  );
}

/**
 * /share/{shareId} (platform.md §2 Shared chat page): a chat someone shared, read-only, for anyone
 * with the link. User messages right, the assistant's left; the chat title or 'Shared Chat'.
 */
export function SharedChatPage() {
  const t = useT('chat');
  const { shareId = '' } = useParams();
  useNoIndex();
  const shared = useQuery({
    queryKey: queryKeys.chats.shared(shareId),
    queryFn: () => fetchSharedChat(shareId),
    enabled: shareId.trim() !== '',
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 1,
  });
  const title = shared.data?.title || t('shared.defaultTitle');
  useDocumentTitle(title);
  useAnchoredMessage(!!shared.data);

  const error = !shareId.trim() ? MISSING : shared.isError ? (shared.error as Error).message || FAILED : null;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="inline-flex items-center gap-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">
        <MessageSquareText aria-hidden="true" className="size-3.5" />
        {t('shared.readOnly')}
      </p>
      {error ? (
        <div className="mt-6 space-y-4">
          <h1 className="text-2xl font-semibold tracking-tight">{t('shared.defaultTitle')}</h1>
          <div data-testid="shared-error">
            <Alert tone="danger">{error}</Alert>
          </div>
          <Link
            to="/"
            className="inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('shared.backHome')}
          </Link>
        </div>
      ) : shared.isPending || !shared.data ? (
        <div role="status" aria-label={t('shared.loading')} className="mt-6 space-y-6">
          <div className="h-8 w-2/3 animate-pulse rounded-lg bg-muted" />
          <div className="ml-auto h-12 w-1/2 animate-pulse rounded-2xl bg-muted" />
          <div className="h-40 animate-pulse rounded-2xl bg-muted" />
        </div>
      ) : (
        <>
          <h1 className="mt-3 text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{title}</h1>
          {shared.data.messages.length === 0 ? (
            <p className="mt-8 text-muted-foreground">{t('shared.empty')}</p>
          ) : (
            <div className="mt-8 flex flex-col gap-6" data-testid="shared-messages">
              {shared.data.messages.map((message) => (
                <SharedMessage key={message.id} message={message} />
              ))}
            </div>
          )}
          <div className="mt-12 border-t border-border pt-6">
            <Link
              to="/chat"
              className="inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {t('shared.tryIt')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
