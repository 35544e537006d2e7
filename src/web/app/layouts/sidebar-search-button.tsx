import { useSession } from '@web/lib/auth/session';
import { useT } from '@web/lib/i18n';
import { openRecipeSearch, recipeSearchShortcutLabel } from '@web/lib/recipe-search-shortcut';
import { Search } from 'lucide-react';

/**
 * Opens the recipe search from the sidebar, showing its shortcut so it can be learned. Signed in
 * with a verified e-mail only: the search is over the user's own recipes. The accessible name is the label alone, without
 * the hint's glyphs; `aria-keyshortcuts` announces the keys instead.
 */
export function SidebarSearchButton({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const { user } = useSession();
  if (!user?.emailVerified) return null;
  const open = () => {
    // In the drawer: close it first, then open the search once its focus has been handed back.
    onNavigate?.();
    setTimeout(openRecipeSearch, 0);
  };
  return (
    <div className="px-3 pt-2">
      <button
        type="button"
        onClick={open}
        aria-label={t('nav.searchRecipes')}
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="sidebar-search"
        className="flex h-9 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
      >
        <Search aria-hidden="true" className="size-4 shrink-0" />
        <span className="flex-1 text-left">{t('nav.searchRecipes')}</span>
        <kbd className="rounded border border-border bg-background px-1.5 font-sans text-[11px] leading-5 text-muted-foreground">
          {recipeSearchShortcutLabel()}
        </kbd>
      </button>
    </div>
  );
}
