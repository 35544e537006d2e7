/**
 * English texts of the recipe search modal, the Recipe Manager, import/export and saving from the
 * chat: part of the `recipes` namespace. Spec texts (platform.md §2, §5, §8) are kept word for word.
 */
export const enRecipeTools = {
  search: {},
};
