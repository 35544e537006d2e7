import type { RecipeSearchResult } from '@shared/contracts/recipes';
import { IconButton } from '@web/components/ui/icon-button';
import { Spinner } from '@web/components/ui/spinner';
import { Search, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRecentSearches } from '../../hooks/use-recent-searches';
import { useRecipeSearch } from '../../hooks/use-recipe-search';
import { useT } from '@web/lib/i18n';
import { RecentSearches } from './recent-searches';
import { SearchHints } from './search-hints';
import { SearchResultItem } from './search-result-item';

interface RecipeSearchModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The recipe search modal (platform.md §2, §9): a command palette over the user's recipes. Radix
 * Dialog traps focus and closes on Escape; the panel remounts on every open so it starts blank.
 */
export function RecipeSearchModal({ open, onOpenChange }: RecipeSearchModalProps) {
  const t = useT('recipes');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="recipe-search"
          className="fixed inset-x-3 top-3 z-50 flex max-h-[calc(100dvh-1.5rem)] flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-2xl outline-none data-[state=open]:animate-[fade-in_150ms_ease-out] sm:inset-x-auto sm:top-[12vh] sm:left-1/2 sm:max-h-[70vh] sm:w-full sm:max-w-xl sm:-translate-x-1/2"
        >
          <Dialog.Title className="sr-only">{t('search.title')}</Dialog.Title>
          <SearchPanel onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SearchPanel({ onDone }: { onDone: () => void }) {
  const t = useT('recipes');
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const search = useRecipeSearch(query);
  const { recent, remember, clear } = useRecentSearches();
  const { results } = search;
  const blank = query.trim() === '';

  // A new set of results starts at the first one (adjusted during render, not in an effect).
  const [activeFor, setActiveFor] = useState(results);
  if (activeFor !== results) {
    setActiveFor(results);
    setActive(0);
  }

  const openResult = (result: RecipeSearchResult) => {
    remember(search.settledQuery || query);
    onDone();
    navigate(`/recipes/${encodeURIComponent(result.id)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!results.length) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i - 1 + results.length) % results.length);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const chosen = results[Math.min(active, results.length - 1)];
      if (chosen) openResult(chosen);
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  const showResults = !blank && results.length > 0;

  return (
    <>
      <div className="flex items-center gap-3 border-b border-border px-4">
        <Search aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        <input
          // biome-ignore lint/a11y/noAutofocus: the modal exists to type a search; focus belongs here
          autoFocus
          type="search"
          role="combobox"
          aria-label={t('search.title')}
          aria-expanded={showResults}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showResults ? optionId(active) : undefined}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          className="h-14 min-w-0 flex-1 bg-transparent text-base text-foreground outline-none placeholder:text-muted-foreground/70 [&::-webkit-search-cancel-button]:hidden"
        />
        {search.pending && !blank && <Spinner className="size-4 text-muted-foreground" />}
        <Dialog.Close asChild>
          <IconButton label={t('search.close')}>
            <X aria-hidden="true" />
          </IconButton>
        </Dialog.Close>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        {blank ? (
          recent.length > 0 ? (
            <RecentSearches items={recent} onPick={setQuery} onClear={clear} />
          ) : (
            <EmptyState title={t('search.empty')} hint={t('search.emptyHint')} />
          )
        ) : search.isError ? (
          <p role="alert" className="px-3 py-8 text-center text-sm text-danger">
            {t('search.failed')}
          </p>
        ) : showResults ? (
          <>
            <p className="sr-only" aria-live="polite">
              {t('search.count', { count: results.length })}
            </p>
            <div
              id={listId}
              role="listbox"
              aria-label={t('search.results')}
              className="flex flex-col gap-0.5"
            >
              {results.map((result, i) => (
                <SearchResultItem
                  key={`${result.id}-${result.type}`}
                  id={optionId(i)}
                  result={result}
                  query={search.settledQuery}
                  active={i === active}
                  onHover={() => setActive(i)}
                  onOpen={() => openResult(result)}
                />
              ))}
            </div>
          </>
        ) : search.ready && !search.pending ? (
          <EmptyState title={t('search.noResults')} hint={t('search.noResultsHint')} />
        ) : (
          <p className="px-3 py-8 text-center text-sm text-muted-foreground" role="status">
            {t('search.searching')}
          </p>
        )}
      </div>

      <SearchHints />
    </>
  );
}

function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="flex flex-col items-center gap-1.5 px-4 py-10 text-center">
      <Search aria-hidden="true" className="mb-1 size-8 text-muted-foreground/50" />
      <p className="text-sm font-medium text-foreground">{title}</p>
      <p className="text-xs text-muted-foreground">{hint}</p>
    </div>
  );
}
