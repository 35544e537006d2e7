import type { Folder, FolderList, Recipe, RecipePage } from '@shared/contracts/recipes';

/** Recipes and folders as the server's presenter answers them, for web tests. */
export function makeRecipe(overrides: Partial<Recipe> = {}): Recipe {
  const id = overrides.id ?? 'r1';
  return {
    id,
    title: `Recipe ${id}`,
    description: 'A short description.',
    cardDescription: 'A short description.',
    tags: [],
    folderId: null,
    imageUrl: null,
    type: null,
    isPrivate: false,
    tagsStatus: 'done',
    imageStatus: 'done',
    pinned: false,
    createdAt: '2025-01-02T10:00:00.000Z',
    updatedAt: '2025-01-02T10:00:00.000Z',
    content: '# Recipe\n\n## Goal\nDo the thing well.\n\n## Steps\n1. First\n2. Second',
    prompt: null,
    metadata: {},
    originalMessageId: null,
    chatId: null,
    ...overrides,
  };
}

export function makeFolder(overrides: Partial<Folder> = {}): Folder {
  return {
    id: 'f1',
    name: 'Folder',
    recipeCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const page = (
  items: Recipe[],
  nextCursor: string | null = null,
  total = items.length,
): RecipePage => ({
  items,
  nextCursor,
  total,
});

export const folderList = (folders: Folder[], totalCount = 0): FolderList => ({ folders, totalCount });
