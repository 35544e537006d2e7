import { inputClasses } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { Search, X } from 'lucide-react';
import { useId } from 'react';

/** The hero: what the marketplace is, and the search 'What recipe do you need?'. */
export function MarketplaceHero({ search, onSearch }: { search: string; onSearch: (value: string) => void }) {
  const t = useT('marketplace');
  const inputId = useId();
  return (
    <section
      aria-labelledby="marketplace-title"
      className="relative overflow-hidden rounded-3xl border border-border bg-gradient-to-br from-primary/12 via-surface to-accent/10 px-5 py-8 sm:px-10 sm:py-12"
    >
      <p className="text-xs font-semibold tracking-wider text-primary uppercase">{t('hero.eyebrow')}</p>
      <h1
        id="marketplace-title"
        className="mt-2 max-w-2xl text-2xl font-semibold tracking-tight text-foreground sm:text-4xl"
      >
        {t('hero.title')}
      </h1>
      <p className="mt-3 max-w-2xl text-sm leading-relaxed text-muted-foreground sm:text-base">
        {t('hero.subtitle')}
      </p>
      <div className="relative mt-6 max-w-2xl">
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={inputId}
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={t('search.placeholder')}
          maxLength={200}
          autoComplete="off"
          className={cn(
            inputClasses,
            'h-12 rounded-xl pr-12 pl-12 text-base shadow-sm sm:text-base [&::-webkit-search-cancel-button]:hidden',
          )}
        />
        {search && (
          <button
            type="button"
            onClick={() => onSearch('')}
            aria-label={t('search.clear')}
            className="absolute top-1/2 right-2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </section>
  );
}
