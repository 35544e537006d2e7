import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  type DOWNLOAD_FORMATS,
  downloadQuery,
  IMPORT_FILE_MAX_BYTES,
  MESSAGES,
  recipeIdParams,
} from '@shared/contracts/recipes';
import { guards } from '../../auth/guards';
import { AppError } from '../../http/app-error';
import { readSingleFileUpload } from '../../http/single-file-upload';
import { presentRecipeSummary } from './recipe.presenter';
import { exportZip } from './recipe-archive';
import {
  contentDisposition,
  extensionOf,
  IMPORT_MESSAGES,
  type ImportExtension,
  type RecipeFileData,
  recipeToJson,
  recipeToMarkdown,
  recipeToText,
} from './recipe-files';
import { importRecipes, readImportFile } from './recipe-import.service';
import { exportPages, findOwnRecipeWithFolder } from './recipe-io.queries';

type Format = (typeof DOWNLOAD_FORMATS)[number];

const FORMATS: Record<Format, { type: string; write: (recipe: RecipeFileData) => string }> = {
  txt: { type: 'text/plain; charset=utf-8', write: recipeToText },
  md: { type: 'text/markdown; charset=utf-8', write: recipeToMarkdown },
  json: { type: 'application/json; charset=utf-8', write: recipeToJson },
};

/** A file without a known extension is judged by the type the browser gave it. */
const TYPE_BY_MIME: Record<string, ImportExtension> = {
  'text/markdown': 'md',
  'text/x-markdown': 'md',
  'application/json': 'json',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
};

/** Download one recipe, export the whole gallery as a zip, import from .md / .json / .zip. */
export async function recipeIoRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const { bus } = app.deps;
  const { requireVerified } = guards(app);
  // Scoped to this plugin: the only multipart endpoint here is the import, one file, size-capped.
  await app.register(multipart, {
    limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 10, parts: 11 },
  });

  app.get(
    '/api/recipes/:id/download',
    { preHandler: requireVerified, schema: { params: recipeIdParams, querystring: downloadQuery } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const { format } = request.query as { format: Format };
      const found = await findOwnRecipeWithFolder(db, request.user!.id, id);
      if (!found) throw new AppError('NOT_FOUND', MESSAGES.recipeNotFound);
      const { recipe, folder } = found;
      const body = FORMATS[format].write({
        title: recipe.title,
        description: recipe.description,
        content: recipe.content,
        tags: recipe.tags,
        folder,
        createdAt: recipe.createdAt.toISOString(),
      });
      return reply
        .header('content-disposition', contentDisposition(recipe.title, format))
        .header('cache-control', 'private, no-store')
        .type(FORMATS[format].type)
        .send(body);
    },
  );

  app.get('/api/recipes/export', { preHandler: requireVerified }, async (request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    const stream = Readable.from(exportZip(exportPages(db, request.user!.id)), { objectMode: false });
    // A failure after the first bytes cannot become an error response; it ends the download.
    stream.on('error', (error) => request.log.error({ err: error }, 'gallery export failed'));
    return reply
      .header('content-disposition', `attachment; filename="recipe-gallery-${day}.zip"`)
      .header('cache-control', 'private, no-store')
      .type('application/zip')
      .send(stream);
  });

  app.post('/api/recipes/import', { preHandler: requireVerified }, async (request, reply) => {
    const part = await readSingleFileUpload(request, {
      noFile: IMPORT_MESSAGES.noFile,
      tooLarge: IMPORT_MESSAGES.tooLarge(IMPORT_FILE_MAX_BYTES),
    });
    const data = part.data;
    const fileName = part.filename || 'file';
    const hasExtension = /\.[A-Za-z0-9]+$/.test(fileName);
    const type = hasExtension
      ? extensionOf(fileName)
      : TYPE_BY_MIME[part.mimetype.split(';')[0]!.trim().toLowerCase()];
    if (!type) throw new AppError('VALIDATION_ERROR', IMPORT_MESSAGES.wrongType);
    const items = readImportFile(data, fileName, type);
    const rows = await importRecipes({ db, bus, log: app.log }, request.user!.id, items);
    return reply.status(201).send({ recipes: rows.map(presentRecipeSummary) });
  });
}
