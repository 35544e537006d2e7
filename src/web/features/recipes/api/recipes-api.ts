import type {
  CreateRecipeRequest,
  FolderNameRequest,
  GenerateRecipeRequest,
  ImportResponse,
  Recipe,
  RecipeListQuery,
  RecipePage,
  RecipeSearchResult,
  UpdateRecipeRequest,
} from '@shared/contracts/recipes';
import { folderEndpoints } from '@shared/contracts/endpoints/folders';
import { deleteRequest, getJson, patchJson, postJson, uploadFile } from '@web/lib/api-client';
import { callEndpoint } from '@web/lib/api/call-endpoint';

/**
 * The recipes and folders API (src/shared/contracts/recipes.ts). Errors are ApiRequestError with
 * the server's `{code, message}`. Query keys live here so every screen invalidates the same ones.
 */
export const recipeKeys = {
  all: ['recipes'] as const,
  lists: () => [...recipeKeys.all, 'list'] as const,
  list: (query: Omit<RecipeListQuery, 'cursor'>) => [...recipeKeys.lists(), query] as const,
  detail: (id: string) => [...recipeKeys.all, 'detail', id] as const,
  search: (q: string) => [...recipeKeys.all, 'search', q] as const,
  folders: ['folders'] as const,
};

const enc = encodeURIComponent;

function listPath(query: RecipeListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.folderId) params.set('folderId', query.folderId);
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.limit) params.set('limit', String(query.limit));
  const qs = params.toString();
  return qs ? `/api/recipes?${qs}` : '/api/recipes';
}

export const recipesApi = {
  list: (query: RecipeListQuery, signal?: AbortSignal) => getJson<RecipePage>(listPath(query), { signal }),
  get: (id: string, signal?: AbortSignal) => getJson<Recipe>(`/api/recipes/${enc(id)}`, { signal }),
  create: (body: CreateRecipeRequest) => postJson<Recipe>('/api/recipes', body),
  saveFromMessage: (messageId: string) => postJson<Recipe>('/api/recipes/from-message', { messageId }),
  generate: (body: GenerateRecipeRequest) => postJson<Recipe>('/api/recipes/generate', body),
  update: (id: string, body: UpdateRecipeRequest) => patchJson<Recipe>(`/api/recipes/${enc(id)}`, body),
  remove: (id: string) => deleteRequest(`/api/recipes/${enc(id)}`),
  search: (q: string, signal?: AbortSignal) =>
    getJson<{ results: RecipeSearchResult[] }>(`/api/recipes/search?q=${enc(q)}`, { signal }),
  downloadUrl: (id: string, format: 'txt' | 'md' | 'json' = 'txt') =>
    `/api/recipes/${enc(id)}/download?format=${format}`,
  exportUrl: () => '/api/recipes/export',
  /** Uploads one .md, .json or .zip file (multipart, field `file`). */
  importFile: (file: File) =>
    uploadFile<ImportResponse>('/api/recipes/import', file, {
      fallbackMessage: 'Failed to import recipe. Please try again.',
    }),
};

export const foldersApi = {
  list: (signal?: AbortSignal) => callEndpoint(folderEndpoints.list, {}, { signal }),
  create: (body: FolderNameRequest = {}) => callEndpoint(folderEndpoints.create, { body }),
  rename: (id: string, name: string) => callEndpoint(folderEndpoints.rename, { params: { id }, body: { name } }),
  remove: (id: string) => callEndpoint(folderEndpoints.remove, { params: { id } }),
};
