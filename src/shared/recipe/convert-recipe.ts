import type { CodeFormat } from '../contracts/chat-actions';
import { isRecipeLike, type ParsedRecipe, parseRecipe } from './parse-recipe';

/**
 * 'Convert to Prompt' (chat-assistant.md §4 Execute, §7 convert to code formats), the
 * deterministic way: every format is written from the parsed recipe, so the same answer always
 * gives the same code, with no model. String literals are written with JSON.stringify, whose
 * escapes are also valid in YAML double-quoted scalars, Python and TypeScript strings.
 */
export interface RecipeData {
  title: string;
  sections: Array<{ title: string; type: string; items: string[] }>;
}

const FALLBACK_TITLE = 'Untitled Recipe';

export function recipeData(parsed: ParsedRecipe): RecipeData {
  return {
    title: parsed.title?.trim() || FALLBACK_TITLE,
    sections: parsed.sections
      .filter((s) => s.content.length > 0)
      .map((s) => ({ title: s.title, type: s.type, items: [...s.content] })),
  };
}

const q = (text: string) => JSON.stringify(text);
/** Steps and principles read as numbered lists; everything else as bullets. */
const numbered = (type: string) => type === 'steps' || type === 'principles';
const listOf = (type: string, items: string[]) =>
  items.map((item, i) => (numbered(type) ? `${i + 1}. ${item}` : `- ${item}`)).join('\n');

export function toSystemPrompt(data: RecipeData): string {
  const parts = [`You are an expert assistant following the recipe "${data.title}".`];
  for (const s of data.sections) parts.push(`${s.title}:\n${listOf(s.type, s.items)}`);
  parts.push(
    'Apply this recipe to every request you receive: follow the steps in order, respect the principles, and use the operations where they help. Ask for missing details before you start.',
  );
  return `${parts.join('\n\n')}\n`;
}

export function toMarkdown(data: RecipeData): string {
  const parts = [`# ${data.title}`];
  for (const s of data.sections) parts.push(`## ${s.title}\n\n${listOf(s.type, s.items)}`);
  return `${parts.join('\n\n')}\n`;
}

export const toJson = (data: RecipeData) => `${JSON.stringify(data, null, 2)}\n`;

export function toYaml(data: RecipeData): string {
  const lines = [`title: ${q(data.title)}`, data.sections.length ? 'sections:' : 'sections: []'];
  for (const s of data.sections) {
    lines.push(`  - title: ${q(s.title)}`, `    type: ${q(s.type)}`);
    if (s.items.length === 0) lines.push('    items: []');
    else {
      lines.push('    items:');
      for (const item of s.items) lines.push(`      - ${q(item)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function pySections(data: RecipeData, indent: string): string {
  if (data.sections.length === 0) return '[]';
  const rows = data.sections.map(
    (s) =>
      `${indent}    {\n${indent}        "title": ${q(s.title)},\n${indent}        "type": ${q(s.type)},\n${indent}        "items": [\n${s.items.map((i) => `${indent}            ${q(i)},`).join('\n')}\n${indent}        ],\n${indent}    },`,
  );
  return `[\n${rows.join('\n')}\n${indent}]`;
}

export function toPython(data: RecipeData): string {
  return `"""${data.title.replace(/\\/g, '\\\\').replace(/"""/g, '\\"\\"\\"')} — a prompt recipe as code."""

RECIPE = {
    "title": ${q(data.title)},
    "sections": ${pySections(data, '    ')},
}


def build_prompt(task: str) -> str:
    """Returns a system prompt that applies the recipe to the given task."""
    lines = [f"You are an expert assistant following the recipe \\"{RECIPE['title']}\\"."]
    for section in RECIPE["sections"]:
        lines.append("")
        lines.append(section["title"] + ":")
        numbered = section["type"] in ("steps", "principles")
        for index, item in enumerate(section["items"], start=1):
            lines.append(f"{index}. {item}" if numbered else f"- {item}")
    lines.append("")
    lines.append("Task: " + task)
    return "\\n".join(lines)


if __name__ == "__main__":
    print(build_prompt("Describe your task here"))
`;
}

export function toTypeScript(data: RecipeData): string {
  const sections = data.sections
    .map(
      (s) =>
        `    {\n      title: ${q(s.title)},\n      type: ${q(s.type)},\n      items: [\n${s.items.map((i) => `        ${q(i)},`).join('\n')}\n      ],\n    },`,
    )
    .join('\n');
  return `export interface RecipeSection {
  title: string;
  type: string;
  items: string[];
}

export interface Recipe {
  title: string;
  sections: RecipeSection[];
}

export const recipe: Recipe = {
  title: ${q(data.title)},
  sections: [${sections ? `\n${sections}\n  ` : ''}],
};

/** Returns a system prompt that applies the recipe to the given task. */
export function buildPrompt(task: string): string {
  const lines = [\`You are an expert assistant following the recipe "\${recipe.title}".\`];
  for (const section of recipe.sections) {
    lines.push('', \`\${section.title}:\`);
    const numbered = section.type === 'steps' || section.type === 'principles';
    section.items.forEach((item, index) => lines.push(numbered ? \`\${index + 1}. \${item}\` : \`- \${item}\`));
  }
  lines.push('', \`Task: \${task}\`);
  return lines.join('\\n');
}
`;
}

const WRITERS: Record<CodeFormat, (data: RecipeData) => string> = {
  prompt: toSystemPrompt,
  markdown: toMarkdown,
  json: toJson,
  yaml: toYaml,
  python: toPython,
  typescript: toTypeScript,
};

/** Every format of a recipe answer's text; null when the text is not a recipe. */
export function convertRecipe(text: string): Record<CodeFormat, string> | null {
  if (!isRecipeLike(text)) return null;
  const data = recipeData(parseRecipe(text));
  if (data.sections.length === 0) return null;
  return Object.fromEntries(
    Object.entries(WRITERS).map(([format, write]) => [format, write(data)]),
  ) as Record<CodeFormat, string>;
}
