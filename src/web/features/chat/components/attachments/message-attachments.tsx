import { formatFileSize, isImageType } from '@shared/chat/attachments';
import type { ChatAttachment } from '@shared/contracts/chat';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { FileTypeIcon } from './file-type-icon';

/**
 * The files of a message (chat-assistant.md §3 attachments): images as previews that open full
 * size, other files as chips with name and size. Boxes have a fixed size, so the message never
 * jumps when an image arrives.
 */
export function MessageAttachments({
  attachments,
  align = 'end',
  className,
}: {
  attachments: readonly ChatAttachment[];
  align?: 'start' | 'end';
  className?: string;
}) {
  const t = useT('chat');
  if (attachments.length === 0) return null;
  return (
    <ul
      className={cn(
        'mb-1.5 flex flex-wrap gap-2',
        align === 'end' ? 'justify-end' : 'justify-start',
        className,
      )}
      aria-label={t('message.attachments')}
      data-testid="message-attachments"
    >
      {attachments.map((attachment, index) => (
        <li key={attachment.id ?? `${attachment.name}-${index}`}>
          {isImageType(attachment.type) && attachment.url ? (
            <a
              href={attachment.url}
              target="_blank"
              rel="noopener"
              className="block size-40 overflow-hidden rounded-xl border border-border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:size-48"
              title={attachment.name}
            >
              <img
                src={attachment.url}
                alt={attachment.name}
                loading="lazy"
                decoding="async"
                width={192}
                height={192}
                className="size-full object-cover"
                data-testid="attachment-image"
              />
            </a>
          ) : (
            <FileChip attachment={attachment} />
          )}
        </li>
      ))}
    </ul>
  );
}

function FileChip({ attachment }: { attachment: ChatAttachment }) {
  const body = (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <FileTypeIcon type={attachment.type} className="size-4.5" />
      </span>
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium text-foreground">{attachment.name}</span>
        <span className="block text-xs text-muted-foreground">{formatFileSize(attachment.size)}</span>
      </span>
    </>
  );
  const classes =
    'flex w-56 max-w-full items-center gap-2.5 rounded-xl border border-border bg-surface px-2.5 py-2 text-left';
  // Browser-only files of anonymous chats have no address: the chip just names them.
  if (!attachment.url)
    return (
      <div className={classes} data-testid="attachment-file">
        {body}
      </div>
    );
  return (
    <a
      href={attachment.url}
      target="_blank"
      rel="noopener"
      download={
        isImageType(attachment.type) || attachment.type === 'application/pdf' ? undefined : attachment.name
      }
      className={cn(
        classes,
        'transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
      )}
      data-testid="attachment-file"
    >
      {body}
    </a>
  );
}
