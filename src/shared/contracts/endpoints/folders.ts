import { defineEndpoint } from '../endpoint';
import {
  createFolderSchema,
  folderIdParams,
  folderListSchema,
  folderSchema,
  renameFolderSchema,
} from '../recipes';

/** The gallery's folders (platform.md §2 Gallery, §8 folder provider errors). */
export const folderEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/folders',
    access: 'verified',
    tag: 'Folders',
    summary: "The user's folders, name ascending, with their recipe counts",
    signedOutKey: 'auth.signInToViewFolders',
    response: { kind: 'json', schema: folderListSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/folders',
    access: 'verified',
    tag: 'Folders',
    summary: 'Create a folder',
    signedOutKey: 'auth.signInToCreateFolders',
    body: createFolderSchema,
    response: { kind: 'json', schema: folderSchema, status: 201 },
  }),
  rename: defineEndpoint({
    method: 'PATCH',
    path: '/api/folders/:id',
    access: 'verified',
    tag: 'Folders',
    summary: 'Rename one of the user’s folders',
    signedOutKey: 'auth.signInToRenameFolders',
    params: folderIdParams,
    owns: 'folder',
    body: renameFolderSchema,
    response: { kind: 'json', schema: folderSchema },
    errors: ['NOT_FOUND'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/folders/:id',
    access: 'verified',
    tag: 'Folders',
    summary: 'Delete a folder; its recipes fall back to no folder',
    signedOutKey: 'auth.signInToDeleteFolders',
    params: folderIdParams,
    owns: 'folder',
    response: { kind: 'empty' },
    errors: ['NOT_FOUND'],
  }),
};
