/**
 * Input rules of chat-assistant.md §5 (Sending, Input), shared so the browser and the server
 * apply the same ones.
 */
export const MESSAGE_MAX_CHARS = 20_000;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200D\u2060\uFEFF]/g;

const ENTITY = /&(#\d+|#x[0-9a-f]+|[a-z]+);/gi;

/**
 * The text an entity's name (`#39`, `#x1F600`, `amp`) stands for, an unknown name as typed; null
 * for a number no character has (past U+10FFFF, or half of a surrogate pair), which
 * String.fromCodePoint would throw on or store broken, and for `&#0;`, a NUL no stored text holds.
 */
function decodeEntity(name: string): string | null {
  const numeric = /^#(x?)([0-9a-f]+)$/i.exec(name);
  if (!numeric) return ENTITIES[name.toLowerCase()] ?? `&${name};`;
  const code = Number.parseInt(numeric[2]!, numeric[1] ? 16 : 10);
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
  return String.fromCodePoint(code);
}

/**
 * The first entity in the text that stands for no character a message can hold (`&#99999999;`,
 * `&#0;`), or undefined. The message contract refuses such text; sanitizeInput leaves them as typed.
 */
export function findUnusableEntity(text: string): string | undefined {
  for (const match of text.matchAll(ENTITY)) if (decodeEntity(match[1]!) === null) return match[0];
  return undefined;
}

/** Zero-width and control characters out, simple tags out, entities decoded, whitespace collapsed. */
export function sanitizeInput(text: string): string {
  return (
    text
      .replace(INVISIBLE, '')
      .replace(/<\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s[^<>]*)?\/?>/g, '')
      // An entity never brings back a character the first step removed (`&#7;`).
      .replace(ENTITY, (match, name: string) => decodeEntity(name)?.replace(INVISIBLE, '') ?? match)
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t\u00A0]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

const significantWords = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3),
  );

/** Share of the request's significant words (longer than 3 characters) found in `other`. */
export function wordOverlap(request: string, other: string): number {
  const words = significantWords(request);
  if (words.size === 0) return 0;
  const against = significantWords(other);
  let shared = 0;
  for (const w of words) if (against.has(w)) shared++;
  return shared / words.size;
}

/** A stable hash of a message's text for duplicate suppression (FNV-1a, 32 bit, hex). */
export function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
