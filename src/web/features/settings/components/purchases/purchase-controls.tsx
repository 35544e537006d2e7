import {
  PURCHASE_FILTERS,
  PURCHASE_SEARCH_MAX,
  PURCHASE_SORTS,
  type PurchaseFilter,
  type PurchaseSort,
} from '@shared/contracts/purchase-history';
import { inputClasses } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { ChevronDown, Search } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';

function Select({
  label,
  children,
  ...props
}: { label: string; children: ReactNode } & ComponentProps<'select'>) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-none">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          className={cn(inputClasses, 'h-10 appearance-none pr-9 font-medium sm:w-44')}
          {...props}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  );
}

interface PurchaseControlsProps {
  search: string;
  onSearch: (value: string) => void;
  filter: PurchaseFilter;
  onFilter: (value: PurchaseFilter) => void;
  sort: PurchaseSort;
  onSort: (value: PurchaseSort) => void;
}

/**
 * Search ('Search purchases...', over title and creator), filter (All, Recipes, Courses,
 * Subscriptions, Completed, Active, Refunded) and sort (date, price, title): platform.md §2.
 * Native selects, so keyboards, screen readers and phones all know them.
 */
export function PurchaseControls({
  search,
  onSearch,
  filter,
  onFilter,
  sort,
  onSort,
}: PurchaseControlsProps) {
  const t = useT('purchase-history');
  const searchId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={searchId} className="text-xs font-medium text-muted-foreground">
          {t('controls.searchLabel')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={PURCHASE_SEARCH_MAX}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={t('controls.searchPlaceholder')}
            className={cn(inputClasses, 'pl-9')}
          />
        </div>
      </div>
      <div className="flex gap-3">
        <Select
          label={t('controls.filterLabel')}
          value={filter}
          onChange={(event) => onFilter(event.target.value as PurchaseFilter)}
        >
          {PURCHASE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`filter.${value}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('controls.sortLabel')}
          value={sort}
          onChange={(event) => onSort(event.target.value as PurchaseSort)}
        >
          {PURCHASE_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`sort.${value}`)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
