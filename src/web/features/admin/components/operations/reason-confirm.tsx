import { ADMIN_REASON_MAX, ADMIN_REASON_MIN } from '@shared/contracts/admin-operations';
import { Button } from '@web/components/ui/button';
import { FieldMessages } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { inputClasses } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

/**
 * A confirmation that takes a reason (3 to 500 characters, as the server checks), shown in place
 * inside a detail dialog: the title, what will happen, the reason, Cancel and the action.
 */
export function ReasonConfirm({
  title,
  body,
  hint,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  title: string;
  body: string;
  hint: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const t = useT('admin-operations');
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < ADMIN_REASON_MIN) return setError(t('common.reasonTooShort'));
    if (trimmed.length > ADMIN_REASON_MAX) return setError(t('common.reasonTooLong'));
    onConfirm(trimmed);
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-danger/40 bg-danger-muted/40 p-4"
    >
      <p id={`${id}-title`} className="font-semibold text-foreground">
        {title}
      </p>
      <p className="text-sm text-muted-foreground">{body}</p>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between">
          <Label htmlFor={id}>{t('common.reasonLabel')}</Label>
          <span className="text-xs tabular-nums text-muted-foreground">
            {t('common.reasonCount', { count: reason.length })}
          </span>
        </div>
        <textarea
          ref={field}
          id={id}
          value={reason}
          rows={3}
          maxLength={ADMIN_REASON_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          className={cn(inputClasses, 'h-auto py-2')}
        />
        <FieldMessages id={id} hint={hint} error={error} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </form>
  );
}
