import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { categoryName } from '../../lib/category-name';

/** platform.md §9: 5 category chips, All included. */
export const CATEGORY_CHIPS = 5;

/** The categories to offer: the most used ones, and the chosen one even when it is not among them. */
export function chipCategories(ids: readonly string[], selected: string | undefined): string[] {
  const first = ids.slice(0, CATEGORY_CHIPS - 1);
  if (selected && !first.includes(selected)) return [...first.slice(0, CATEGORY_CHIPS - 2), selected];
  return first;
}

export function CategoryChips({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly string[];
  selected: string | undefined;
  onSelect: (id: string | undefined) => void;
}) {
  const t = useT('marketplace');
  const chips: Array<{ id: string | undefined; label: string }> = [
    { id: undefined, label: t('categories.all') },
    ...chipCategories(categories, selected).map((id) => ({ id, label: categoryName(t, id) })),
  ];
  return (
    <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 py-1 [scrollbar-width:none]">
      <legend className="sr-only">{t('categories.label')}</legend>
      {chips.map((chip) => {
        const active = chip.id === selected;
        return (
          <button
            key={chip.id ?? 'all'}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(chip.id)}
            className={cn(
              'h-9 shrink-0 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              active
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-surface text-foreground hover:bg-muted',
            )}
          >
            {chip.label}
          </button>
        );
      })}
    </fieldset>
  );
}
