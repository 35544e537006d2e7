import type { Recipe } from '@shared/contracts/recipes';
import { RecipePresenter } from '@web/components/recipe-presenter/recipe-presenter';
import { RecipeAnalysisCard } from '@web/components/recipe-analysis-card/recipe-analysis-card';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { useFormat } from '@web/lib/format/use-format';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { PublishPriceDialog } from '@web/features/marketplace/publish-price-dialog';
import { ArrowLeft, Pencil, SquarePen, Store, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useFolders } from '../../hooks/use-folders';
import { useMoveRecipe } from '../../hooks/use-move-recipe';
import { useRecipe } from '../../hooks/use-recipe';
import { useT } from '@web/lib/i18n';
import { DeleteRecipeDialog } from '../shared/delete-recipe-dialog';
import { FolderSelect } from '../shared/folder-select';
import { RecipeCover } from '../shared/recipe-cover';
import { RecipeDownloadMenu } from './recipe-download-menu';
import { RecipeInlineEdit } from './recipe-inline-edit';
import { RecipeLoadError } from './recipe-load-error';
import { RecipeTagsEditor } from './recipe-tags-editor';

/**
 * /recipes/{id} (platform.md §2 Recipe detail and edit): the read view with an inline edit
 * toggle, folder picker, tags saved as they change, cover, publish to the marketplace at a price,
 * downloads, delete and Back. The recipe reads in the same presenter as the chat (issue 24): the
 * reader's style and display mode, ticks kept per recipe, the pin the gallery shows, exports.
 */
export function RecipeDetailPage() {
  const t = useT('recipes');
  const { id = '' } = useParams();
  const recipe = useRecipe(id);
  useDocumentTitle(`${recipe.data?.title ?? t('detail.loading')} · Recipe Forge`);

  if (recipe.isPending)
    return (
      <div
        role="status"
        className="flex min-h-full items-center justify-center gap-3 py-16 text-sm text-muted-foreground"
      >
        <Spinner />
        {t('detail.loading')}
      </div>
    );
  if (recipe.isError) return <RecipeLoadError error={recipe.error} />;
  return <RecipeDetail recipe={recipe.data} />;
}

function RecipeDetail({ recipe }: { recipe: Recipe }) {
  const t = useT('recipes');
  const publishText = useT('marketplace-publish');
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const folders = useFolders();
  const { move, isPending: moving } = useMoveRecipe();
  const folderSelectId = useId();
  const created = useFormat().date(recipe.createdAt);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
      <Link to="/recipes" className={buttonClasses('ghost', 'sm', '-ml-2')}>
        <ArrowLeft aria-hidden="true" />
        {t('detail.back')}
      </Link>

      <RecipeCover
        recipe={recipe}
        alt={t('detail.cover', { title: recipe.title })}
        className="mt-4 aspect-[21/9] w-full rounded-2xl border border-border"
      />

      <header className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-foreground sm:text-3xl">
            {recipe.title || t('common.untitled')}
          </h1>
          <p className="mt-1 text-xs text-muted-foreground">{t('detail.created', { date: created })}</p>
        </div>
        {!editing && (
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {t('detail.edit')}
            </Button>
            <Button variant="secondary" onClick={() => setPublishing(true)} aria-haspopup="dialog">
              <Store aria-hidden="true" />
              {publishText('dialog.action')}
            </Button>
            <RecipeDownloadMenu recipeId={recipe.id} />
            <Button
              variant="danger"
              size="icon"
              className="size-10"
              aria-label={t('detail.delete')}
              title={t('detail.delete')}
              onClick={() => setDeleting(true)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        )}
      </header>

      <div className="mt-5 grid gap-5 rounded-2xl border border-border bg-surface p-4 shadow-xs sm:grid-cols-[minmax(0,1fr)_14rem] sm:p-5">
        <div className="min-w-0">
          <h2 className="mb-2 text-sm font-medium text-foreground">{t('detail.tags')}</h2>
          <RecipeTagsEditor recipe={recipe} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={folderSelectId}>{t('folders.picker')}</Label>
          <FolderSelect
            id={folderSelectId}
            folders={folders.data?.folders ?? []}
            value={recipe.folderId}
            onChange={(folderId) => move(recipe.id, folderId)}
            disabled={moving || folders.isPending}
          />
        </div>
      </div>

      <section className="mt-6">
        {editing ? (
          <>
            <RecipeInlineEdit recipe={recipe} onDone={() => setEditing(false)} />
            <Link
              to={`/recipes/edit/${encodeURIComponent(recipe.id)}`}
              state={{ recipe }}
              className="mt-3 inline-flex items-center gap-1.5 text-sm text-primary underline-offset-2 hover:underline"
            >
              <SquarePen aria-hidden="true" className="size-4" />
              {t('detail.editFull')}
            </Link>
          </>
        ) : (
          <>
            {recipe.description && (
              <p className="text-base leading-relaxed text-muted-foreground">{recipe.description}</p>
            )}
            <div className="mt-6 rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-6">
              <RecipePresenter
                content={recipe.content}
                streaming={false}
                subject={{ kind: 'recipe', id: recipe.id }}
                exportName={recipe.title}
              />
            </div>
            {/* The recipe card (read time, difficulty, JPEG export); a saved recipe has no rating. */}
            <RecipeAnalysisCard
              className="mt-6"
              content={recipe.content}
              streaming={false}
              title={recipe.title}
            />
          </>
        )}
      </section>

      <PublishPriceDialog
        source={{ recipeId: recipe.id }}
        recipeTitle={recipe.title}
        open={publishing}
        onOpenChange={setPublishing}
      />
      <DeleteRecipeDialog
        recipeId={recipe.id}
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={() => void navigate('/recipes', { replace: true })}
      />
    </div>
  );
}
