import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DOWNLOAD_CONTENT_TYPES, recipeFileEndpoints } from '@shared/contracts/endpoints/recipe-files';
import { type DOWNLOAD_FORMATS, IMPORT_FILE_MAX_BYTES } from '@shared/contracts/recipes';
import { AppError } from '../../http/app-error';
import { endpointRoutes } from '../../http/endpoint-routes';
import { readSingleFileUpload } from '../../http/single-file-upload';
import { presentRecipeSummary } from './recipe.presenter';
import { exportZip } from './recipe-archive';
import {
  contentDisposition,
  extensionOf,
  megabytes,
  type ImportExtension,
  type RecipeFileData,
  recipeToJson,
  recipeToMarkdown,
  recipeToText,
} from './recipe-files';
import { importRecipes, readImportFile } from './recipe-import.service';
import { recipePolicy } from './recipe.policy';
import { exportPages, findRecipeWithFolder } from './recipe-io.queries';
import { recordServerAction } from '../metrics';
import type { ServerModuleContext } from '../module';

type Format = (typeof DOWNLOAD_FORMATS)[number];

const WRITERS: Record<Format, (recipe: RecipeFileData) => string> = {
  txt: recipeToText,
  md: recipeToMarkdown,
  json: recipeToJson,
};

/** A file without a known extension is judged by the type the browser gave it. */
const TYPE_BY_MIME: Record<string, ImportExtension> = {
  'text/markdown': 'md',
  'text/x-markdown': 'md',
  'application/json': 'json',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
};

/**
 * Download one recipe, export the whole gallery as a zip, import from .md / .json / .zip
 * (shared/contracts/endpoints/recipe-files.ts).
 */
export async function recipeIoRoutes(
  app: FastifyInstance,
  context: Pick<ServerModuleContext, 'metrics'>,
): Promise<void> {
  const { db } = app.deps.database;
  const { bus } = app.deps;
  const route = endpointRoutes(app);
  // Scoped to this plugin: the only multipart endpoint here is the import, one file, size-capped.
  await app.register(multipart, {
    limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 10, parts: 11 },
  });

  route(recipeFileEndpoints.download, async ({ user, params, query, reply }) => {
    const { format } = query;
    const found = await findRecipeWithFolder(db, params.id);
    const recipe = recipePolicy.authorize(user, 'read', found?.recipe);
    const folder = found?.folder ?? null;
    const body = WRITERS[format]({
      title: recipe.title,
      description: recipe.description,
      content: recipe.content,
      tags: recipe.tags,
      folder,
      createdAt: recipe.createdAt.toISOString(),
    });
    // Exporting a recipe saved from a chat reply is a later action on that generation (issue 22 §1).
    if (recipe.originalMessageId && recipe.userId === user.id)
      recordServerAction(context.metrics, {
        messageId: recipe.originalMessageId,
        userId: user.id,
        action: 'export',
      });
    return reply
      .header('content-disposition', contentDisposition(recipe.title, format))
      .header('cache-control', 'private, no-store')
      .type(DOWNLOAD_CONTENT_TYPES[format])
      .send(body);
  });

  route(recipeFileEndpoints.exportAll, async ({ user, request, reply }) => {
    const day = new Date().toISOString().slice(0, 10);
    const stream = Readable.from(exportZip(exportPages(db, user.id)), { objectMode: false });
    // A failure after the first bytes cannot become an error response; it ends the download.
    stream.on('error', (error) => request.log.error({ err: error }, 'gallery export failed'));
    return reply
      .header('content-disposition', `attachment; filename="recipe-gallery-${day}.zip"`)
      .header('cache-control', 'private, no-store')
      .type('application/zip')
      .send(stream);
  });

  route(recipeFileEndpoints.importFile, async ({ user, request }) => {
    const part = await readSingleFileUpload(request, {
      noFile: () => new AppError('import.noFile'),
      tooLarge: () => new AppError('import.tooLarge', { megabytes: megabytes(IMPORT_FILE_MAX_BYTES) }),
    });
    const data = part.data;
    const fileName = part.filename || 'file';
    const hasExtension = /\.[A-Za-z0-9]+$/.test(fileName);
    const type = hasExtension
      ? extensionOf(fileName)
      : TYPE_BY_MIME[part.mimetype.split(';')[0]!.trim().toLowerCase()];
    if (!type) throw new AppError('import.wrongType');
    const items = readImportFile(data, fileName, type);
    const rows = await importRecipes({ db, bus, log: app.log }, user.id, items);
    // New recipes: none is pinned yet.
    return { recipes: rows.map((row) => presentRecipeSummary(row, false)) };
  });
}
