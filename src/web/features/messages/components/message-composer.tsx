import { COMPOSER_MAX_HEIGHT_PX, MESSAGE_MAX_CHARS } from '@shared/contracts/messaging';
import { Alert } from '@web/components/ui/alert';
import { IconButton } from '@web/components/ui/icon-button';
import { errorText } from '@web/lib/error-text';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { SendHorizontal } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** The count of characters left shows from this many before the limit. */
const SHOW_REMAINING_BELOW = 500;
const MIN_HEIGHT_PX = 20;

interface MessageComposerProps {
  /** Sends the trimmed text; a rejection keeps the text and shows the error. */
  onSend: (text: string) => Promise<unknown>;
  /** Why nothing can be sent here (blocked, the other account deleted): shown instead of the input. */
  disabledReason?: string | null;
  autoFocus?: boolean;
  className?: string;
}

/**
 * The message composer (§5): 'Type a message...', Enter sends and Shift+Enter starts a new line,
 * the input grows to 120 px then scrolls, and input and button are disabled while sending. Only
 * trimmed non-empty text is sent; a success clears the input, a failure keeps it and says why.
 */
export function MessageComposer({ onSend, disabledReason, autoFocus, className }: MessageComposerProps) {
  const t = useT('messages');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const countId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the composer appears
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, []);

  const trimmed = text.trim();
  const tooLong = trimmed.length > MESSAGE_MAX_CHARS;
  const remaining = MESSAGE_MAX_CHARS - trimmed.length;
  const blocked = !!disabledReason;

  // The input's height follows its text up to 120 px, then it scrolls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the text changes
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    const height = Math.min(COMPOSER_MAX_HEIGHT_PX, Math.max(MIN_HEIGHT_PX, el.scrollHeight));
    el.style.height = `${height}px`;
    el.style.overflowY = el.scrollHeight > COMPOSER_MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [text]);

  const send = async () => {
    if (sending || blocked || !trimmed || tooLong) return;
    setSending(true);
    setError(null);
    try {
      await onSend(trimmed);
      setText('');
    } catch (failure) {
      setError(errorText(failure as { key?: string; message?: string }) || String(failure));
    } finally {
      setSending(false);
      // The input was disabled while sending, which took the focus away.
      requestAnimationFrame(() => ref.current?.focus());
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  if (blocked)
    return (
      <p
        role="note"
        className={cn(
          'rounded-xl border border-border bg-muted/60 px-4 py-3 text-sm text-muted-foreground',
          className,
        )}
      >
        {disabledReason}
      </p>
    );

  return (
    <form onSubmit={onSubmit} className={cn('w-full', className)}>
      {error && (
        <Alert
          tone="danger"
          title={t('composer.failedTitle')}
          className="mb-2"
          dismiss={{ label: t('composer.dismiss'), onDismiss: () => setError(null) }}
        >
          {error}
        </Alert>
      )}
      <div className="flex items-end gap-2 rounded-2xl border border-border bg-surface py-2 pr-2 pl-4 shadow-xs focus-within:border-ring/60 focus-within:ring-2 focus-within:ring-ring/25">
        <label htmlFor={`${hintId}-input`} className="sr-only">
          {t('composer.label')}
        </label>
        <textarea
          id={`${hintId}-input`}
          ref={ref}
          rows={1}
          value={text}
          disabled={sending}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('composer.placeholder')}
          aria-describedby={`${hintId} ${countId}`}
          aria-invalid={tooLong || undefined}
          data-testid="message-input"
          className="mb-1.5 min-h-5 flex-1 resize-none bg-transparent text-[15px] leading-5 text-foreground outline-none placeholder:text-muted-foreground disabled:opacity-60"
          style={{ height: MIN_HEIGHT_PX }}
        />
        <IconButton
          type="submit"
          label={t('composer.send')}
          variant="primary"
          round
          disabled={sending || !trimmed || tooLong}
          data-testid="message-send"
        >
          <SendHorizontal aria-hidden="true" />
        </IconButton>
      </div>
      <div className="mt-1 flex min-h-4 items-start justify-between gap-3 px-1 text-xs">
        <p id={hintId} className="text-muted-foreground max-sm:sr-only">
          {t('composer.hint')}
        </p>
        <p
          id={countId}
          aria-live="polite"
          className={cn('shrink-0 tabular-nums', tooLong ? 'text-danger' : 'text-muted-foreground')}
        >
          {tooLong
            ? t('composer.tooLong', { max: MESSAGE_MAX_CHARS })
            : remaining <= SHOW_REMAINING_BELOW
              ? t('composer.remaining', { count: remaining })
              : null}
        </p>
      </div>
    </form>
  );
}
