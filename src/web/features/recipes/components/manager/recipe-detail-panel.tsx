import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ExternalLink, Lock, Pencil, Trash2, Unlock } from 'lucide-react';
import { useState } from 'react';
import { ApiRequestError } from '@web/lib/api-client';
import { Link } from 'react-router';
import { useRecipe } from '../../hooks/use-recipe';
import { useT } from '@web/lib/i18n';
import { RecipeEditModal } from '../edit/recipe-edit-modal';
import { DeleteRecipeDialog } from '../shared/delete-recipe-dialog';
import { TagChip } from '../shared/tag-chip';

interface RecipeDetailPanelProps {
  recipeId: string | null;
  onDeleted: () => void;
}

/**
 * The selected recipe in the Recipe Manager: title, description, tags and content, with Open in
 * gallery, Edit and Delete ('Are you sure you want to delete this recipe?'). Edit is the quick edit
 * modal (platform.md §2 "Edit modal (used elsewhere)"): the user stays on the manager, and the saved
 * recipe replaces the cached detail while the list refetches.
 */
export function RecipeDetailPanel({ recipeId, onDeleted }: RecipeDetailPanelProps) {
  const t = useT('recipes');
  return (
    <Card
      className="p-5 sm:p-6"
      aria-label={t('manager.detail.title')}
      role="region"
      data-testid="manager-detail"
    >
      {recipeId ? (
        <Detail key={recipeId} recipeId={recipeId} onDeleted={onDeleted} />
      ) : (
        <p className="py-10 text-center text-sm text-muted-foreground">{t('manager.detail.none')}</p>
      )}
    </Card>
  );
}

function Detail({ recipeId, onDeleted }: { recipeId: string; onDeleted: () => void }) {
  const t = useT('recipes');
  const query = useRecipe(recipeId);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);

  if (query.isPending)
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  if (query.isError || !query.data)
    return (
      <Alert tone="danger">
        {query.error instanceof ApiRequestError && query.error.key === 'recipe.notFound'
          ? query.error.message
          : t('manager.detail.loadFailed')}
      </Alert>
    );

  const recipe = query.data;
  const enc = encodeURIComponent(recipe.id);
  const Privacy = recipe.isPrivate ? Lock : Unlock;
  return (
    <article className="flex flex-col gap-5">
      <header className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold tracking-tight break-words text-foreground">{recipe.title}</h2>
        <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
          <Privacy aria-hidden="true" className="size-3.5" />
          {recipe.isPrivate ? t('manager.detail.private') : t('manager.detail.public')}
        </p>
        <p className="text-sm leading-relaxed text-muted-foreground">
          {recipe.cardDescription || t('manager.detail.noDescription')}
        </p>
      </header>

      <section aria-label={t('manager.detail.tags')}>
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t('manager.detail.tags')}
        </h3>
        {recipe.tags.length ? (
          <ul className="flex flex-wrap gap-1.5">
            {recipe.tags.map((tag) => (
              <li key={tag}>
                <TagChip label={tag} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('manager.detail.noTags')}</p>
        )}
      </section>

      <section aria-label={t('manager.detail.content')}>
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t('manager.detail.content')}
        </h3>
        <pre
          data-testid="manager-content"
          className="max-h-96 overflow-auto rounded-xl border border-border bg-background p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap break-words text-foreground"
        >
          {recipe.content}
        </pre>
      </section>

      <div className="flex flex-wrap gap-2">
        <Link to={`/recipes/${enc}`} className={buttonClasses('secondary', 'sm')}>
          <ExternalLink aria-hidden="true" />
          {t('manager.detail.open')}
        </Link>
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          {t('manager.detail.edit')}
        </Button>
        <Button variant="danger" size="sm" className="sm:ml-auto" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          {t('manager.detail.delete')}
        </Button>
      </div>
      <RecipeEditModal recipe={recipe} open={editing} onOpenChange={setEditing} />
      <DeleteRecipeDialog
        recipeId={recipe.id}
        open={confirming}
        onOpenChange={setConfirming}
        onDeleted={onDeleted}
      />
    </article>
  );
}
