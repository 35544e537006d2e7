import { cn } from '@web/lib/cn';
import { Flame } from 'lucide-react';

/** The product mark: a flame on the primary colour, matching public/favicon.svg. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm',
        className,
      )}
    >
      <Flame className="size-[55%]" strokeWidth={2.25} />
    </span>
  );
}
