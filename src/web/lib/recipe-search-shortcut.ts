/**
 * The app-wide recipe search (platform.md §2 "Recipe search modal"): Ctrl+K or Cmd+K opens it
 * from anywhere while signed in. Other parts of the app (a header button, a menu) open it with
 * `openRecipeSearch()` without importing the recipes feature.
 */
export const RECIPE_SEARCH_EVENT = 'rf:recipe-search';

export function openRecipeSearch(): void {
  window.dispatchEvent(new CustomEvent(RECIPE_SEARCH_EVENT));
}

/** Ctrl+K (Windows, Linux) or Cmd+K (macOS), without Shift or Alt. */
export function isRecipeSearchShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}

/** The shortcut as the user's keyboard spells it: ⌘K on Apple devices, Ctrl K elsewhere. */
export function recipeSearchShortcutLabel(userAgent = navigator.userAgent): string {
  return /Mac|iPhone|iPad/.test(userAgent) ? '⌘K' : 'Ctrl K';
}
