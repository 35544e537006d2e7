import { cn } from '@web/lib/cn';
import type { HTMLAttributes } from 'react';

/** A bordered surface that groups related content. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('rounded-2xl border border-border bg-surface shadow-xs', className)} {...props} />
  );
}
