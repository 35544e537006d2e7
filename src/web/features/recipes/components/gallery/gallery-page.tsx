import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { PurchasedChip, PurchasedRecipes } from '@web/features/marketplace/purchased-recipes';
import { useSession } from '@web/lib/auth/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { ImportExportMenu } from '../io/import-export-menu';
import { useFlashMessage } from '../../hooks/use-flash-message';
import { useFolders } from '../../hooks/use-folders';
import { useRecipeList } from '../../hooks/use-recipe-list';
import { useT } from '@web/lib/i18n';
import { useViewMode } from '../../hooks/use-view-mode';
import { FolderChips } from './folder-chips';
import { FoldersDialog } from './folders-dialog';
import { GalleryEmpty } from './gallery-empty';
import { GallerySearch } from './gallery-search';
import { GallerySkeleton, gridClass } from './gallery-skeleton';
import { RecipeCard } from './recipe-card';
import { SignedOutPrompt } from './signed-out-prompt';
import { ViewToggle } from './view-toggle';

/** Matches no folder id (those are UUIDs): the folder chips show none selected. */
const PURCHASED_SELECTED = 'purchased';

/** platform.md §9: search debounce 150 ms. */
export const GALLERY_SEARCH_DEBOUNCE_MS = 150;

/**
 * /recipes, the Recipe Gallery (platform.md §2): search (server-side), folder chips with counts,
 * grid/list, six skeletons while loading, cards paged by cursor, the empty states, live updates.
 * The folder and the search live in the address so Back from a recipe returns to the same view.
 */
export function GalleryPage() {
  const t = useT('recipes');
  useDocumentTitle(t('gallery.documentTitle'));
  const { user } = useSession();
  const signedIn = !!user;
  const [params, setParams] = useSearchParams();
  // The 'Purchased' chip shows the owned marketplace listings instead of a folder.
  const purchased = params.get('view') === 'purchased';
  const folderId = purchased ? undefined : (params.get('folder') ?? undefined);
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), GALLERY_SEARCH_DEBOUNCE_MS);
  const [view, setView] = useViewMode();
  const flash = useFlashMessage();

  const folders = useFolders(signedIn);
  const list = useRecipeList({ q, folderId }, signedIn && !purchased);

  // The debounced search goes into the address (replacing, so typing adds no history entries).
  useEffect(() => {
    setParams(
      (current) => {
        if ((current.get('q') ?? '') === q) return current;
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [q, setParams]);

  const selectFolder = (id: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('folder', id);
        else next.delete('folder');
        next.delete('view');
        return next;
      },
      { replace: true },
    );

  const selectPurchased = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('folder');
        next.set('view', 'purchased');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
            {t('gallery.heading')}
          </h1>
          <p className="mt-1.5 text-sm text-muted-foreground">
            {signedIn && list.data ? t('gallery.total', { count: list.total }) : t('gallery.subheading')}
          </p>
        </div>
        {signedIn && (
          <div className="flex flex-wrap items-center gap-2">
            <ImportExportMenu />
            <FoldersDialog />
          </div>
        )}
      </header>

      {flash && (
        <Alert tone="success" className="mt-5">
          {flash}
        </Alert>
      )}

      {!signedIn ? (
        <SignedOutPrompt />
      ) : (
        <>
          <div className="mt-6 flex items-center gap-2">
            <GallerySearch value={search} onChange={setSearch} />
            <ViewToggle value={view} onChange={setView} />
          </div>
          <div className="mt-3 flex min-w-0 items-center gap-2">
            <div className="min-w-0">
              <FolderChips
                data={folders.data}
                // No folder chip is selected while the purchased listings are shown.
                selected={purchased ? PURCHASED_SELECTED : folderId}
                onSelect={selectFolder}
              />
            </div>
            <span aria-hidden="true" className="h-5 w-px shrink-0 bg-border" />
            <PurchasedChip selected={purchased} onSelect={selectPurchased} />
          </div>
          <section className="mt-5" aria-label={t('gallery.heading')} aria-busy={list.isFetching}>
            {purchased ? (
              <PurchasedRecipes search={q} listClassName={gridClass(view)} />
            ) : list.isPending ? (
              <GallerySkeleton view={view} />
            ) : list.isError ? (
              <Alert tone="danger" title={t('gallery.loadFailed')}>
                <Button size="sm" variant="secondary" className="mt-2" onClick={() => void list.refetch()}>
                  <RefreshCw aria-hidden="true" />
                  {t('gallery.retry')}
                </Button>
              </Alert>
            ) : list.items.length === 0 ? (
              <GalleryEmpty searching={q.length > 0} onClearSearch={() => setSearch('')} />
            ) : (
              <>
                <ul className={gridClass(view)}>
                  {list.items.map((recipe) => (
                    <li key={recipe.id} className="flex min-w-0 flex-col [&>article]:flex-1">
                      <RecipeCard recipe={recipe} view={view} />
                    </li>
                  ))}
                </ul>
                {list.hasNextPage && (
                  <div className="mt-6 flex justify-center">
                    <Button
                      variant="secondary"
                      onClick={() => void list.fetchNextPage()}
                      disabled={list.isFetchingNextPage}
                    >
                      {list.isFetchingNextPage && <Spinner className="size-4" />}
                      {list.isFetchingNextPage ? t('gallery.loadingMore') : t('gallery.loadMore')}
                    </Button>
                  </div>
                )}
              </>
            )}
          </section>
        </>
      )}
    </div>
  );
}
