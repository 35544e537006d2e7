import type { EndpointResult } from '@shared/contracts/endpoint';
import { folderEndpoints } from '@shared/contracts/endpoints/folders';
import { recipeFileEndpoints } from '@shared/contracts/endpoints/recipe-files';
import { recipeEndpoints } from '@shared/contracts/endpoints/recipes';
import type {
  CreateRecipeRequest,
  DOWNLOAD_FORMATS,
  FolderNameRequest,
  GenerateRecipeRequest,
  RecipeListQuery,
  UpdateRecipeRequest,
} from '@shared/contracts/recipes';
import { uploadFile } from '@web/lib/api-client';
import { callEndpoint, endpointUrl, fetchEndpoint } from '@web/lib/api/call-endpoint';

const { importFile } = recipeFileEndpoints;

/**
 * The recipes and folders API (src/shared/contracts/endpoints/recipes.ts, recipe-files.ts,
 * folders.ts). Errors are ApiRequestError with the server's `{code, message}`. Query keys are in
 * lib/query-keys.ts.
 */
export const recipesApi = {
  list: (query: RecipeListQuery, signal?: AbortSignal) =>
    callEndpoint(recipeEndpoints.list, { query }, { signal }),
  get: (id: string, signal?: AbortSignal) =>
    callEndpoint(recipeEndpoints.get, { params: { id } }, { signal }),
  create: (body: CreateRecipeRequest) => callEndpoint(recipeEndpoints.create, { body }),
  saveFromMessage: (messageId: string) =>
    callEndpoint(recipeEndpoints.saveFromMessage, { body: { messageId } }),
  generate: (body: GenerateRecipeRequest) => callEndpoint(recipeEndpoints.generate, { body }),
  update: (id: string, body: UpdateRecipeRequest) =>
    callEndpoint(recipeEndpoints.update, { params: { id }, body }),
  remove: (id: string) => callEndpoint(recipeEndpoints.remove, { params: { id } }),
  search: (q: string, signal?: AbortSignal) =>
    callEndpoint(recipeEndpoints.search, { query: { q } }, { signal }),
  /** For a link: the server answers an attachment named from the title. */
  downloadUrl: (id: string, format: (typeof DOWNLOAD_FORMATS)[number] = 'txt') =>
    endpointUrl(recipeFileEndpoints.download, { params: { id }, query: { format } }),
  /** The zip as a raw response, so a failure is an ApiRequestError rather than a downloaded error page. */
  exportAll: () =>
    fetchEndpoint(
      recipeFileEndpoints.exportAll,
      {},
      {
        headers: { accept: 'application/zip, application/json' },
        fallbackMessage: 'Failed to export recipes. Please try again.',
      },
    ),
  /** Uploads one .md, .json or .zip file (multipart, field `file`). */
  importFile: (file: File) =>
    uploadFile<EndpointResult<typeof importFile>>(endpointUrl(importFile), file, {
      fallbackMessage: 'Failed to import recipe. Please try again.',
    }),
};

export const foldersApi = {
  list: (signal?: AbortSignal) => callEndpoint(folderEndpoints.list, {}, { signal }),
  create: (body: FolderNameRequest = {}) => callEndpoint(folderEndpoints.create, { body }),
  rename: (id: string, name: string) =>
    callEndpoint(folderEndpoints.rename, { params: { id }, body: { name } }),
  remove: (id: string) => callEndpoint(folderEndpoints.remove, { params: { id } }),
};
