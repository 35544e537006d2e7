import { z } from 'zod';
import { LIMITS } from '../constants';
import { ERROR_TABLE, renderErrorText } from '../errors/error-table';

/**
 * Saved recipes and folders (chat-assistant.md §3 Saved recipe, platform.md §3 Recipe (gallery),
 * Folder, Recipe search result, Recipe generate form; §5 validation). The API:
 *
 *   GET    /api/recipes?q&folderId&cursor&limit  -> RecipePage (newest first, keyset paged)
 *   POST   /api/recipes                         -> Recipe (201)      body CreateRecipeRequest
 *   POST   /api/recipes/from-message            -> Recipe (201)      body SaveFromMessageRequest
 *   POST   /api/recipes/generate                -> Recipe (201)      body GenerateRecipeRequest
 *   GET    /api/recipes/search?q                -> RecipeSearchResponse (top 10)
 *   GET    /api/recipes/export                  -> application/zip (Markdown files + manifest.json)
 *   POST   /api/recipes/import                  -> ImportResponse (201) multipart field `file` (.md, .json, .zip)
 *   GET    /api/recipes/:id                     -> Recipe
 *   PATCH  /api/recipes/:id                     -> Recipe            body UpdateRecipeRequest
 *   DELETE /api/recipes/:id                     -> 204
 *   GET    /api/recipes/:id/image               -> image/png (the cover; owner only)
 *   GET    /api/recipes/:id/download?format     -> attachment .txt | .md | .json named from the title
 *   GET    /api/folders                         -> FolderList (name ascending, with counts)
 *   POST   /api/folders                         -> Folder (201)      body FolderNameRequest
 *   PATCH  /api/folders/:id                     -> Folder            body FolderNameRequest
 *   DELETE /api/folders/:id                     -> 204 (its recipes fall back to no folder)
 *
 * Another user's recipe or folder answers 404 'Recipe not found' / 'Folder not found', exactly
 * like one that does not exist.
 */

export const RECIPE_CONTENT_MAX = 200_000;
export const TAG_MAX_CHARS = 50;
export const FOLDER_NAME_MAX = 100;
export const DEFAULT_FOLDER_NAME = 'Untitled Folder';
export const RECIPE_PAGE_SIZE = 24;
export const SEARCH_RESULTS_MAX = 10;
export const SEARCH_EXCERPT_CHARS = 50;
/** Import: the largest file accepted, and the most recipes one file may hold. */
export const IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_RECIPES_MAX = 1_000;

export const ENRICHMENT_STATUSES = ['pending', 'done', 'failed'] as const;
export type EnrichmentStatus = (typeof ENRICHMENT_STATUSES)[number];

export const RECIPE_TYPES = ['algorithm', 'data-structure', 'optimization', 'pattern'] as const;
export const RECIPE_COMPLEXITIES = ['simple', 'intermediate', 'advanced'] as const;

export const recipeMetadataSchema = z.object({
  complexity: z.enum(RECIPE_COMPLEXITIES).optional(),
  optimizationLevel: z.string().max(50).optional(),
  generationMethod: z.string().max(50).optional(),
});
export type RecipeMetadata = z.infer<typeof recipeMetadataSchema>;

export const MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be ${LIMITS.recipeTitleMax} characters or less`,
  descriptionTooLong: `Description must be ${LIMITS.descriptionMax} characters or less`,
  contentRequired: 'Recipe content is required',
  contentTooLong: renderErrorText('recipe.contentTooLong', {
    max: RECIPE_CONTENT_MAX.toLocaleString('en-US'),
  }),
  tagTooLong: `Tags must be ${TAG_MAX_CHARS} characters or less`,
  tooManyTags: `A recipe can have at most ${LIMITS.tagsMaxSaved} tags`,
  folderNameEmpty: 'Folder name cannot be empty.',
  folderNameTooLong: `Folder name must be ${FOLDER_NAME_MAX} characters or less`,
  promptRequired: 'Please enter a recipe prompt',
  recipeNotFound: ERROR_TABLE['recipe.notFound'].text,
  folderNotFound: ERROR_TABLE['recipe.folderNotFound'].text,
  messageNotFound: ERROR_TABLE['recipe.messageNotFound'].text,
  notARecipe: ERROR_TABLE['recipe.notARecipe'].text,
} as const;

/** Tags as the spec wants them: trimmed, blanks dropped, no duplicates (case-insensitive). */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

const tagsSchema = z
  .array(z.string().max(TAG_MAX_CHARS, MESSAGES.tagTooLong))
  .transform(normalizeTags)
  .refine((tags) => tags.length <= LIMITS.tagsMaxSaved, MESSAGES.tooManyTags);

const titleSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.titleRequired)
  .max(LIMITS.recipeTitleMax, MESSAGES.titleTooLong);
const descriptionSchema = z.string().trim().max(LIMITS.descriptionMax, MESSAGES.descriptionTooLong);
const contentSchema = z
  .string()
  .max(RECIPE_CONTENT_MAX, MESSAGES.contentTooLong)
  .refine((value) => value.trim().length > 0, MESSAGES.contentRequired);
export const idSchema = z.string().min(1).max(64);

export const recipeSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The text a card shows, by the card description rules of platform.md §5. */
  cardDescription: z.string(),
  tags: z.array(z.string()),
  folderId: z.string().nullable(),
  /** Same-origin URL of the cover, versioned; null while there is none. */
  imageUrl: z.string().nullable(),
  type: z.string().nullable(),
  isPrivate: z.boolean(),
  tagsStatus: z.enum(ENRICHMENT_STATUSES),
  imageStatus: z.enum(ENRICHMENT_STATUSES),
  /** The owner pinned it in the presenter (a reading state, contracts/presenter.ts): the card's 'Pinned' chip. */
  pinned: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

export const recipeSchema = recipeSummarySchema.extend({
  content: z.string(),
  prompt: z.string().nullable(),
  metadata: recipeMetadataSchema,
  originalMessageId: z.string().nullable(),
  chatId: z.string().nullable(),
});
export type Recipe = z.infer<typeof recipeSchema>;

export const recipePageSchema = z.object({
  items: z.array(recipeSummarySchema),
  /** Opaque; pass back as `cursor` for the next page. Null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many recipes match the filter (all pages). */
  total: z.number().int(),
});
export type RecipePage = z.infer<typeof recipePageSchema>;

export const recipeListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  /** A folder id, or `none` for recipes in no folder; absent means all recipes. */
  folderId: idSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(RECIPE_PAGE_SIZE),
});
export type RecipeListQuery = z.input<typeof recipeListQuery>;

export const recipeIdParams = z.object({ id: idSchema });
export const folderIdParams = z.object({ id: idSchema });

export const createRecipeSchema = z.object({
  title: titleSchema,
  description: descriptionSchema.default(''),
  content: contentSchema,
  tags: tagsSchema.default([]),
  folderId: idSchema.nullable().default(null),
  isPrivate: z.boolean().default(false),
});
export type CreateRecipeRequest = z.input<typeof createRecipeSchema>;

export const updateRecipeSchema = z
  .object({
    title: titleSchema,
    description: descriptionSchema,
    content: contentSchema,
    tags: tagsSchema,
    folderId: idSchema.nullable(),
    isPrivate: z.boolean(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');
export type UpdateRecipeRequest = z.input<typeof updateRecipeSchema>;

export const saveFromMessageSchema = z.object({ messageId: idSchema });
export type SaveFromMessageRequest = z.input<typeof saveFromMessageSchema>;

export const generateRecipeSchema = z.object({
  prompt: z.string().trim().min(1, MESSAGES.promptRequired).max(5_000),
  type: z.enum(RECIPE_TYPES).default('algorithm'),
  complexity: z.enum(RECIPE_COMPLEXITIES).default('intermediate'),
  /** Comma-separated in the form; sent as a list. */
  tags: tagsSchema.default([]),
  isPrivate: z.boolean().default(true),
});
export type GenerateRecipeRequest = z.input<typeof generateRecipeSchema>;

export const searchQuery = z.object({ q: z.string().trim().min(1).max(200) });
export const SEARCH_RESULT_TYPES = ['recipe', 'tag', 'content'] as const;
export const recipeSearchResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** What matched: the title (recipe), a tag, or the description or content. */
  type: z.enum(SEARCH_RESULT_TYPES),
  /** About 50 characters around the match (the tag itself for a tag match). */
  matchedText: z.string(),
  recipe: recipeSummarySchema,
});
export type RecipeSearchResult = z.infer<typeof recipeSearchResultSchema>;
export const recipeSearchResponseSchema = z.object({ results: z.array(recipeSearchResultSchema) });

export const DOWNLOAD_FORMATS = ['txt', 'md', 'json'] as const;
export const downloadQuery = z.object({ format: z.enum(DOWNLOAD_FORMATS).default('txt') });

export const importResponseSchema = z.object({ recipes: z.array(recipeSummarySchema) });
export type ImportResponse = z.infer<typeof importResponseSchema>;

export const folderSchema = z.object({
  id: z.string(),
  name: z.string(),
  recipeCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Folder = z.infer<typeof folderSchema>;

export const folderListSchema = z.object({
  folders: z.array(folderSchema),
  /** All of the user's recipes, for the 'All Recipes' chip. */
  totalCount: z.number().int(),
});
export type FolderList = z.infer<typeof folderListSchema>;

export const createFolderSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, MESSAGES.folderNameEmpty)
    .max(FOLDER_NAME_MAX, MESSAGES.folderNameTooLong)
    .default(DEFAULT_FOLDER_NAME),
});
export const renameFolderSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.folderNameEmpty).max(FOLDER_NAME_MAX, MESSAGES.folderNameTooLong),
});
export type FolderNameRequest = z.input<typeof createFolderSchema>;
