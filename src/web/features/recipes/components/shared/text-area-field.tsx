import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';
import { type ReactNode, useId } from 'react';

interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Beside the label, e.g. a character counter. */
  aside?: ReactNode;
  rows?: number;
  className?: string;
  required?: boolean;
}

/** Label, textarea and error wired together, in the look of the app's FormField. */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
  aside,
  rows = 4,
  className,
  required,
}: TextAreaFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      <textarea
        id={id}
        value={value}
        rows={rows}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={cn(
          'w-full min-w-0 resize-y rounded-lg border border-border bg-surface px-3 py-2 text-[15px] leading-relaxed text-foreground shadow-xs',
          'transition-colors placeholder:text-muted-foreground/70 sm:text-sm',
          'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
          'aria-invalid:border-danger',
          className,
        )}
      />
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
