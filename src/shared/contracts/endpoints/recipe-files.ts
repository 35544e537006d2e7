import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  type DOWNLOAD_FORMATS,
  downloadQuery,
  IMPORT_FILE_MAX_BYTES,
  importResponseSchema,
  recipeIdParams,
} from '../recipes';

/**
 * A recipe's files (platform.md §2 Gallery: download, export, import; the cover): one recipe as
 * .txt, .md or .json, the whole gallery as a zip, recipes back from such files, and the cover.
 */

/** The type each download format is answered with. */
export const DOWNLOAD_CONTENT_TYPES = {
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const satisfies Record<(typeof DOWNLOAD_FORMATS)[number], string>;

/** The import form, for the reference only: the route reads the multipart body itself. */
export const importForm = z.object({
  file: z
    .file()
    .max(IMPORT_FILE_MAX_BYTES)
    .describe('One .md or .json recipe file, or a .zip of them (an export of this app); all or nothing'),
});

export const recipeFileEndpoints = {
  download: defineEndpoint({
    method: 'GET',
    path: '/api/recipes/:id/download',
    access: 'verified',
    tag: 'Recipes',
    summary: 'Download a recipe as an attachment named from its title',
    params: recipeIdParams,
    query: downloadQuery,
    owns: 'recipe',
    response: { kind: 'file', contentTypes: Object.values(DOWNLOAD_CONTENT_TYPES) },
    errors: ['NOT_FOUND'],
  }),
  exportAll: defineEndpoint({
    method: 'GET',
    path: '/api/recipes/export',
    access: 'verified',
    tag: 'Recipes',
    summary: "Every one of the user's recipes as a .zip of Markdown files plus manifest.json",
    response: { kind: 'file', contentTypes: ['application/zip'] },
  }),
  importFile: defineEndpoint({
    method: 'POST',
    path: '/api/recipes/import',
    access: 'verified',
    tag: 'Recipes',
    summary: 'Import recipes from one .md, .json or .zip file (multipart field `file`)',
    body: importForm,
    multipart: true,
    response: { kind: 'json', schema: importResponseSchema, status: 201 },
    // Not multipart; over the size cap; unreadable upload; a file that is not recipes.
    errors: [
      'UNSUPPORTED_MEDIA_TYPE',
      'PAYLOAD_TOO_LARGE',
      'BAD_REQUEST',
      'MALFORMED_JSON',
      'VALIDATION_ERROR',
    ],
  }),
  image: defineEndpoint({
    method: 'GET',
    path: '/api/recipes/:id/image',
    access: 'verified',
    tag: 'Recipes',
    summary:
      "A recipe's cover, to its owner only; the URL a recipe carries (imageUrl) adds ?v=<version>, so its bytes never change",
    params: recipeIdParams,
    owns: 'recipe',
    response: { kind: 'file', contentTypes: ['image/png'] },
    // No such recipe, or no cover yet.
    errors: ['NOT_FOUND'],
  }),
};
