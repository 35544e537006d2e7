import { LIMITS } from '@shared/constants';
import { IMPORT_RECIPES_MAX } from '@shared/contracts/recipes';
import { descriptionForSave, extractTitle } from '@shared/recipe/card-text';
import { isRecipeLike } from '@shared/recipe/parse-recipe';
import { AppError } from '../../http/app-error';

/**
 * A recipe as files (platform.md §2: downloads are .txt files named from the title; the issue adds
 * .md and .json, a gallery export and an import). Pure text in, text out: the routes do the I/O.
 */

/** What a file carries about one recipe; the same fields the gallery export writes. */
export interface RecipeFileData {
  title: string;
  description: string;
  content: string;
  tags: string[];
  folder: string | null;
  createdAt: string;
}

/** One recipe read from an import, not yet validated; `source` names the file or zip entry. */
export interface ImportedRecipe {
  source: string;
  title: unknown;
  description: unknown;
  content: unknown;
  tags: unknown;
  folder: unknown;
  createdAt: unknown;
}

export const IMPORT_EXTENSIONS = ['md', 'json', 'zip'] as const;
export type ImportExtension = (typeof IMPORT_EXTENSIONS)[number];
/** A size limit as the import's refusals name it ('import.tooLarge'). */
export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
export const tooManyToImport = () =>
  new AppError('import.tooMany', { max: IMPORT_RECIPES_MAX.toLocaleString('en-US') });

// --- file names --------------------------------------------------------------------------------

const FILENAME_MAX = 100;

/**
 * An ASCII file name from a title: letters, digits, spaces, dots, dashes and underscores only, so
 * it is safe in a header, on every file system and in a zip; 'recipe' when nothing is left.
 */
export function safeFileName(title: string, extension: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s-]+|[.\s]+$/g, '')
    .slice(0, FILENAME_MAX)
    .trim();
  return `${base || 'recipe'}.${extension}`;
}

/** The title as a file name keeping its own letters (for filename*): path and control characters go. */
function unicodeFileName(title: string, extension: string): string {
  const base = title
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, FILENAME_MAX)
    .trim();
  return `${base || 'recipe'}.${extension}`;
}

/** RFC 6266 / 5987: an ASCII fallback name plus the exact UTF-8 name when the title has more. */
export function contentDisposition(title: string, extension: string): string {
  const ascii = safeFileName(title, extension);
  const exact = unicodeFileName(title, extension);
  const encoded = encodeURIComponent(exact).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return exact === ascii
    ? `attachment; filename="${ascii}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Unique names inside one export: a second 'Plan.md' becomes 'Plan-2.md' (case-insensitive). */
export function uniqueNamer(): (title: string, extension: string) => string {
  const used = new Set<string>();
  return (title, extension) => {
    const first = safeFileName(title, extension);
    const stem = first.slice(0, -(extension.length + 1));
    let name = first;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${stem}-${n}.${extension}`;
    used.add(name.toLowerCase());
    return name;
  };
}

// --- writing -----------------------------------------------------------------------------------

/** The .txt download: title, description, tags and content, readable in any editor. */
export function recipeToText(recipe: RecipeFileData): string {
  const lines = [recipe.title, '='.repeat(Math.min(Math.max(recipe.title.length, 3), 80)), ''];
  if (recipe.description) lines.push(`Description: ${recipe.description}`);
  if (recipe.tags.length) lines.push(`Tags: ${recipe.tags.join(', ')}`);
  if (recipe.folder) lines.push(`Folder: ${recipe.folder}`);
  lines.push(`Created: ${recipe.createdAt}`, '', recipe.content.replace(/\s+$/, ''), '');
  return lines.join('\n');
}

const FRONT_MATTER_KEYS = ['title', 'description', 'tags', 'folder', 'createdAt'] as const;

/**
 * Markdown with front matter. Every value is written as JSON (a valid YAML subset), so reading it
 * back is exact without a YAML parser: quotes, colons and new lines in a title survive.
 */
export function recipeToMarkdown(recipe: RecipeFileData): string {
  const header = FRONT_MATTER_KEYS.map((key) => `${key}: ${JSON.stringify(recipe[key])}`).join('\n');
  return `---\n${header}\n---\n\n${recipe.content}`;
}

export function recipeToJson(recipe: RecipeFileData): string {
  return `${JSON.stringify(recipe, null, 2)}\n`;
}

// --- reading -----------------------------------------------------------------------------------

export function extensionOf(fileName: string): ImportExtension | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'markdown') return 'md';
  return (IMPORT_EXTENSIONS as readonly string[]).includes(ext ?? '') ? (ext as ImportExtension) : null;
}

const baseName = (fileName: string) =>
  (fileName.split(/[\\/]/).pop() ?? fileName).replace(/\.[A-Za-z0-9]+$/, '').trim();

/** Splits `---` front matter off; values are JSON, or plain text for hand-written files. */
function splitFrontMatter(text: string): { fields: Record<string, unknown> | null; body: string } {
  const match = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(text);
  if (!match) return { fields: null, body: text };
  const fields: Record<string, unknown> = {};
  for (const line of match[1]!.split('\n')) {
    const kv = /^([A-Za-z][\w-]*)\s*:\s?(.*)$/.exec(line);
    if (!kv) continue;
    const raw = kv[2]!.trim();
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      // Hand-written front matter: `tags: [a, b]` or `title: My recipe`.
      if (/^\[.*\]$/.test(raw))
        value = raw
          .slice(1, -1)
          .split(',')
          .map((tag) => tag.trim().replace(/^["']|["']$/g, ''))
          .filter(Boolean);
      else if (raw === '' || raw === '~') value = null;
    }
    fields[kv[1]!] = value;
  }
  // The export writes one blank line between the front matter and the content.
  return { fields, body: text.slice(match[0].length).replace(/^\n/, '') };
}

/**
 * A Markdown file: front matter as the export writes it, or a plain Markdown recipe whose title
 * comes from its 'Recipe Title:' line or first heading, and which must look like a recipe.
 */
export function parseMarkdownRecipe(text: string, source: string): ImportedRecipe {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const { fields, body } = splitFrontMatter(normalized);
  if (!body.trim()) throw new AppError('import.noContent', { file: source });
  if (!fields && !isRecipeLike(body)) throw new AppError('import.notRecipeLike', { file: source });
  const extracted = extractTitle(body)
    .replace(/[*#_`]/g, '')
    .trim();
  const title =
    fields?.title ?? (extracted.length >= 3 ? extracted : baseName(source)).slice(0, LIMITS.recipeTitleMax);
  return {
    source,
    title,
    description: fields?.description ?? descriptionForSave(body),
    content: body,
    tags: fields?.tags ?? [],
    folder: fields?.folder ?? null,
    createdAt: fields?.createdAt ?? null,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fromJsonObject(value: unknown, source: string): ImportedRecipe {
  if (!isObject(value) || typeof value.content !== 'string' || typeof value.title !== 'string')
    throw new AppError('import.missingTitleOrContent', { file: source });
  return {
    source,
    title: value.title,
    description: value.description ?? descriptionForSave(value.content),
    content: value.content,
    tags: value.tags ?? [],
    folder: value.folder ?? null,
    createdAt: value.createdAt ?? null,
  };
}

/**
 * A .json file: one recipe object, an array of them, or `{ recipes: [...] }` (the manifest shape).
 * A manifest alone lists recipes without their content; it says so instead of importing titles.
 */
export function parseJsonRecipes(text: string, source: string): ImportedRecipe[] {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new AppError('import.malformedJson', { file: source, detail: (error as Error).message });
  }
  const list = Array.isArray(value)
    ? value
    : isObject(value) && Array.isArray(value.recipes)
      ? value.recipes
      : [value];
  if (list.length === 0) throw new AppError('import.noRecipes', { file: source });
  if (list.length > IMPORT_RECIPES_MAX) throw tooManyToImport();
  if (isObject(value) && Array.isArray(value.recipes) && list.every((r) => isObject(r) && !('content' in r)))
    throw new AppError('import.manifestOnly', { file: source });
  return list.map((item, i) =>
    fromJsonObject(item, list.length > 1 ? `${source} (recipe ${i + 1})` : source),
  );
}
