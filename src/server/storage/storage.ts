import type { Readable } from 'node:stream';

/**
 * Where files live (DESIGN.md "files"): the local disk under DATA_DIR/files, or any S3-compatible
 * service. Code above this seam only knows keys such as `recipeImages/{uid}/{recipeId}.png`.
 */
export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

export interface FileStorage {
  readonly kind: 'fs' | 's3';
  /** Writes the whole file; a reader never sees a half-written one. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file as a stream, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing one that does not exist is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Removes every file under `folder/` (an account's files when it is deleted). */
  deleteFolder(folder: string): Promise<void>;
}

/**
 * Keys are built by the server from ids, but they still become file paths and URLs: segments of
 * letters, digits, '.', '_' and '-', none starting with '.', so no key can climb out of its root.
 */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function assertValidKey(key: string): string {
  if (key.length > 512 || !KEY_PATTERN.test(key))
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}
