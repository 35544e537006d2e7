import {
  createRecipeSchema,
  IMPORT_RECIPES_MAX,
  MESSAGES,
  renameFolderSchema,
} from '@shared/contracts/recipes';
import { safeParseInput } from '@shared/contracts/safe-parse-input';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { isStorableDate } from '../../db/timestamp-range';
import { AppError } from '../../http/app-error';
import type { RealtimeBus } from '../../realtime/bus';
import { publishUserEvent } from '../../realtime/user-channel';
import { readZipRecipes } from './recipe-archive';
import {
  tooManyToImport,
  type ImportedRecipe,
  type ImportExtension,
  parseJsonRecipes,
  parseMarkdownRecipe,
} from './recipe-files';
import { foldersByName, insertImportedRecipes } from './recipe-io.queries';
import { announceSaved } from './recipe-save.service';
import type { RecipeRow } from './recipe-store';

/**
 * Importing recipes from a .md, .json or .zip file. Everything is read and validated before the
 * first write, and the writes share one transaction: a file either imports whole or not at all.
 */

const KNOWN_MESSAGES = new Set<string>(Object.values(MESSAGES));

interface ValidRecipe {
  title: string;
  description: string;
  content: string;
  tags: string[];
  folder: string | null;
  createdAt: Date | undefined;
}

function utf8(data: Uint8Array, source: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new AppError('import.notUtf8', { file: source });
  }
}

/** Reads the file into recipe candidates by its type. */
export function readImportFile(data: Uint8Array, fileName: string, type: ImportExtension): ImportedRecipe[] {
  if (data.length === 0) throw new AppError('import.emptyFile');
  if (type === 'zip') return readZipRecipes(data);
  const text = utf8(data, fileName);
  if (!text.trim()) throw new AppError('import.emptyFile');
  return type === 'json' ? parseJsonRecipes(text, fileName) : [parseMarkdownRecipe(text, fileName)];
}

/** One candidate checked with the same contract as a manual create; the message names the entry. */
function validate(item: ImportedRecipe, now: Date): ValidRecipe {
  const parsed = safeParseInput(createRecipeSchema, {
    title: item.title,
    description: item.description ?? '',
    content: item.content,
    tags: item.tags ?? [],
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    // The contract's own messages name their field already; others get it named.
    const field = KNOWN_MESSAGES.has(issue.message) ? '' : issue.path.join('.');
    throw field
      ? new AppError('import.invalidEntryField', { source: item.source, field, problem: issue.message })
      : new AppError('import.invalidEntry', { source: item.source, problem: issue.message });
  }
  let folder: string | null = null;
  if (item.folder !== null && item.folder !== undefined) {
    const name = safeParseInput(renameFolderSchema, { name: item.folder });
    if (!name.success)
      throw new AppError('import.invalidEntryField', {
        source: item.source,
        field: 'folder',
        problem: name.error.issues[0]!.message,
      });
    folder = name.data.name;
  }
  // The original date keeps the gallery's order after a round trip; a bad or future date is now.
  const created = typeof item.createdAt === 'string' ? new Date(item.createdAt) : undefined;
  const createdAt = created && !Number.isNaN(created.getTime()) && created <= now ? created : undefined;
  // A real date the database cannot hold is refused, naming the entry, before anything is written.
  if (createdAt && !isStorableDate(createdAt))
    throw new AppError('import.dateTooEarly', { source: item.source });
  const { title, description, content, tags } = parsed.data;
  return { title, description, content, tags, folder, createdAt };
}

export async function importRecipes(
  deps: { db: Db; bus: RealtimeBus; log: FastifyBaseLogger },
  userId: string,
  items: ImportedRecipe[],
): Promise<RecipeRow[]> {
  if (items.length > IMPORT_RECIPES_MAX) throw tooManyToImport();
  const now = new Date();
  const valid = items.map((item) => validate(item, now));
  const folderNames = [...new Set(valid.flatMap((r) => (r.folder ? [r.folder] : [])))];

  const { rows, foldersCreated } = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const { ids, created } = await foldersByName(tx, userId, folderNames);
    const rows = await insertImportedRecipes(
      tx,
      userId,
      valid.map((recipe) => ({
        title: recipe.title,
        description: recipe.description,
        content: recipe.content,
        tags: recipe.tags,
        folderId: recipe.folder ? ids.get(recipe.folder)! : null,
        createdAt: recipe.createdAt,
      })),
    );
    return { rows, foldersCreated: created };
  });

  // One event is enough for open galleries to refresh; one per recipe would flood the channel.
  await announceSaved(deps, userId, rows[0]!.id);
  if (foldersCreated > 0) await publishUserEvent(deps.bus, deps.log, userId, { type: 'folders.changed' });
  return rows;
}
