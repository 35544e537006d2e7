import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { Star } from 'lucide-react';
import { useId } from 'react';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Stars 1–5 as a native radio group: arrow keys move the choice, Tab leaves the group, and each
 * star is named '4 stars' for a screen reader. Stars up to the chosen one are filled.
 */
export function StarRatingInput({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
}) {
  const t = useT('marketplace-community');
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">{t('reviews.form.rating')}</legend>
      <div className="flex items-center gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className="group relative cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <span className="sr-only">{t('reviews.stars', { count: star })}</span>
            <Star
              aria-hidden="true"
              className={cn(
                'size-7 transition-colors',
                star <= value
                  ? 'fill-amber-400 text-amber-400'
                  : 'text-muted-foreground/50 group-hover:text-amber-300',
              )}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-muted-foreground" aria-hidden="true">
          {t('reviews.outOfFive', { rating: value })}
        </span>
      </div>
    </fieldset>
  );
}

/** A read-only row of five stars for a rating (rounded to the nearest half is not needed: whole stars). */
export function StarRow({ rating, className }: { rating: number; className?: string }) {
  const t = useT('marketplace-community');
  return (
    <span
      role="img"
      aria-label={t('reviews.ratingLabel', { rating: rating.toFixed(1) })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            'size-4',
            star <= Math.round(rating) ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  );
}
