import type { FileStorage } from './storage';

/** The storage folders holding one user's files (chat-assistant.md §7 File storage). */
export const userFolders = (userId: string) => [
  `chat-attachments/${userId}`,
  `recipeImages/${userId}`,
  `profile-photos/${userId}`,
  `creator-images/${userId}`,
];

/**
 * Removes a deleted account's files. Logged, never thrown: the account is gone either way, and a
 * file left behind is unreachable (every read checks its database row first).
 */
export async function deleteUserFiles(
  storage: FileStorage,
  userId: string,
  log: { warn(obj: unknown, msg: string): void },
): Promise<void> {
  for (const folder of userFolders(userId))
    await storage
      .deleteFolder(folder)
      .catch((error) => log.warn({ err: error, folder }, 'user files not deleted'));
}
