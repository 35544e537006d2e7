import { Switch } from '@web/components/ui/switch';
import { cn } from '@web/lib/cn';
import { Check, ChevronDown, type LucideIcon } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { type ReactNode, useId } from 'react';

/** One setting: its name and a line on what it does, the control beside it (under it on phones). */
function Row({
  label,
  hint,
  labelFor,
  labelId,
  hintId,
  stacked = false,
  children,
}: {
  label: string;
  hint?: ReactNode;
  labelFor?: string;
  labelId?: string;
  hintId: string;
  /** The control takes the row's width under the text (choice cards). */
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex gap-3 py-4 first:pt-0 last:pb-0',
        stacked ? 'flex-col' : 'flex-col sm:flex-row sm:items-center sm:justify-between sm:gap-6',
      )}
    >
      <div className="min-w-0 flex-1">
        {labelFor ? (
          <label htmlFor={labelFor} className="text-sm font-medium text-foreground">
            {label}
          </label>
        ) : (
          <p id={labelId} className="text-sm font-medium text-foreground">
            {label}
          </p>
        )}
        {hint && (
          <p id={hintId} className="mt-0.5 text-sm leading-relaxed text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
      <div className={cn('min-w-0', !stacked && 'sm:w-72 sm:shrink-0')}>{children}</div>
    </div>
  );
}

/** A list of rows with hairlines between them. */
export function Rows({ children }: { children: ReactNode }) {
  return <div className="divide-y divide-border">{children}</div>;
}

export function SwitchRow({
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-foreground">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="mt-0.5 text-sm leading-relaxed text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  );
}

export interface SelectOption<T extends string> {
  value: T;
  label: string;
  lang?: string;
}

/** A native select (keyboards, screen readers and phones all know it), styled as the app's fields. */
export function SelectRow<T extends string>({
  label,
  hint,
  value,
  options,
  onChange,
}: {
  label: string;
  hint?: ReactNode;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <Row label={label} hint={hint} labelFor={id} hintId={`${id}-hint`}>
      <div className="relative">
        <select
          id={id}
          aria-describedby={hint ? `${id}-hint` : undefined}
          value={value}
          onChange={(event) => {
            const next = options.find((option) => option.value === event.target.value);
            if (next) onChange(next.value);
          }}
          className="h-10 w-full cursor-pointer appearance-none truncate rounded-lg border border-border bg-surface py-2 pr-9 pl-3 text-sm text-foreground shadow-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </Row>
  );
}

export interface Choice<T extends string> {
  value: T;
  title: string;
  detail?: string;
  icon?: LucideIcon;
}

/**
 * A radio group of cards (arrow keys move and choose, as in any radio group), for the few
 * options worth seeing side by side: the theme, the formats with a sample of each.
 */
export function ChoiceRow<T extends string>({
  label,
  hint,
  value,
  choices,
  onChange,
  columns,
}: {
  label: string;
  hint?: ReactNode;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  columns: string;
}) {
  const labelId = useId();
  return (
    <Row label={label} hint={hint} labelId={labelId} hintId={`${labelId}-hint`} stacked>
      <RadioGroup.Root
        aria-labelledby={labelId}
        aria-describedby={hint ? `${labelId}-hint` : undefined}
        value={value}
        onValueChange={(next) => {
          const choice = choices.find((c) => c.value === next);
          if (choice) onChange(choice.value);
        }}
        className={cn('grid gap-2', columns)}
      >
        {choices.map(({ value: option, title, detail, icon: Icon }) => (
          <RadioGroup.Item
            key={option}
            value={option}
            className={cn(
              'group relative flex min-w-0 items-center gap-2.5 rounded-xl border border-border bg-surface px-3 py-2.5 text-left transition-colors',
              'hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              'data-[state=checked]:border-primary data-[state=checked]:bg-accent/60',
            )}
          >
            {Icon && (
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground group-data-[state=checked]:bg-primary group-data-[state=checked]:text-primary-foreground">
                <Icon aria-hidden="true" className="size-4" />
              </span>
            )}
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-medium break-words text-foreground">{title}</span>
              {detail && <span className="block text-xs break-words text-muted-foreground">{detail}</span>}
            </span>
            {/* With an icon, its filled box marks the choice; room for the name on narrow screens. */}
            {!Icon && (
              <Check
                aria-hidden="true"
                className="size-4 shrink-0 text-primary opacity-0 group-data-[state=checked]:opacity-100"
              />
            )}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </Row>
  );
}
