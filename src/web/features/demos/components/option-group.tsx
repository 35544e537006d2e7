import { cn } from '@web/lib/cn';
import { useId } from 'react';

/**
 * A choice of one among a few, as native radio buttons drawn as tiles (arrow keys move between
 * them, the browser announces the group and the position). Each tile has a label and a hint.
 */
export function OptionGroup<T extends string>({
  legend,
  options,
  selected,
  onSelect,
  labelOf,
  hintOf,
}: {
  legend: string;
  options: readonly T[];
  selected: T;
  onSelect: (option: T) => void;
  labelOf: (option: T) => string;
  hintOf?: (option: T) => string;
}) {
  const name = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-foreground">{legend}</legend>
      <div
        className={cn('grid grid-cols-2 gap-2', options.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-4')}
      >
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              'flex min-h-11 cursor-pointer flex-col justify-center rounded-lg border px-3 py-2 text-sm transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              selected === option
                ? 'border-primary bg-primary text-primary-foreground shadow-xs'
                : 'border-border bg-surface text-foreground hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={selected === option}
              onChange={() => onSelect(option)}
              // Named by the label alone, described by the hint (the two would otherwise run together).
              aria-labelledby={`${name}-${option}-label`}
              aria-describedby={hintOf ? `${name}-${option}-hint` : undefined}
              className="sr-only"
            />
            <span id={`${name}-${option}-label`} className="font-medium">
              {labelOf(option)}
            </span>
            {hintOf && (
              <span
                id={`${name}-${option}-hint`}
                className={cn(
                  'mt-0.5 text-xs',
                  selected === option ? 'text-primary-foreground/85' : 'text-muted-foreground',
                )}
              >
                {hintOf(option)}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
