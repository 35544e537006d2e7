import { sanitizeInput } from '@shared/chat/input';
import { LIMITS } from '@shared/constants';
import { IconButton } from '@web/components/ui/icon-button';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { ArrowUp, Mic, Square } from 'lucide-react';
import {
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useT } from '@web/lib/i18n';
import type { PendingAttachments } from '../hooks/use-pending-attachments';
import { speechInputSupported, useSpeechInput } from '../hooks/use-speech-input';
import type { PendingAttachment } from '../lib/pending-attachment';
import { AttachFilesButton } from './attachments/attach-files-button';
import { PendingAttachmentChips } from './attachments/pending-attachment-chips';

export interface ChatInputProps {
  /** Sends the text and the ready files; false when it was not sent (both stay). */
  onSend: (text: string, attachments: readonly PendingAttachment[]) => boolean;
  onStop: () => void;
  /** A reply is being written: the button is Stop and Escape stops it. */
  busy: boolean;
  initialText?: string;
  /** Text handed back after a failed send; a new `n` puts it in again. */
  restore?: { text: string; n: number } | null;
  /** A note under the input (validation, network, a skipped send). */
  note?: string | null;
  onEdit?: () => void;
  /** Shown at the right under the input (the generations counter). */
  aside?: ReactNode;
  /** The files attached (picker, paste, and the screen's drop zone share them). */
  attachments?: PendingAttachments;
}

/** The textarea's height follows its content between 20 and 120 px (chat-assistant.md §5). */
export function clampHeight(scrollHeight: number): number {
  return Math.min(LIMITS.textareaMaxHeightPx, Math.max(LIMITS.textareaMinHeightPx, scrollHeight));
}

/**
 * The fixed input bar's form: Enter sends, Shift+Enter adds a line, Escape stops a reply being
 * written; pasted text is sanitised as it comes in, the whole text again when sent.
 */
export function ChatInput({
  onSend,
  onStop,
  busy,
  initialText = '',
  restore,
  note,
  onEdit,
  aside,
  attachments,
}: ChatInputProps) {
  const t = useT('chat');
  const [text, setText] = useState(initialText);
  const ref = useRef<HTMLTextAreaElement>(null);
  const noteId = useId();
  const hintId = useId();
  // Checked once: the microphone button exists only where the browser can dictate.
  const [canDictate] = useState(speechInputSupported);
  const speech = useSpeechInput({
    onText: (heard) => {
      setText(heard);
      onEdit?.();
    },
    onFailure: (failure) =>
      toast.error(failure === 'denied' ? t('input.voiceDenied') : t('input.voiceFailed')),
  });

  useEffect(() => {
    if (restore) setText(restore.text);
  }, [restore]);

  // Grow with the content, within the bounds; measured before paint so it never flickers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    const height = clampHeight(el.scrollHeight);
    el.style.height = `${height}px`;
    el.style.overflowY = el.scrollHeight > LIMITS.textareaMaxHeightPx ? 'auto' : 'hidden';
  }, [text]);

  const files = attachments?.ready ?? [];
  const uploading = attachments?.busy ?? false;
  // §5: sending needs non-blank text or at least one attachment; files still uploading wait.
  const cannotSend = (text.trim().length === 0 && files.length === 0) || uploading;

  const submit = () => {
    if (busy || cannotSend) return;
    speech.stop();
    if (onSend(text, files)) {
      setText('');
      attachments?.clear();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape' && speech.listening) {
      event.preventDefault();
      speech.stop();
    } else if (event.key === 'Escape' && busy) {
      event.preventDefault();
      onStop();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    // Pasted files (a screenshot, files copied in the file manager) are attached.
    if (attachments && event.clipboardData.files.length > 0) {
      event.preventDefault();
      attachments.add([...event.clipboardData.files]);
      return;
    }
    const pasted = event.clipboardData.getData('text/plain');
    if (!pasted) return;
    event.preventDefault();
    const clean = sanitizeInput(pasted);
    const el = event.currentTarget;
    const start = el.selectionStart ?? text.length;
    const end = el.selectionEnd ?? text.length;
    const next = text.slice(0, start) + clean + text.slice(end);
    setText(next);
    onEdit?.();
    requestAnimationFrame(() => el.setSelectionRange(start + clean.length, start + clean.length));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) onStop();
    else submit();
  };

  return (
    <form onSubmit={onSubmit} className="w-full">
      <div
        className={cn(
          'rounded-2xl border border-border bg-surface shadow-sm transition-colors',
          'focus-within:border-ring/60 focus-within:ring-2 focus-within:ring-ring/25',
        )}
      >
        {attachments && <PendingAttachmentChips items={attachments.items} onRemove={attachments.remove} />}
        <div className="flex items-end gap-2 py-2.5 pr-2.5 pl-4">
          <label htmlFor={`${hintId}-input`} className="sr-only">
            {t('input.label')}
          </label>
          <textarea
            id={`${hintId}-input`}
            ref={ref}
            rows={1}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              onEdit?.();
            }}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            placeholder={t('input.placeholder')}
            aria-describedby={note ? `${noteId} ${hintId}` : hintId}
            aria-invalid={note ? true : undefined}
            data-testid="chat-input"
            className="mb-1.5 min-h-5 flex-1 resize-none bg-transparent text-[15px] leading-5 text-foreground outline-none placeholder:text-muted-foreground"
            style={{ height: LIMITS.textareaMinHeightPx }}
          />
          {attachments && <AttachFilesButton onFiles={attachments.add} />}
          {canDictate && (
            <IconButton
              label={speech.listening ? t('input.voiceStop') : t('input.voiceStart')}
              variant={speech.listening ? 'danger' : 'ghost'}
              round
              onClick={() => (speech.listening ? speech.stop() : speech.start(text))}
              pressed={speech.listening}
              data-testid="chat-voice"
              className="relative"
            >
              {speech.listening && (
                <span
                  aria-hidden="true"
                  className="absolute inset-0 animate-ping rounded-full bg-danger/40"
                />
              )}
              <Mic aria-hidden="true" className="relative size-4" />
            </IconButton>
          )}
          {busy ? (
            <IconButton type="submit" label={t('input.stop')} variant="inverse" round data-testid="chat-stop">
              <Square aria-hidden="true" className="size-3.5 fill-current" />
            </IconButton>
          ) : (
            <IconButton
              type="submit"
              label={t('input.send')}
              variant="primary"
              round
              disabled={cannotSend}
              data-testid="chat-send"
            >
              <ArrowUp aria-hidden="true" />
            </IconButton>
          )}
        </div>
      </div>
      <div className="mt-1.5 flex min-h-5 items-start justify-between gap-3 px-1 text-xs">
        {note ? (
          <p id={noteId} role="alert" className="text-danger">
            {note}
          </p>
        ) : speech.listening ? (
          <p id={hintId} role="status" className="font-medium text-danger" data-testid="voice-listening">
            {t('input.listening')}
          </p>
        ) : (
          <p id={hintId} className="text-muted-foreground max-sm:sr-only">
            {t('input.hint')}
          </p>
        )}
        {aside}
      </div>
    </form>
  );
}
