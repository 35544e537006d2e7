import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { Check, Copy, Pencil, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from '@web/lib/toast';
import { useT } from '@web/lib/i18n';
import { useCopy } from '../hooks/use-copy';
import { useMessageActions } from '../hooks/use-message-actions';
import type { UiMessage } from '../lib/message-model';
import { IconButton } from '@web/components/ui/icon-button';
import { MessageAttachments } from './attachments/message-attachments';

/**
 * The user's message (chat-assistant.md §4 User message): view, then editing with Save/Cancel
 * (Ctrl/Cmd+Enter saves, Escape cancels); saving adds a version and answers it again. Delete
 * takes it out of this view only, and says so.
 */
export function UserMessage({ message }: { message: UiMessage }) {
  const t = useT('chat');
  const id = useId();
  const actions = useMessageActions();
  const { copied, copy } = useCopy(t('actions.copyFailed'));
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.content);
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  const cancel = () => {
    setEditing(false);
    setDraft(message.content);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const save = async () => {
    if (!actions || saving || !draft.trim()) return;
    setSaving(true);
    const saved = await actions.controller.editMessage(message.id, draft);
    setSaving(false);
    if (saved) setEditing(false);
  };
  const remove = () => {
    actions?.controller.deleteLocally(message.id);
    toast(t('actions.deletedNote'));
  };

  return (
    <article
      aria-label={t('message.you')}
      data-testid="message-user"
      className="group/message flex flex-col items-end"
    >
      {message.attachments && message.attachments.length > 0 && (
        <MessageAttachments attachments={message.attachments} className="max-w-[85%]" />
      )}
      {editing ? (
        <div className="w-full max-w-[85%]">
          <label htmlFor={`${id}-edit`} className="sr-only">
            {t('actions.editLabel')}
          </label>
          <textarea
            id={`${id}-edit`}
            // biome-ignore lint/a11y/noAutofocus: the textarea replaces the bubble the user asked to edit
            autoFocus
            value={draft}
            rows={Math.min(8, Math.max(2, draft.split('\n').length))}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                cancel();
              } else if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
                event.preventDefault();
                void save();
              }
            }}
            aria-describedby={`${id}-hint`}
            data-testid="edit-textarea"
            className="w-full resize-y rounded-2xl border border-border bg-background px-4 py-2.5 text-[15px] leading-relaxed text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          />
          <div className="mt-2 flex items-center justify-end gap-2">
            <span id={`${id}-hint`} className="mr-auto hidden text-xs text-muted-foreground sm:inline">
              {t('actions.editHint')}
            </span>
            <Button type="button" variant="ghost" size="sm" onClick={cancel}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="button"
              size="sm"
              disabled={saving || !draft.trim() || actions?.busy}
              onClick={() => void save()}
              data-testid="edit-save"
            >
              {t('actions.save')}
            </Button>
          </div>
        </div>
      ) : message.content ? (
        <div className="max-w-[85%] rounded-2xl rounded-br-md bg-accent px-4 py-2.5 text-[15px] leading-relaxed whitespace-pre-wrap break-words text-foreground">
          {message.content}
        </div>
      ) : null}
      {actions && !editing && (
        <div
          className={cn(
            'mt-1 flex min-h-8 items-center gap-0.5 transition-opacity',
            '[@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover/message:opacity-100 [@media(hover:hover)]:focus-within:opacity-100',
          )}
          data-testid="user-actions"
        >
          {(message.versions?.length ?? 0) > 1 && (
            <span className="mr-1 text-xs text-muted-foreground">{t('actions.edited')}</span>
          )}
          <IconButton
            label={copied ? t('actions.copied') : t('actions.copy')}
            onClick={() => void copy(message.content)}
          >
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          </IconButton>
          <IconButton
            ref={editButton}
            label={t('actions.edit')}
            disabled={actions.busy}
            onClick={() => {
              setDraft(message.content);
              setEditing(true);
            }}
            data-testid="edit-message"
          >
            <Pencil aria-hidden="true" />
          </IconButton>
          <IconButton label={t('actions.delete')} onClick={remove} data-testid="delete-message">
            <Trash2 aria-hidden="true" />
          </IconButton>
        </div>
      )}
    </article>
  );
}
