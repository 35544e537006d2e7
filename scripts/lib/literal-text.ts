import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from 'vite';

/** Attributes whose values people read or hear. */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'placeholder', 'title', 'alt', 'label']);
/** Letters that make words (a lone symbol, a number or punctuation is not a text). */
const WORDS = /\p{L}{2,}/u;

export interface LiteralText {
  file: string;
  line: number;
  text: string;
}

function* tsxFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* tsxFiles(path);
    else if (entry.name.endsWith('.tsx') && !/\.test\.tsx$|test-utils\.tsx$/.test(entry.name)) yield path;
  }
}

type AstNode = { type: string; start: number; [key: string]: unknown };
const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/**
 * User-facing text written into components instead of a catalogue: JSX text with words, and
 * string values of the attributes above, in every component under `root` (parsed with Vite's
 * own parser). Texts in `allowed` (a brand name, a symbol) are let through.
 */
export function findLiteralTexts(root: string, allowed: readonly string[] = []): LiteralText[] {
  const found: LiteralText[] = [];
  for (const file of tsxFiles(root)) {
    const code = readFileSync(file, 'utf8');
    const { program } = parseSync(file, code, { lang: 'tsx' });
    const report = (node: AstNode, text: string) => {
      const clean = text.replace(/\s+/g, ' ').trim();
      if (!WORDS.test(clean) || allowed.includes(clean)) return;
      const line = code.slice(0, node.start).split('\n').length;
      found.push({ file: relative(root, file), line, text: clean });
    };
    const visit = (node: AstNode) => {
      if (node.type === 'JSXText') report(node, String(node.value));
      if (node.type === 'JSXAttribute') {
        const name = node.name as AstNode & { name?: string };
        const value = node.value as (AstNode & { value?: unknown; expression?: AstNode & { value?: unknown } }) | null;
        if (typeof name.name === 'string' && TEXT_ATTRIBUTES.has(name.name) && value) {
          if (value.type === 'Literal' && typeof value.value === 'string') report(node, value.value);
          const expression = value.expression;
          if (expression?.type === 'Literal' && typeof expression.value === 'string') report(node, expression.value);
          if (expression?.type === 'TemplateLiteral')
            report(node, (expression.quasis as { value: { raw: string } }[]).map((q) => q.value.raw).join(' '));
        }
      }
      for (const value of Object.values(node)) {
        if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item);
        if (isNode(value)) visit(value);
      }
    };
    visit(program as unknown as AstNode);
  }
  return found;
}
