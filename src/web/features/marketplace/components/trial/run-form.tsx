import { TRIAL_INPUT_MAX } from '@shared/contracts/marketplace-trial';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { Play, Square } from 'lucide-react';
import { useState } from 'react';
import { CommunityTextarea } from '../community/community-textarea';

/**
 * The input of a run with its counter, and the button that starts it, which becomes Stop while
 * it runs (same place, same size: nothing moves).
 */
export function RunForm({
  label,
  submitLabel,
  busy,
  onSubmit,
  onStop,
  note,
}: {
  label: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (input: string) => void;
  onStop: () => void;
  /** Beside the button: what a run costs. */
  note?: string;
}) {
  const t = useT('marketplace-trial');
  const format = useFormat();
  const [input, setInput] = useState('');
  const length = input.trim().length;
  const tooLong = input.length > TRIAL_INPUT_MAX;

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy && length > 0 && !tooLong) onSubmit(input.trim());
      }}
    >
      <CommunityTextarea
        label={label}
        value={input}
        onChange={setInput}
        rows={4}
        disabled={busy}
        placeholder={t('input.placeholder')}
        error={tooLong ? t('input.tooLong', { max: format.number(TRIAL_INPUT_MAX) }) : null}
        footer={
          <span
            aria-live="polite"
            className={cn('ms-auto tabular-nums text-muted-foreground', tooLong && 'font-medium text-danger')}
          >
            {t('input.counter', { count: format.number(input.length), max: format.number(TRIAL_INPUT_MAX) })}
          </span>
        }
      />
      <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
        {note && <p className="me-auto text-xs text-muted-foreground">{note}</p>}
        {busy ? (
          <Button variant="secondary" className="min-w-36" onClick={onStop}>
            <Square aria-hidden="true" />
            {t('button.stop')}
          </Button>
        ) : (
          <Button type="submit" className="min-w-36" disabled={length === 0 || tooLong}>
            <Play aria-hidden="true" />
            {submitLabel}
          </Button>
        )}
      </div>
    </form>
  );
}
