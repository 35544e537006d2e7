import { useSession } from '@web/lib/auth/session';
import { isRecipeSearchShortcut, RECIPE_SEARCH_EVENT } from '@web/lib/recipe-search-shortcut';
import { lazy, Suspense, useEffect, useState } from 'react';

// The modal (and the recipes namespace) loads on the first Ctrl+K, not with the app's frame.
const RecipeSearchModal = lazy(() =>
  import('@web/features/recipes/components/search/recipe-search-modal').then((m) => ({
    default: m.RecipeSearchModal,
  })),
);

/**
 * Listens for Ctrl/Cmd+K while signed in with a verified e-mail (the search is over the gallery,
 * which the server keeps for verified accounts) and shows the recipe search modal.
 */
export function RecipeSearchMount() {
  const { user } = useSession();
  const signedIn = !!user?.emailVerified;
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (!signedIn) {
      setOpen(false);
      return;
    }
    const show = () => {
      setWanted(true);
      setOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isRecipeSearchShortcut(event)) return;
      // The browser's own Ctrl+K (focus the address bar's search) would steal the keystroke.
      event.preventDefault();
      setWanted(true);
      setOpen((current) => !current);
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener(RECIPE_SEARCH_EVENT, show);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(RECIPE_SEARCH_EVENT, show);
    };
  }, [signedIn]);

  if (!signedIn || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <RecipeSearchModal open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
