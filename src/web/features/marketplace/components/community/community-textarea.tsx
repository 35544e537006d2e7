import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';
import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

interface CommunityTextareaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange'> {
  label: string;
  /** Hide the label visually (a reply box under its comment); it stays the field's name. */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Under the field: the counter and the warning, announced politely. */
  footer?: ReactNode;
  error?: string | null;
}

/** A labelled textarea for comments, replies, reviews and flag reasons, in the look of the app's inputs. */
export const CommunityTextarea = forwardRef<HTMLTextAreaElement, CommunityTextareaProps>(
  function CommunityTextarea(
    { label, hideLabel, value, onChange, footer, error, className, rows = 3, ...props },
    ref,
  ) {
    const id = useId();
    const errorId = error ? `${id}-error` : undefined;
    const footerId = footer ? `${id}-footer` : undefined;
    return (
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
          {label}
        </Label>
        <textarea
          ref={ref}
          id={id}
          value={value}
          rows={rows}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[footerId, errorId].filter(Boolean).join(' ') || undefined}
          className={cn(
            'w-full min-w-0 resize-y rounded-lg border border-border bg-surface px-3 py-2 text-[15px] leading-relaxed text-foreground shadow-xs',
            'transition-colors placeholder:text-muted-foreground/70 sm:text-sm',
            'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
            'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
            className,
          )}
          {...props}
        />
        {footer && (
          <div id={footerId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs">
            {footer}
          </div>
        )}
        {error && (
          <p id={errorId} className="text-xs font-medium text-danger">
            {error}
          </p>
        )}
      </div>
    );
  },
);
