import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { Star } from 'lucide-react';

/** Five stars filled to the nearest half of `rating`, read out as 'Rated 4.5 out of 5'. */
export function StarRow({ rating, className }: { rating: number; className?: string }) {
  const t = useT('marketplace-detail');
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span
      role="img"
      aria-label={t('stars', { rating: rounded })}
      className={cn('inline-flex gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className="relative inline-flex size-4">
          <Star aria-hidden="true" className="size-4 text-border" fill="currentColor" strokeWidth={0} />
          {rounded >= n - 0.5 && (
            <span className={cn('absolute inset-0 overflow-hidden', rounded < n && 'w-1/2')}>
              <Star
                aria-hidden="true"
                className="size-4 text-amber-500"
                fill="currentColor"
                strokeWidth={0}
              />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
