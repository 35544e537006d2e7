/**
 * The recipes module's public surface: what other modules may use (docs/ARCHITECTURE.md, "Server
 * modules"). The marketplace publishes gallery recipes (a snapshot of one, found and authorized
 * here) and saves a chat reply into the gallery before publishing it; an owner's 'Save a copy'
 * creates a gallery recipe, and a listing downloads as the gallery's .txt. Everything else in this
 * folder is its own business.
 */
export { recipePolicy } from './recipe.policy';
export { RecipeSaveService, type RecipeSaveDeps } from './recipe-save.service';
export type { RecipeRow } from './recipe-store';
export { containsPattern, findRecipe } from './recipes.queries';
export { RecipesService } from './recipes.service';
export { contentDisposition, recipeToText } from './recipe-files';
