import { i18n } from '@web/lib/i18n';
import { enRecipeTools } from '@web/locales/en-recipe-tools';
import { enRecipes } from '@web/locales/en-recipes';
import { useCallback } from 'react';
import { useTranslation } from '@web/lib/i18n';

// The namespace ships with the recipe screens' chunk, not the start-up bundle.
if (!i18n.hasResourceBundle('en', 'recipes'))
  i18n.addResourceBundle('en', 'recipes', { ...enRecipes, ...enRecipeTools });

type RecipesCopy = typeof enRecipes & typeof enRecipeTools;

/** Dotted keys of the `recipes` namespace; plural keys (`_one`/`_other`) are asked for by their stem. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K extends `${infer Stem}_${'one' | 'other'}` ? Stem : K}`
    : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type RecipesKey = Leaves<RecipesCopy>;
export type RecipesT = (key: RecipesKey, values?: Record<string, string | number>) => string;

/** `t` for the recipes namespace (locales/en-recipes.ts and en-recipe-tools.ts), typed by its keys. */
export function useRecipesT(): RecipesT {
  const { i18n } = useTranslation();
  const translate = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  const language = i18n.language;
  return useCallback<RecipesT>(
    (key, values) => translate(key, { ns: 'recipes', lng: language, ...values }),
    [translate, language],
  );
}
