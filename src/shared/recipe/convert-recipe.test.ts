import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertRecipe, recipeData, toYaml } from './convert-recipe';
import { parseRecipe } from './parse-recipe';

const RECIPE = `# Recipe Title: Launch "Quiet" Newsletter

## Goal
Grow a newsletter to 1,000 readers with a \\backslash and 'quotes' — and emoji 🚀.

## Principles
1. Write for one reader
2. Ship weekly: no excuses

## Operations
- **Audit**: list what readers ask for
- **Draft**: write """triple""" quotes safely

## Steps
1. Pick a niche
2. Write the first issue
3. Share it with \${friends} and {braces}
`;

const hasPython = (() => {
  try {
    execFileSync('python3', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

const python = (code: string, input: string) =>
  execFileSync('python3', ['-c', code], { input, encoding: 'utf8' });

describe('convertRecipe', () => {
  const out = convertRecipe(RECIPE)!;
  const data = recipeData(parseRecipe(RECIPE));

  it('writes every format from the parsed recipe', () => {
    expect(Object.keys(out)).toEqual(['prompt', 'markdown', 'json', 'yaml', 'python', 'typescript']);
    expect(out.prompt).toContain('following the recipe "Launch "Quiet" Newsletter"');
    expect(out.prompt).toContain('1. Pick a niche');
    expect(out.markdown.startsWith('# Launch "Quiet" Newsletter\n')).toBe(true);
    expect(out.markdown).toContain('## Steps\n\n1. Pick a niche\n2. Write the first issue');
  });

  it('is deterministic', () => {
    expect(convertRecipe(RECIPE)).toEqual(out);
  });

  it('round-trips JSON', () => {
    expect(JSON.parse(out.json)).toEqual(data);
    expect(data.sections.map((s) => s.type)).toEqual(['goal', 'principles', 'operations', 'steps']);
  });

  it.skipIf(!hasPython)('round-trips YAML through a real YAML parser', () => {
    const parsed = python(
      'import sys, json, yaml; print(json.dumps(yaml.safe_load(sys.stdin.read())))',
      out.yaml,
    );
    expect(JSON.parse(parsed)).toEqual(data);
    const empty = { title: 'T', sections: [] };
    expect(
      JSON.parse(
        python('import sys, json, yaml; print(json.dumps(yaml.safe_load(sys.stdin.read())))', toYaml(empty)),
      ),
    ).toEqual(empty);
  });

  it.skipIf(!hasPython)('writes Python that parses and runs', () => {
    python('import sys, ast; ast.parse(sys.stdin.read())', out.python);
    const printed = python('import sys; exec(sys.stdin.read())', out.python);
    expect(printed).toContain(`3. Share it with \${friends} and {braces}`);
    expect(printed).toContain('Task: Describe your task here');
  });

  it('writes TypeScript that type-checks under strict and runs', async () => {
    // TypeScript 7 has no in-process compiler API: its own tsc checks and emits the file.
    const dir = mkdtempSync(join(tmpdir(), 'rf-convert-'));
    try {
      writeFileSync(join(dir, 'recipe.ts'), out.typescript);
      const tsc = join(process.cwd(), 'node_modules', '.bin', 'tsc');
      const args = [
        '--ignoreConfig',
        '--strict',
        '--target',
        'es2022',
        '--module',
        'nodenext',
        '--types',
        '',
        '--outDir',
        dir,
      ];
      const check = spawnSync(tsc, [...args, join(dir, 'recipe.ts')], { encoding: 'utf8' });
      expect(check.stdout + check.stderr).toBe('');
      expect(check.status).toBe(0);
      writeFileSync(join(dir, 'bad.ts'), 'export const n: number = "text";\n');
      expect(() => execFileSync(tsc, [...args, join(dir, 'bad.ts')], { stdio: 'pipe' })).toThrow();
      const mod = (await import(join(dir, 'recipe.js'))) as { buildPrompt: (task: string) => string };
      expect(mod.buildPrompt('Plan')).toContain('- **Audit**: list what readers ask for');
      expect(mod.buildPrompt('Plan')).toContain('Task: Plan');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses text with no recipe sections', () => {
    expect(convertRecipe('Hello! How can I help?')).toBeNull();
  });
});
