import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/contracts/recipes';
import { folderPolicy } from './folder.policy';

/** A folder is its owner's alone: nobody else renames, deletes or files a recipe into it. */
const owner = { id: 'owner-id' };
const folder = { id: 'f1', userId: owner.id, name: 'Work' };

describe('folderPolicy', () => {
  it('lets the owner rename, delete and file recipes into it', () => {
    expect(folderPolicy.actions).toEqual(['rename', 'delete', 'fileInto']);
    for (const action of folderPolicy.actions)
      expect(folderPolicy.can(owner, action, folder), action).toBe(true);
  });

  it('lets nobody else take any action, admins included', () => {
    for (const actor of [{ id: 'other-id' }, { id: 'admin-id' }, null, undefined])
      for (const action of folderPolicy.actions)
        expect(folderPolicy.can(actor, action, folder), action).toBe(false);
  });

  it('refuses with the gallery’s folder-not-found message', () => {
    expect(() => folderPolicy.authorize({ id: 'other-id' }, 'fileInto', folder)).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND', message: MESSAGES.folderNotFound }),
    );
  });
});
