import { type ParsedRecipe, parseRecipe } from '@shared/recipe/parse-recipe';
import type { JSONContent } from '@tiptap/core';

/**
 * The rich-text demo's document as recipe text, and its recipe.json export.
 *
 * The text is the Markdown the recipe parser reads (the form the chat's model writes): headings as
 * '#' lines, bullet items as '- ', numbered items as '1. ', bold as '**'. So what the editor holds
 * is parsed exactly as a chat answer would be.
 */

const inlineText = (node: JSONContent): string => {
  if (node.type === 'text') {
    const text = node.text ?? '';
    const marks = new Set((node.marks ?? []).map((m) => m.type));
    if (marks.has('bold') && marks.has('italic')) return `***${text}***`;
    if (marks.has('bold')) return `**${text}**`;
    if (marks.has('italic')) return `*${text}*`;
    if (marks.has('code')) return `\`${text}\``;
    return text;
  }
  if (node.type === 'hardBreak') return ' ';
  return (node.content ?? []).map(inlineText).join('');
};

function blockLines(node: JSONContent, indent: string): string[] {
  switch (node.type) {
    case 'heading': {
      const level = Math.min(Math.max(Number(node.attrs?.level) || 1, 1), 6);
      return [`${'#'.repeat(level)} ${inlineText(node)}`, ''];
    }
    case 'paragraph': {
      const text = inlineText(node);
      return text ? [`${indent}${text}`, ...(indent ? [] : [''])] : [];
    }
    case 'bulletList':
    case 'orderedList': {
      const ordered = node.type === 'orderedList';
      const start = Number(node.attrs?.start) || 1;
      const lines = (node.content ?? []).flatMap((item, i) => {
        const marker = ordered ? `${start + i}. ` : '- ';
        const [first, ...rest] = item.content ?? [];
        const head = first ? inlineText(first) : '';
        const nested = rest.flatMap((child) => blockLines(child, `${indent}  `));
        return [`${indent}${marker}${head}`, ...nested];
      });
      return indent ? lines : [...lines, ''];
    }
    case 'codeBlock':
      return ['```', inlineText(node), '```', ''];
    case 'blockquote':
      return (node.content ?? [])
        .flatMap((child) => blockLines(child, indent))
        .map((l) => (l ? `> ${l}` : l));
    case 'horizontalRule':
      return ['---', ''];
    default:
      return (node.content ?? []).flatMap((child) => blockLines(child, indent));
  }
}

/** The document as recipe Markdown (see above); an empty document is ''. */
export function documentToRecipeText(doc: JSONContent): string {
  return blockLines(doc, '').join('\n').trim();
}

/**
 * recipe.json, as the demo downloads it:
 * - `format` and `version`: what the file is, for whoever reads it back;
 * - `exportedAt`: ISO time of the export;
 * - `document`: the editor's own JSON (ProseMirror / Tiptap), enough to load it again;
 * - `text`: the document as recipe Markdown (documentToRecipeText);
 * - `recipe`: that text through the app's recipe parser: `title` and `sections`, each with its
 *   `title`, `type`, `priority` and `content` items, as the presenter shows them.
 */
export interface RecipeExport {
  format: 'recipe-forge/tiptap-recipe';
  version: 1;
  exportedAt: string;
  document: JSONContent;
  text: string;
  recipe: ParsedRecipe;
}

export function recipeExport(doc: JSONContent, now: Date = new Date()): RecipeExport {
  const text = documentToRecipeText(doc);
  return {
    format: 'recipe-forge/tiptap-recipe',
    version: 1,
    exportedAt: now.toISOString(),
    document: doc,
    text,
    recipe: parseRecipe(text),
  };
}
