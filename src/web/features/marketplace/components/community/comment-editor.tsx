import {
  COMMENT_MAX_CHARS,
  COMMENT_WARN_ABOVE,
  commentProblem,
} from '@shared/contracts/marketplace-community';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { useState } from 'react';
import { refusalOr } from './community-errors';
import { CommunityTextarea } from './community-textarea';

interface CommentEditorProps {
  label: string;
  submitLabel: string;
  /** The words when the server fails without a refusal of its own. */
  failedText: string;
  initial?: string;
  hideLabel?: boolean;
  autoFocus?: boolean;
  /** Resolves when saved (the editor then empties), rejects with the server's error. */
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * platform.md §5 Comment form, for a comment, a reply and an edit: the counter n/1000, the
 * characters left above 900, the §5 messages once something was typed, and a submit that stays
 * disabled while the text is empty, under 3 or over 1000 characters (trimmed, as the server counts).
 */
export function CommentEditor({
  label,
  submitLabel,
  failedText,
  initial = '',
  hideLabel,
  autoFocus,
  onSubmit,
  onCancel,
}: CommentEditorProps) {
  const t = useT('marketplace-community');
  const [content, setContent] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = commentProblem(content);
  const remaining = COMMENT_MAX_CHARS - content.trim().length;
  const message =
    problem === 'tooLong'
      ? t('form.tooLong')
      : touched && problem === 'tooShort'
        ? t('form.tooShort')
        : touched && problem === 'empty'
          ? t('form.empty')
          : null;

  const submit = async () => {
    if (problem || pending) return;
    setPending(true);
    setError(null);
    try {
      await onSubmit(content.trim());
      setContent('');
      setTouched(false);
    } catch (e) {
      setError(refusalOr(e, failedText));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <CommunityTextarea
        label={label}
        hideLabel={hideLabel}
        placeholder={t('form.placeholder')}
        value={content}
        autoFocus={autoFocus}
        disabled={pending}
        onChange={(value) => {
          setContent(value);
          setTouched(true);
        }}
        onKeyDown={(e) => {
          // Ctrl/⌘+Enter sends, as in the chat.
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void submit();
          }
        }}
        error={message}
        footer={
          <>
            <span aria-live="polite" className="text-warning">
              {content.trim().length > COMMENT_WARN_ABOVE && remaining >= 0
                ? t('form.remaining', { count: remaining })
                : ''}
            </span>
            <span
              className={cn('ml-auto tabular-nums', remaining < 0 ? 'text-danger' : 'text-muted-foreground')}
              data-testid="comment-counter"
            >
              {t('counter', { count: content.trim().length, max: COMMENT_MAX_CHARS })}
            </span>
          </>
        }
      />
      {error && <Alert tone="danger">{error}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" size="sm" disabled={problem !== null || pending}>
          {pending && <Spinner className="size-4 text-current" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
