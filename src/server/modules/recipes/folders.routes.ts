import type { FastifyInstance } from 'fastify';
import {
  createFolderSchema,
  folderIdParams,
  MESSAGES,
  renameFolderSchema,
  SIGNED_OUT_MESSAGES,
} from '@shared/contracts/recipes';
import { guards } from '../../auth/guards';
import { AppError } from '../../http/app-error';
import { publishUserEvent } from '../../realtime/user-channel';
import { countFolderRecipes, deleteOwnFolder, insertFolder, listFolders, presentFolder, renameOwnFolder } from './folders.queries';

/** GET/POST /api/folders, PATCH/DELETE /api/folders/:id (contract in shared/contracts/recipes.ts). */
export async function foldersRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const { bus } = app.deps;
  const { requireVerifiedSaying } = guards(app);
  const signedOut = SIGNED_OUT_MESSAGES;
  const changed = (userId: string) => void publishUserEvent(bus, app.log, userId, { type: 'folders.changed' });

  app.get('/api/folders', { preHandler: requireVerifiedSaying(signedOut.viewFolders) }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listFolders(db, request.user!.id);
  });

  app.post(
    '/api/folders',
    { preHandler: requireVerifiedSaying(signedOut.createFolders), schema: { body: createFolderSchema } },
    async (request, reply) => {
      const { name } = request.body as { name: string };
      const row = await insertFolder(db, request.user!.id, name);
      changed(request.user!.id);
      return reply.status(201).send(presentFolder(row, 0));
    },
  );

  app.patch(
    '/api/folders/:id',
    {
      preHandler: requireVerifiedSaying(signedOut.renameFolders),
      schema: { params: folderIdParams, body: renameFolderSchema },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const { name } = request.body as { name: string };
      const row = await renameOwnFolder(db, request.user!.id, id, name);
      if (!row) throw new AppError('NOT_FOUND', MESSAGES.folderNotFound);
      changed(request.user!.id);
      return presentFolder(row, await countFolderRecipes(db, request.user!.id, id));
    },
  );

  app.delete(
    '/api/folders/:id',
    { preHandler: requireVerifiedSaying(signedOut.deleteFolders), schema: { params: folderIdParams } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!(await deleteOwnFolder(db, request.user!.id, id))) throw new AppError('NOT_FOUND', MESSAGES.folderNotFound);
      changed(request.user!.id);
      return reply.status(204).send();
    },
  );
}
