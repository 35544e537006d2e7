/**
 * A section's lines as the items the presenter shows (platform.md §2 recipe presenter): one item
 * per line, with a fenced code block kept together as one item. Shared so the marketplace's
 * locked outline counts items exactly as the presenter does for an owner.
 */
export type SectionPiece = { kind: 'item'; text: string } | { kind: 'code'; lang: string; code: string };

const FENCE = /^\s*(```|~~~)\s*([\w+-]*)/;

export function sectionPieces(lines: readonly string[]): SectionPiece[] {
  const pieces: SectionPiece[] = [];
  let code: { lang: string; lines: string[] } | null = null;
  for (const line of lines) {
    const fence = FENCE.exec(line);
    if (code) {
      if (fence) {
        pieces.push({ kind: 'code', lang: code.lang, code: code.lines.join('\n') });
        code = null;
      } else code.lines.push(line);
    } else if (fence) code = { lang: fence[2] ?? '', lines: [] };
    else pieces.push({ kind: 'item', text: line });
  }
  if (code) pieces.push({ kind: 'code', lang: code.lang, code: code.lines.join('\n') });
  return pieces;
}

export const sectionItemCount = (lines: readonly string[]) => sectionPieces(lines).length;
