import { clockTimeSchema, type QuietHours } from '@shared/contracts/preferences';
import { FormField } from '@web/components/ui/form-field';
import { useT } from '@web/lib/i18n';
import { useEffect, useRef, useState } from 'react';

/** How long typing may pause before the times are saved: a time input changes once per segment. */
export const QUIET_HOURS_SAVE_DELAY_MS = 700;

type Ends = keyof QuietHours;
type Drafts = Partial<Record<Ends, string>>;

const isClockTime = (value: string) => clockTimeSchema.safeParse(value).success;

/**
 * Quiet Hours (platform.md §2 Settings: a from/to pair, 22:00 to 08:00 by default): two time
 * inputs, saved once the typing pauses or the field is left, when both are full times. What is
 * being typed is kept here; the saved pair comes from the server's copy, so a failed save (or
 * another tab's change) shows in the fields.
 */
export function QuietHoursSetting({
  quietHours,
  onSave,
}: {
  quietHours: QuietHours;
  onSave: (quietHours: QuietHours) => void;
}) {
  const t = useT('settings-notifications');
  const [drafts, setDrafts] = useState<Drafts>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest values for the timer and the unmount, which see an older render otherwise.
  const latest = useRef({ drafts, quietHours, onSave });
  latest.current = { drafts, quietHours, onSave };

  const flush = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const { drafts: current, quietHours: saved, onSave: save } = latest.current;
    if (current.from === undefined && current.to === undefined) return;
    const next = { from: current.from ?? saved.from, to: current.to ?? saved.to };
    if (!isClockTime(next.from) || !isClockTime(next.to)) return;
    setDrafts({});
    latest.current.drafts = {};
    if (next.from !== saved.from || next.to !== saved.to) save(next);
  };

  // Closing the section (or leaving the page) mid-edit still saves what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on unmount; `flush` reads refs.
  useEffect(() => () => (timer.current ? flush() : undefined), []);

  const change = (end: Ends, value: string) => {
    setDrafts((current) => ({ ...current, [end]: value }));
    latest.current.drafts = { ...latest.current.drafts, [end]: value };
    clearTimeout(timer.current);
    timer.current = isClockTime(value) ? setTimeout(flush, QUIET_HOURS_SAVE_DELAY_MS) : undefined;
  };

  const field = (end: Ends) => {
    const value = drafts[end] ?? quietHours[end];
    return (
      <FormField
        label={t(`quietHours.${end}`)}
        type="time"
        step={60}
        required
        value={value}
        error={drafts[end] !== undefined && !isClockTime(value) ? t('quietHours.invalid') : null}
        onChange={(event) => change(end, event.target.value)}
        onBlur={flush}
        inputClassName="tabular-nums"
      />
    );
  };

  return (
    <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
      {field('from')}
      {field('to')}
    </div>
  );
}
