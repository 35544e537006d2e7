import { Lexer, type Token } from 'marked';

/**
 * The block parser of the streaming renderer, behind one object so tests can count its calls
 * (the renderer must re-parse only the growing last block). Lexing only: tokens are turned into
 * React elements by us, never into an HTML string, so raw HTML in a reply is shown as text.
 */
export const markdownParser = {
  parse(text: string): Token[] {
    return Lexer.lex(text, { gfm: true, breaks: false });
  },
  parseInline(text: string): Token[] {
    return Lexer.lexInline(text, { gfm: true, breaks: false });
  },
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** The lexer leaves a few entities escaped in text; React escapes again, so decode them. */
export const decodeEntities = (text: string) =>
  text.includes('&')
    ? text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    : text;

/** Only web, mail and same-site links are followed; anything else (javascript:, data:) is dropped. */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^(https?:|mailto:)/i.test(value)) return value;
  if (/^(\/(?!\/)|#|\.\.?\/)/.test(value)) return value;
  if (!/^[a-z][a-z\d+.-]*:/i.test(value) && !value.startsWith('//')) return value;
  return null;
}
