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
  '#39': "'",
};

/** Zero-width and control characters out, simple tags out, entities decoded, whitespace collapsed. */
export function sanitizeInput(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200D\u2060\uFEFF]/g, '')
      .replace(/<\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s[^<>]*)?\/?>/g, '')
      .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+|#39);/gi, (match, name: string) => {
        if (name.startsWith('#x') || name.startsWith('#X'))
          return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
        if (name.startsWith('#') && name !== '#39')
          return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
        return ENTITIES[name.toLowerCase()] ?? match;
      })
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
