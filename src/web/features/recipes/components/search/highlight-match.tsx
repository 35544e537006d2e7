import type { ReactNode } from 'react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `text` into plain parts and matches of the query (case-insensitive). The whole query is
 * tried first; when it does not appear as typed (full-text search matches word by word), each
 * word of it is highlighted instead.
 */
export function splitMatches(text: string, query: string): Array<{ text: string; match: boolean }> {
  const q = query.trim();
  if (!q || !text) return text ? [{ text, match: false }] : [];
  const words = q.split(/\s+/).filter((w) => w.length > 0);
  const pattern = text.toLowerCase().includes(q.toLowerCase())
    ? escapeRegExp(q)
    : words
        .sort((a, b) => b.length - a.length)
        .map(escapeRegExp)
        .join('|');
  const parts: Array<{ text: string; match: boolean }> = [];
  let last = 0;
  for (const found of text.matchAll(new RegExp(pattern, 'gi'))) {
    const start = found.index ?? 0;
    if (found[0].length === 0) continue;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** The text with the query's matches in <mark>. */
export function HighlightMatch({ text, query }: { text: string; query: string }): ReactNode {
  return splitMatches(text, query).map((part, i) =>
    part.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reorder
      <mark key={i} className="rounded-sm bg-primary/20 px-0.5 text-foreground">
        {part.text}
      </mark>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reorder
      <span key={i}>{part.text}</span>
    ),
  );
}
