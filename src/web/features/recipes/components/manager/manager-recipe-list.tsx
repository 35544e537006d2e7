import type { RecipeSummary } from '@shared/contracts/recipes';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { Lock, RefreshCw } from 'lucide-react';
import type { useRecipeList } from '../../hooks/use-recipe-list';
import { useT } from '@web/lib/i18n';

interface ManagerRecipeListProps {
  list: ReturnType<typeof useRecipeList>;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/**
 * The user's own recipes, newest first, paged on the server ("Load more"). A failed load shows
 * 'Error Loading Recipes' / 'Failed to load recipes' with Retry (platform.md §2, §8).
 */
export function ManagerRecipeList({ list, selectedId, onSelect }: ManagerRecipeListProps) {
  const t = useT('recipes');
  return (
    <Card className="flex min-h-0 flex-col p-2">
      <div className="flex items-baseline justify-between gap-3 px-3 pt-3 pb-2">
        <h2 className="text-base font-semibold text-foreground">{t('manager.list.title')}</h2>
        {list.data && (
          <span className="text-xs tabular-nums text-muted-foreground">
            {t('manager.list.total', { count: list.total })}
          </span>
        )}
      </div>
      {list.isError && !list.data ? (
        <div className="p-3">
          <Alert tone="danger" title={t('manager.list.errorTitle')}>
            <p>{t('manager.list.errorBody')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void list.refetch()}>
              <RefreshCw aria-hidden="true" />
              {t('manager.list.retry')}
            </Button>
          </Alert>
        </div>
      ) : list.isPending ? (
        <div role="status" aria-label={t('manager.list.loading')} className="flex flex-col gap-1 p-1">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-14 animate-pulse rounded-xl bg-muted/70" />
          ))}
        </div>
      ) : list.items.length === 0 ? (
        <p className="px-3 py-8 text-center text-sm text-muted-foreground">{t('manager.list.empty')}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-0.5" data-testid="manager-recipes">
            {list.items.map((recipe) => (
              <ListItem
                key={recipe.id}
                recipe={recipe}
                selected={recipe.id === selectedId}
                onSelect={() => onSelect(recipe.id)}
              />
            ))}
          </ul>
          {list.hasNextPage && (
            <Button
              variant="ghost"
              size="sm"
              className="m-2 self-center"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('manager.list.loadMore')}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}

function ListItem({
  recipe,
  selected,
  onSelect,
}: {
  recipe: RecipeSummary;
  selected: boolean;
  onSelect: () => void;
}) {
  const t = useT('recipes');
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        className={cn(
          'flex w-full flex-col gap-0.5 rounded-xl px-3 py-2.5 text-left transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
          selected ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
        )}
      >
        <span className="flex items-center gap-2">
          <span className="truncate text-sm font-medium text-foreground">{recipe.title}</span>
          {recipe.isPrivate && (
            <Lock
              aria-label={t('manager.detail.private')}
              className="size-3.5 shrink-0 text-muted-foreground"
            />
          )}
        </span>
        <span className="line-clamp-1 text-xs text-muted-foreground">{recipe.cardDescription}</span>
      </button>
    </li>
  );
}
