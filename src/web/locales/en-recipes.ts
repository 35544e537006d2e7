/**
 * English texts of the recipe gallery, folders, recipe detail and edit screens: the `recipes`
 * namespace (with en-recipe-tools.ts). Spec texts (platform.md §2, §5, §8) are kept word for word.
 */
export const enRecipes = {
  gallery: {},
};
