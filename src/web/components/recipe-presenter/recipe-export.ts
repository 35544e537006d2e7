import type { ParsedRecipe, ParsedSection } from '@shared/recipe/parse-recipe';
import { type SectionPiece, sectionPieces } from '@shared/recipe/section-items';

/**
 * The presenter's exports (platform.md §2 "download/export button", "JSON export"): the recipe as
 * Markdown and as JSON, built from the parsed recipe. Items are the presenter's items
 * (sectionPieces: a fenced code block is one item), so an item's index here is the index a tick
 * uses ("<section>:<item>"). Written here rather than with convert-recipe's toMarkdown, which
 * writes every content line as a bullet and so breaks code blocks apart.
 */
export interface RecipeExportSection {
  title: string;
  type: ParsedSection['type'];
  priority: ParsedSection['priority'];
  items: string[];
}
export interface RecipeExport {
  title: string;
  sections: RecipeExportSection[];
}

export const UNTITLED_RECIPE = 'Untitled Recipe';

const pieceText = (piece: SectionPiece) =>
  piece.kind === 'code' ? `\`\`\`${piece.lang}\n${piece.code}\n\`\`\`` : piece.text;

export function recipeExportData(recipe: ParsedRecipe): RecipeExport {
  return {
    title: recipe.title?.trim() || UNTITLED_RECIPE,
    sections: recipe.sections.map((section) => ({
      title: section.title,
      type: section.type,
      priority: section.priority,
      items: sectionPieces(section.content).map(pieceText),
    })),
  };
}

/** Steps read as a numbered list, as the presenter shows them; everything else as bullets. */
function sectionMarkdown(section: RecipeExportSection): string {
  let n = 0;
  const lines = section.items.map((item) => {
    if (item.startsWith('```')) return item;
    n += 1;
    // A line break inside an item would end the list item: keep it on one line.
    const text = item.replace(/\s*\n\s*/g, ' ');
    return section.type === 'steps' ? `${n}. ${text}` : `- ${text}`;
  });
  return lines.length ? `## ${section.title}\n\n${lines.join('\n')}` : `## ${section.title}`;
}

export function recipeMarkdown(data: RecipeExport): string {
  return `${[`# ${data.title}`, ...data.sections.map(sectionMarkdown)].join('\n\n')}\n`;
}

export const recipeJson = (data: RecipeExport) => `${JSON.stringify(data, null, 2)}\n`;

/** A file name base from a title: letters and digits of any script, joined by '-'; 'recipe' when none. */
export function exportSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'recipe';
}
