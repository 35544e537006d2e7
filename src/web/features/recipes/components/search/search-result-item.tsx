import type { RecipeSearchResult } from '@shared/contracts/recipes';
import { cn } from '@web/lib/cn';
import { FileText, Hash, NotebookText } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useT } from '@web/lib/i18n';
import { HighlightMatch } from './highlight-match';

const TYPE_ICONS = { recipe: NotebookText, tag: Hash, content: FileText } as const;

interface SearchResultItemProps {
  id: string;
  result: RecipeSearchResult;
  query: string;
  active: boolean;
  onHover: () => void;
  onOpen: () => void;
}

/**
 * One search result (platform.md §3 "Recipe search result"): a type badge, the title, and the
 * excerpt around the match with the match highlighted.
 */
export function SearchResultItem({ id, result, query, active, onHover, onOpen }: SearchResultItemProps) {
  const t = useT('recipes');
  const ref = useRef<HTMLDivElement>(null);
  const Icon = TYPE_ICONS[result.type];

  // Arrow keys move the active option out of view in a long list: keep it visible.
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const excerpt = result.type === 'recipe' ? result.description : result.matchedText;
  return (
    // The input owns the keyboard (aria-activedescendant); options only take the pointer.
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection goes through the combobox input
    <div
      ref={ref}
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      data-type={result.type}
      onMouseMove={onHover}
      onClick={onOpen}
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl px-3 py-2.5 transition-colors',
        active ? 'bg-muted' : 'hover:bg-muted/60',
      )}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg border border-border bg-background text-muted-foreground"
      >
        <Icon className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className="truncate text-sm font-medium text-foreground">
            {result.type === 'recipe' ? <HighlightMatch text={result.title} query={query} /> : result.title}
          </span>
          <span
            data-testid="result-type"
            className="ml-auto shrink-0 rounded-full border border-border px-2 py-0.5 text-[11px] font-medium text-muted-foreground"
          >
            {t(`search.types.${result.type}`)}
          </span>
        </span>
        {excerpt && (
          <span
            data-testid="result-excerpt"
            className="mt-0.5 line-clamp-2 block text-xs leading-relaxed text-muted-foreground"
          >
            {result.type === 'tag' && <span aria-hidden="true">#</span>}
            <HighlightMatch text={excerpt} query={query} />
          </span>
        )}
      </span>
    </div>
  );
}
