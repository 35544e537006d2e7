import type { RecipeSummary } from '@shared/contracts/recipes';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { Pin } from 'lucide-react';
import { Link } from 'react-router';
import type { ViewMode } from '../../hooks/use-view-mode';
import { useT } from '@web/lib/i18n';
import { RecipeCover } from '../shared/recipe-cover';
import { TagChip } from '../shared/tag-chip';
import { RecipeCardMenu } from './recipe-card-menu';

/** platform.md §9: cards show the first 2 tags. */
export const CARD_TAGS = 2;

/**
 * A gallery card (platform.md §3 Recipe (gallery)): cover, a 'Pinned' chip when the owner pinned
 * it in the presenter (issue 24), title, the card description the server derived by the §5 rules,
 * the first two tags. The title link stretches over the whole card so a
 * click anywhere opens the recipe, while the menu button stays its own focusable control.
 */
export function RecipeCard({ recipe, view }: { recipe: RecipeSummary; view: ViewMode }) {
  const t = useT('recipes');
  const list = view === 'list';
  const extraTags = recipe.tags.length - CARD_TAGS;
  return (
    <article
      data-testid="recipe-card"
      className={cn(
        'group/card relative flex overflow-hidden rounded-2xl border border-border bg-surface shadow-xs transition-shadow',
        'focus-within:ring-2 focus-within:ring-ring/40 hover:shadow-md',
        list ? 'flex-row items-stretch' : 'flex-col',
      )}
    >
      <RecipeCover recipe={recipe} className={list ? 'w-24 shrink-0 sm:w-40' : 'aspect-[16/9] w-full'} />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        {recipe.pinned && (
          <span
            data-testid="pinned-chip"
            className="inline-flex w-fit items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary dark:bg-primary/20"
          >
            <Pin aria-hidden="true" className="size-3 fill-current" />
            {t('gallery.card.pinned')}
          </span>
        )}
        <h3 className="pr-8 text-base leading-snug font-semibold text-foreground">
          <Link
            to={`/recipes/${encodeURIComponent(recipe.id)}`}
            className="line-clamp-2 outline-none after:absolute after:inset-0 after:content-['']"
          >
            {recipe.title || t('common.untitled')}
          </Link>
        </h3>
        <p className={cn('text-sm text-muted-foreground', list ? 'line-clamp-2' : 'line-clamp-3')}>
          {recipe.cardDescription}
        </p>
        <div className="mt-auto flex min-h-6 flex-wrap items-center gap-1.5 pt-1">
          {recipe.tags.slice(0, CARD_TAGS).map((tag) => (
            <TagChip key={tag} label={tag} className="max-w-[45%]" />
          ))}
          {extraTags > 0 && (
            <span className="text-xs text-muted-foreground">
              {t('gallery.card.moreTags', { count: extraTags })}
            </span>
          )}
          {recipe.tagsStatus === 'pending' && (
            <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground" role="status">
              <Spinner className="size-3.5" />
              {t('gallery.card.tagsPending')}
            </span>
          )}
        </div>
      </div>
      <div className="absolute top-2 right-2 z-10">
        <RecipeCardMenu recipe={recipe} />
      </div>
    </article>
  );
}
