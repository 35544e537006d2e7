import { formatFileSize } from '@shared/chat/attachments';
import { IconButton } from '@web/components/ui/icon-button';
import { Spinner } from '@web/components/ui/spinner';
import { X } from 'lucide-react';
import { useT } from '@web/lib/i18n';
import type { PendingAttachment } from '../../lib/pending-attachment';
import { FileTypeIcon } from './file-type-icon';

/** The files attached in the input, above the textarea: thumbnail or icon, name, size, remove. */
export function PendingAttachmentChips({
  items,
  onRemove,
}: {
  items: readonly PendingAttachment[];
  onRemove: (key: string) => void;
}) {
  const t = useT('chat');
  if (items.length === 0) return null;
  return (
    <ul
      aria-label={t('input.attachments')}
      className="flex gap-2 overflow-x-auto px-3 pt-3 pb-1"
      data-testid="pending-attachments"
    >
      {items.map((item) => {
        const thumbnail =
          item.attachment?.url && item.type.startsWith('image/') ? item.attachment.url : item.previewUrl;
        const working = item.status !== 'ready';
        return (
          <li
            key={item.key}
            className="relative flex w-44 shrink-0 items-center sm:w-52 gap-2.5 rounded-xl border border-border bg-background py-1.5 pr-8 pl-1.5"
            data-testid="pending-attachment"
            aria-busy={working || undefined}
          >
            <span className="relative flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-primary/10 text-primary">
              {thumbnail ? (
                <img src={thumbnail} alt="" className="size-full object-cover" />
              ) : (
                <FileTypeIcon type={item.type} className="size-4.5" />
              )}
              {working && (
                <span className="absolute inset-0 flex items-center justify-center bg-background/70">
                  <Spinner className="size-4" />
                </span>
              )}
            </span>
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium text-foreground">{item.name}</span>
              <span className="block text-xs text-muted-foreground">
                {item.status === 'preparing'
                  ? t('input.preparingFile')
                  : item.status === 'uploading'
                    ? t('input.uploadingFile')
                    : formatFileSize(item.size)}
              </span>
            </span>
            <IconButton
              label={t('input.removeFile', { name: item.name })}
              size="xs"
              round
              onClick={() => onRemove(item.key)}
              className="absolute top-1.5 right-1.5"
            >
              <X aria-hidden="true" />
            </IconButton>
          </li>
        );
      })}
    </ul>
  );
}
