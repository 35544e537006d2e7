import { cn } from '@web/lib/cn';
import type { ComponentProps } from 'react';

/** The small icon button of the message action rows: labelled for screen readers, titled for the mouse. */
export function ActionButton({
  label,
  className,
  pressed,
  children,
  ...props
}: ComponentProps<'button'> & { label: string; pressed?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-muted-foreground transition-colors',
        'hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-4',
        pressed && 'text-primary',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}
