import type { ChatHistoryItem } from '@shared/contracts/chat-share';
import { cardText, historyDateChip } from '@shared/chat/history-card';
import { IconButton } from '@web/components/ui/icon-button';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';
import { Check, Share2, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';

/** One chat on the history page: title, the card text of platform.md §5, date chip, and actions. */
export function ChatHistoryCard({
  chat,
  deleting,
  copied,
  onDelete,
  onShare,
}: {
  chat: ChatHistoryItem;
  deleting: boolean;
  copied: boolean;
  onDelete: () => void;
  onShare: () => void;
}) {
  const t = useT('chat');
  const format = useFormat();
  return (
    <li
      data-testid="history-card"
      className={cn(
        'flex flex-col rounded-2xl border border-border bg-surface p-4 shadow-xs transition-opacity',
        deleting && 'opacity-60',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="line-clamp-2 min-w-0 font-semibold break-words text-foreground">{chat.title}</h3>
        <time
          dateTime={chat.updatedAt}
          className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums"
        >
          {historyDateChip(new Date(chat.updatedAt), new Date(), format)}
        </time>
      </div>
      <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-muted-foreground break-words">
        {cardText({ preview: chat.preview })}
      </p>
      <div className="mt-4 flex items-center justify-between gap-2">
        <Link
          to={`/chat/${encodeURIComponent(chat.id)}`}
          className="inline-flex h-9 items-center rounded-lg bg-primary px-3.5 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {t('history.continue')}
        </Link>
        <div className="flex items-center gap-1">
          <IconButton
            label={copied ? t('share.copied') : t('history.share', { title: chat.title })}
            title={copied ? t('share.copied') : t('share.share')}
            size="lg"
            className={cn(copied && 'text-primary')}
            onClick={onShare}
          >
            {copied ? <Check aria-hidden="true" /> : <Share2 aria-hidden="true" />}
          </IconButton>
          <IconButton
            label={t('history.delete', { title: chat.title })}
            variant="ghost-danger"
            size="lg"
            onClick={onDelete}
            disabled={deleting}
            aria-busy={deleting}
          >
            {deleting ? <Spinner className="size-4" /> : <Trash2 aria-hidden="true" />}
          </IconButton>
        </div>
      </div>
    </li>
  );
}

/** The six placeholder cards while the history loads. */
export function ChatHistorySkeleton() {
  return (
    <ul
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      aria-hidden="true"
      data-testid="history-skeleton"
    >
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <li key={i} className="h-44 animate-pulse rounded-2xl border border-border bg-muted/60" />
      ))}
    </ul>
  );
}
