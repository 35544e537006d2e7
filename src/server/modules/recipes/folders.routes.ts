import type { FastifyInstance } from 'fastify';
import { folderEndpoints } from '@shared/contracts/endpoints/folders';
import { AppError } from '../../http/app-error';
import { endpointRoutes } from '../../http/endpoint-routes';
import { publishUserEvent } from '../../realtime/user-channel';
import { folderPolicy } from './folder.policy';
import {
  countFolderRecipes,
  deleteFolder,
  findFolder,
  insertFolder,
  listFolders,
  presentFolder,
  renameFolder,
} from './folders.queries';

/** The folder endpoints (shared/contracts/endpoints/folders.ts). */
export async function foldersRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const { bus } = app.deps;
  const route = endpointRoutes(app);
  const changed = (userId: string) =>
    void publishUserEvent(bus, app.log, userId, { type: 'folders.changed' });

  route(folderEndpoints.list, async ({ user, reply }) => {
    reply.header('cache-control', 'no-store');
    return listFolders(db, user.id);
  });

  route(folderEndpoints.create, async ({ user, body }) => {
    const row = await insertFolder(db, user.id, body.name);
    changed(user.id);
    return presentFolder(row, 0);
  });

  route(folderEndpoints.rename, async ({ user, params, body }) => {
    folderPolicy.authorize(user, 'rename', await findFolder(db, params.id));
    const row = await renameFolder(db, params.id, body.name);
    if (!row) throw new AppError('recipe.folderNotFound');
    changed(user.id);
    return presentFolder(row, await countFolderRecipes(db, user.id, params.id));
  });

  route(folderEndpoints.remove, async ({ user, params }) => {
    folderPolicy.authorize(user, 'delete', await findFolder(db, params.id));
    if (!(await deleteFolder(db, params.id))) throw new AppError('recipe.folderNotFound');
    changed(user.id);
  });
}
