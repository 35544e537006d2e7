import { cn } from '@web/lib/cn';

const LEVELS = [1, 2, 3, 4, 5] as const;

/**
 * Difficulty as five bars, the first `value` filled, with its figure beside them. One image to
 * assistive technology, named by `label` ('Difficulty 3 of 5'): the bars alone say nothing.
 */
export function DifficultyMeter({ value, label }: { value: number; label: string }) {
  return (
    <span role="img" aria-label={label} data-value={value} className="flex items-center gap-2">
      <span className="flex items-center gap-1">
        {LEVELS.map((level) => (
          <span
            key={level}
            data-filled={level <= value}
            className={cn('h-2 w-3.5 rounded-full sm:w-4', level <= value ? 'bg-primary' : 'bg-muted')}
          />
        ))}
      </span>
      <span className="tabular-nums">{value}/5</span>
    </span>
  );
}
