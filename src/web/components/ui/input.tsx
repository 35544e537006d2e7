import { cn } from '@web/lib/cn';
import type { ComponentProps } from 'react';

export const inputClasses =
  'h-10 w-full min-w-0 rounded-lg border border-border bg-surface px-3 text-[15px] text-foreground shadow-xs ' +
  'transition-colors placeholder:text-muted-foreground/70 ' +
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/40 sm:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClasses, className)} {...props} />;
}
