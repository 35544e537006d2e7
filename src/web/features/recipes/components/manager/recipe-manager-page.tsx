import type { Recipe } from '@shared/contracts/recipes';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { useRecipeList } from '../../hooks/use-recipe-list';
import { useT } from '@web/lib/i18n';
import { GenerateRecipeForm } from './generate-recipe-form';
import { ManagerRecipeList } from './manager-recipe-list';
import { ProfileCard } from './profile-card';
import { RecipeDetailPanel } from './recipe-detail-panel';

/**
 * /recipe-manager (platform.md §2 "Recipe Manager"): the profile card, the generate form, the
 * user's recipes and a detail panel. The selected recipe lives in the address (?recipe=id) so a
 * reload keeps it. Side by side from lg up; stacked, list above the panel, on narrow screens.
 */
export function RecipeManagerPage() {
  const t = useT('recipes');
  useDocumentTitle(t('manager.documentTitle'));
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('recipe');
  const panel = useRef<HTMLDivElement>(null);
  const list = useRecipeList({ q: '' }, true);

  const select = (id: string | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('recipe', id);
        else next.delete('recipe');
        return next;
      },
      { replace: true },
    );
    // Stacked layout: the panel is below the list, bring it into view.
    if (id && !window.matchMedia('(min-width: 1024px)').matches)
      requestAnimationFrame(() => panel.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }));
  };

  const onGenerated = (recipe: Recipe) => {
    toast.success(t('manager.generate.success'));
    select(recipe.id);
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
          {t('manager.heading')}
        </h1>
        <p className="mt-1.5 text-sm text-muted-foreground">{t('manager.subheading')}</p>
      </header>
      <div className="flex flex-col gap-6">
        <ProfileCard recipeCount={list.data ? list.total : null} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
          <div className="flex min-w-0 flex-col gap-6">
            <GenerateRecipeForm onGenerated={onGenerated} />
            <ManagerRecipeList list={list} selectedId={selectedId} onSelect={select} />
          </div>
          <div ref={panel} className="min-w-0 scroll-mt-4 lg:sticky lg:top-4">
            <RecipeDetailPanel recipeId={selectedId} onDeleted={() => select(null)} />
          </div>
        </div>
      </div>
    </div>
  );
}
