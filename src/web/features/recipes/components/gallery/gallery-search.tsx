import { IconButton } from '@web/components/ui/icon-button';
import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useT } from '@web/lib/i18n';

/** The gallery's search box; the page debounces the value and asks the server (`q`). */
export function GallerySearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT('recipes');
  const id = useId();
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {t('gallery.searchLabel')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && value) {
            e.preventDefault();
            onChange('');
          }
        }}
        placeholder={t('gallery.searchPlaceholder')}
        className="h-10 w-full rounded-lg border border-border bg-surface pr-9 pl-9 text-[15px] text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <IconButton
          label={t('gallery.clearSearchLabel')}
          size="sm"
          onClick={() => onChange('')}
          className="absolute top-1/2 right-1.5 -translate-y-1/2"
        >
          <X aria-hidden="true" />
        </IconButton>
      )}
    </div>
  );
}
