import { Clock } from 'lucide-react';
import { useT } from '@web/lib/i18n';

interface RecentSearchesProps {
  items: string[];
  onPick: (query: string) => void;
  onClear: () => void;
}

/** 'Recent Searches' with Clear (platform.md §2): picking one searches for it again. */
export function RecentSearches({ items, onPick, onClear }: RecentSearchesProps) {
  const t = useT('recipes');
  return (
    <section aria-labelledby="recent-searches-heading" className="py-1">
      <div className="flex items-center justify-between px-3 py-1.5">
        <h2
          id="recent-searches-heading"
          className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {t('search.recent')}
        </h2>
        <button
          type="button"
          onClick={onClear}
          className="rounded-md px-2 py-1 text-xs font-medium text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t('search.clearRecent')}
        </button>
      </div>
      <ul className="flex flex-col gap-0.5" data-testid="recent-searches">
        {items.map((item) => (
          <li key={item}>
            <button
              type="button"
              onClick={() => onPick(item)}
              className="flex w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-sm text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Clock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="truncate">{item}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
