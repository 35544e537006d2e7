import { BROWSE_SORTS, type BrowseSort } from '@shared/contracts/marketplace-browse';
import { inputClasses } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

const LABELS = {
  'for-you': 'sort.for-you',
  trending: 'sort.trending',
  'price-low': 'sort.price-low',
  rating: 'sort.rating',
} as const satisfies Record<BrowseSort, string>;

export const parseSort = (value: string | null): BrowseSort =>
  (BROWSE_SORTS as readonly string[]).includes(value ?? '') ? (value as BrowseSort) : 'for-you';

/** The sort dropdown (For You, Trending, Best Value, Top Rated): a native select, keyboard and screen-reader ready. */
export function SortSelect({ value, onChange }: { value: BrowseSort; onChange: (sort: BrowseSort) => void }) {
  const t = useT('marketplace');
  const id = useId();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-muted-foreground">
        {t('sort.label')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(parseSort(e.target.value))}
          className={cn(inputClasses, 'h-9 w-auto appearance-none pr-9 font-medium')}
        >
          {BROWSE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(LABELS[sort])}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  );
}
