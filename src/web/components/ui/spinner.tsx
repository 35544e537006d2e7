import { cn } from '@web/lib/cn';
import { LoaderCircle } from 'lucide-react';

/** Decorative spinner; the surrounding text carries the meaning for screen readers. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-primary', className)} />;
}
