import { DEFAULT_RATING } from '@shared/contracts/marketplace-community';
import { StarRatingInput, StarRow } from '@web/features/marketplace/community-widgets';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { TestPageShell, TestSection } from './test-page-shell';

/** Ratings worth seeing: none, a half star, a rounding case, the default (platform.md §9: 5.0). */
const SHOWN_RATINGS = [0, 2.5, 4.3, DEFAULT_RATING] as const;

/**
 * /rating-test: the marketplace's own star components. Read-only rows as listings show them
 * (to the nearest half star, out of 5), and the review form's picker, a radio group the arrow keys
 * move through. Nothing is saved.
 */
export function RatingTestPage() {
  const t = useT('test-pages');
  const format = useFormat();
  const [chosen, setChosen] = useState<number>(DEFAULT_RATING);
  const one = (n: number) => format.number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <TestPageShell icon={Star} title={t('rating.title')} description={t('rating.description')}>
      <TestSection title={t('rating.displayHeading')}>
        <ul className="divide-y divide-border">
          {SHOWN_RATINGS.map((rating) => (
            <li key={rating} className="flex items-center justify-between gap-4 py-2.5" data-rating={rating}>
              <span className="text-sm text-foreground tabular-nums">
                {rating === DEFAULT_RATING
                  ? t('rating.defaultValue', { value: one(rating) })
                  : t('rating.value', { value: one(rating) })}
              </span>
              <StarRow rating={rating} />
            </li>
          ))}
        </ul>
      </TestSection>
      <TestSection title={t('rating.pickerHeading')}>
        <p className="mb-3 text-sm text-muted-foreground">{t('rating.pickerHint')}</p>
        <StarRatingInput value={chosen} onChange={setChosen} />
        <p className="mt-3 text-sm text-foreground" aria-live="polite" data-testid="chosen-rating">
          {t('rating.chosen', { value: one(chosen) })}
        </p>
      </TestSection>
    </TestPageShell>
  );
}
