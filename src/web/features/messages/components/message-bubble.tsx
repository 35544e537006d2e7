import { type DirectMessage, MESSAGE_MAX_CHARS } from '@shared/contracts/messaging';
import { Button } from '@web/components/ui/button';
import { IconButton } from '@web/components/ui/icon-button';
import { cn } from '@web/lib/cn';
import { errorText } from '@web/lib/error-text';
import { useT } from '@web/lib/i18n';
import { Check, CheckCheck, Pencil } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

interface MessageBubbleProps {
  message: DirectMessage;
  own: boolean;
  stamp: string;
  /** Saves an edit of one's own message; a rejection keeps the editor open and says why. */
  onEdit?: (content: string) => Promise<unknown>;
}

/**
 * One message of a thread (§2): one's own on the right, the other's on the left, its time, an
 * 'edited' marker, and on one's own a single check, or two once the other party read it (§4:
 * readBy over one entry). One's own can be edited in place: Enter saves, Escape cancels.
 */
export function MessageBubble({ message, own, stamp, onEdit }: MessageBubbleProps) {
  const t = useT('messages');
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const editId = useId();
  const editor = useRef<HTMLTextAreaElement>(null);
  const editing = draft !== null;
  useEffect(() => {
    if (editing) editor.current?.focus();
  }, [editing]);
  const read = message.readBy.length > 1;

  const save = async () => {
    if (draft === null || saving || !onEdit) return;
    const content = draft.trim();
    if (!content || content.length > MESSAGE_MAX_CHARS) return;
    if (content === message.content) {
      setDraft(null);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onEdit(content);
      setDraft(null);
    } catch (failure) {
      setError(errorText(failure as { key?: string; message?: string }));
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(null);
      setError(null);
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
    }
  };

  return (
    <li
      className={cn('group flex w-full', own ? 'justify-end' : 'justify-start')}
      data-testid="direct-message"
      data-own={own || undefined}
    >
      <div className={cn('flex max-w-[85%] items-end gap-1 sm:max-w-[70%]', own && 'flex-row-reverse')}>
        <div
          className={cn(
            'min-w-0 rounded-2xl px-3.5 py-2 text-[15px] leading-relaxed shadow-xs',
            own
              ? 'rounded-br-md bg-primary text-primary-foreground'
              : 'rounded-bl-md border border-border bg-surface text-foreground',
            draft !== null && 'w-[min(32rem,80vw)]',
          )}
        >
          {own && <span className="sr-only">{t('thread.you')}: </span>}
          {draft === null ? (
            <p className="break-words whitespace-pre-wrap">{message.content}</p>
          ) : (
            <div className="space-y-2">
              <label htmlFor={editId} className="sr-only">
                {t('thread.editLabel')}
              </label>
              <textarea
                id={editId}
                ref={editor}
                value={draft}
                disabled={saving}
                rows={Math.min(6, Math.max(2, draft.split('\n').length))}
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={onKeyDown}
                aria-describedby={`${editId}-hint`}
                className="w-full resize-none rounded-lg border border-border bg-surface px-2 py-1.5 text-[15px] text-foreground outline-none focus-visible:border-ring"
              />
              <p id={`${editId}-hint`} className="text-xs opacity-80">
                {t('thread.editHint')}
              </p>
              {error && (
                <p role="alert" className="rounded-md bg-surface px-2 py-1 text-xs text-danger">
                  {t('thread.editFailed', { message: error })}
                </p>
              )}
              <div className="flex justify-end gap-2">
                <Button size="sm" variant="secondary" onClick={() => setDraft(null)} disabled={saving}>
                  {t('thread.cancel')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void save()}
                  disabled={saving || !draft.trim()}
                >
                  {t('thread.save')}
                </Button>
              </div>
            </div>
          )}
          <p
            className={cn(
              'mt-0.5 flex items-center justify-end gap-1 text-[11px]',
              own ? 'text-primary-foreground/80' : 'text-muted-foreground',
            )}
          >
            {message.edited && <span data-testid="edited-marker">{t('thread.edited')}</span>}
            <time dateTime={message.timestamp}>{stamp}</time>
            {own &&
              (read ? (
                <CheckCheck
                  aria-label={t('thread.read')}
                  role="img"
                  className="size-3.5"
                  data-testid="check-read"
                />
              ) : (
                <Check
                  aria-label={t('thread.sent')}
                  role="img"
                  className="size-3.5"
                  data-testid="check-sent"
                />
              ))}
          </p>
        </div>
        {own && onEdit && draft === null && (
          <IconButton
            label={t('thread.edit')}
            size="sm"
            onClick={() => setDraft(message.content)}
            className="opacity-100 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100"
          >
            <Pencil aria-hidden="true" />
          </IconButton>
        )}
      </div>
    </li>
  );
}
