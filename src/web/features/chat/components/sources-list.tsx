import type { Source } from '@shared/contracts/chat';
import { ChevronDown, Link2 } from 'lucide-react';
import { useId, useState, memo } from 'react';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { safeHref } from '@web/lib/markdown/parse';

/** The reply's sources, hidden until asked for (chat-assistant.md §3 sources, showSources). */
export const SourcesList = memo(function SourcesList({
  sources,
  open: controlledOpen,
  onOpenChange,
}: {
  sources: Source[];
  /** Controlled by the message's action row when given (chat-assistant.md §2 sources toggle). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const t = useT('chat');
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: (open: boolean) => boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next(open));
  };
  const id = useId();
  if (sources.length === 0) return null;
  return (
    <div className="mt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        title={open ? t('message.sourcesHide') : t('message.sourcesShow')}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Link2 aria-hidden="true" className="size-3.5" />
        {t('message.sources', { count: sources.length })}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-3.5 transition-transform', open && 'rotate-180')}
        />
      </button>
      {open && (
        <ul id={id} className="mt-1 space-y-1 pl-2 text-sm">
          {sources.map((source) => {
            const href = safeHref(source.url);
            return (
              <li key={source.url} className="truncate">
                {href ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="text-primary underline underline-offset-2"
                  >
                    {source.title || source.url}
                  </a>
                ) : (
                  source.title
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
});
