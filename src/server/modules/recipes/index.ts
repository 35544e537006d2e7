/**
 * The recipes module's public surface: what other modules may use (docs/ARCHITECTURE.md, "Server
 * modules"). The marketplace publishes gallery recipes (a snapshot of one, found and authorized
 * here) and saves a chat reply into the gallery before publishing it. Everything else in this
 * folder is its own business.
 */
export { recipePolicy } from './recipe.policy';
export { RecipeSaveService, type RecipeSaveDeps } from './recipe-save.service';
export type { RecipeRow } from './recipe-store';
export { findRecipe } from './recipes.queries';
