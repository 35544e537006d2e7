import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

/** A small rounded tag label; `children` after the text holds e.g. a remove button. */
export function TagChip({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <span
      data-testid="tag-chip"
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-muted/60 px-2.5 py-0.5 text-xs font-medium text-foreground/85',
        className,
      )}
    >
      <span className="truncate">{label}</span>
      {children}
    </span>
  );
}
