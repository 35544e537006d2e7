import { AppError } from '../../http/app-error';
import { definePolicy, isOwner } from '../../policies/policy';

/**
 * Who may do what with a gallery folder (platform.md §3 Folder): its owner only; another user's
 * folder is refused exactly like one that does not exist. The folder list is the owner's own,
 * filtered by user in SQL (listFolders).
 */
export const folderPolicy = definePolicy<{ userId: string }>()({
  rules: {
    rename: isOwner,
    delete: isOwner,
    /** Put a recipe in it (on create, save, generate or move). */
    fileInto: isOwner,
  },
  refusal: () => new AppError('recipe.folderNotFound'),
});
