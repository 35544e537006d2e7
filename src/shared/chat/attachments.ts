import { ERROR_TABLE } from '../errors/error-table';

/**
 * Chat attachments (chat-assistant.md §3 Allowed attachment types, §5 Attachments). The browser
 * uses these rules to skip a file early; the server applies the same ones again, plus a check of
 * the file's content, because it never trusts what the browser claims.
 */

export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const ATTACHMENTS_PER_MESSAGE = 10;

/** Allowed types, each with the extensions that may carry it. */
export const ALLOWED_ATTACHMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/svg+xml': ['svg'],
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'text/plain': ['txt', 'log'],
  'text/markdown': ['md', 'markdown'],
  'text/csv': ['csv'],
  'text/html': ['html', 'htm'],
  'text/css': ['css'],
  'text/javascript': ['js', 'mjs'],
  'application/javascript': ['js', 'mjs'],
  'application/json': ['json'],
  'application/xml': ['xml'],
  'text/xml': ['xml'],
  'application/zip': ['zip'],
  'application/x-zip-compressed': ['zip'],
  'application/vnd.rar': ['rar'],
  'application/x-rar-compressed': ['rar'],
  'application/x-7z-compressed': ['7z'],
  'application/x-tar': ['tar'],
  'application/gzip': ['gz', 'tgz'],
  'application/x-gzip': ['gz', 'tgz'],
};

/** The file picker offers this subset (§3: "The file picker accepts only a subset"). */
export const PICKER_ACCEPT =
  'image/jpeg,image/png,image/gif,image/webp,application/pdf,.doc,.docx,.txt,.md,.csv,.json';

/** Files whose text is read into the prompt (chat-assistant.md §7 generate from image / text). */
export const TEXT_LIKE_TYPES = new Set([
  'text/plain',
  'text/markdown',
  'text/csv',
  'text/html',
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/xml',
  'text/xml',
]);

/** Images the browser compresses and the model sees as pictures (svg is rasterised by the server). */
export const RASTER_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

export const isImageType = (type: string) => type.startsWith('image/');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The type a file is treated as: its claimed type when allowed, else the one its extension names
 * (browsers leave the type blank for .md, .7z and many others). Null when it is not allowed.
 */
export function resolveAttachmentType(name: string, claimedType: string): string | null {
  const claimed = claimedType.split(';')[0]!.trim().toLowerCase();
  const extension = extensionOf(name);
  if (claimed && ALLOWED_ATTACHMENT_TYPES[claimed]) return claimed;
  if (claimed && claimed !== 'application/octet-stream') return null;
  for (const [type, extensions] of Object.entries(ALLOWED_ATTACHMENT_TYPES))
    if (extensions.includes(extension)) return type;
  return null;
}

/**
 * The name shown to people: the last path segment, without control characters, at most 120
 * characters. Path separators never survive, so a name cannot point anywhere.
 */
export function displayFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'file').slice(-120);
}

/**
 * The name used in storage (§5: letters, digits, dot and hyphen). Runs of anything else become
 * one hyphen and leading dots go: 'my report (v2).pdf' becomes 'my-report-v2-.pdf'.
 */
export function storageFileName(raw: string): string {
  const sanitized = displayFileName(raw)
    .replace(/[^A-Za-z0-9.-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+/, '')
    .replace(/-+$/, '');
  return (sanitized || 'file').slice(-100);
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const ATTACHMENT_MESSAGES = {
  tooMany: `You can attach at most ${ATTACHMENTS_PER_MESSAGE} files to a message.`,
  notFound: ERROR_TABLE['attachment.notFound'].text,
  alreadySent: ERROR_TABLE['attachment.alreadySent'].text,
  signInRequired: ERROR_TABLE['auth.signInToAttach'].text,
  noFile: ERROR_TABLE['attachment.noFile'].text,
} as const;
