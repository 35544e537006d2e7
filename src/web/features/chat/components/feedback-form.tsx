import {
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_REASONS,
  type FeedbackReason,
  feedbackSchema,
} from '@shared/contracts/chat-actions';
import { Button } from '@web/components/ui/button';
import { submitWhen, useZodForm } from '@web/lib/forms/use-zod-form';
import { useId } from 'react';
import { useT } from '@web/lib/i18n';

const REASON_KEYS = {
  'Inaccurate information': 'inaccurate',
  'Not relevant to my question': 'irrelevant',
  'Too vague or unclear': 'vague',
  Other: 'other',
} as const satisfies Record<FeedbackReason, string>;

/** The negative branch of the feedback endpoint's body: a listed reason and an optional comment. */
const reasonForm = feedbackSchema.options[1].omit({ feedback: true });

/** The reason form a thumbs down opens (chat-assistant.md §4 Feedback). */
export function FeedbackForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (reason: FeedbackReason, comment: string) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT('chat');
  const id = useId();
  const form = useZodForm(reasonForm, { defaultValues: { comment: '' } });
  const [reason, comment = ''] = form.watch(['reason', 'comment']);
  const sending = form.formState.isSubmitting;
  const submit = form.handleSubmit((values) => onSubmit(values.reason, values.comment ?? ''));

  return (
    <form
      data-testid="feedback-form"
      aria-labelledby={`${id}-title`}
      className="mt-2 max-w-md rounded-xl border border-border bg-surface p-3 shadow-xs"
      onSubmit={submitWhen(Boolean(reason) && !sending, submit)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <fieldset>
        <legend id={`${id}-title`} className="text-sm font-medium text-foreground">
          {t('actions.feedbackTitle')}
        </legend>
        <div className="mt-2 space-y-1">
          {FEEDBACK_REASONS.map((value) => (
            <label key={value} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                value={value}
                {...form.register('reason')}
                className="size-4 accent-primary"
              />
              {t(`actions.reasons.${REASON_KEYS[value]}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`${id}-comment`} className="mt-2 block text-sm font-medium text-foreground">
        {t('actions.comment')}
      </label>
      <textarea
        id={`${id}-comment`}
        maxLength={FEEDBACK_COMMENT_MAX}
        rows={2}
        placeholder={t('actions.commentPlaceholder')}
        {...form.register('comment')}
        className="mt-1 w-full resize-y rounded-lg border border-border bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
      />
      <p className="text-right text-xs text-muted-foreground" aria-live="polite">
        {comment.length}/{FEEDBACK_COMMENT_MAX}
      </p>
      <div className="mt-2 flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={!reason || sending}>
          {t('actions.submit')}
        </Button>
      </div>
    </form>
  );
}
