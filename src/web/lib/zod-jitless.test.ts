import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * zod must not evaluate code in the browser: the CSP reports its eval probe as a violation
 * (security review, finding 10). The probe runs when the first object schema is created, so the
 * setting has to be in place before zod and the schema modules load.
 */
const entryModule = path.resolve('src/web/lib/zod-jitless.ts');

/** zod loaded in a fresh Node process, as in the browser: after the entry's first module, or not. */
function zodInFreshProcess(afterEntryModule: boolean): { jitless: boolean; evals: number } {
  const script = `
    let evals = 0;
    globalThis.Function = new Proxy(Function, {
      construct: (target, args) => (evals++, Reflect.construct(target, args)),
    });
    ${afterEntryModule ? `await import(${JSON.stringify(entryModule)});` : ''}
    const { z, config } = await import('zod');
    const schema = z.object({ id: z.string(), count: z.number() });
    for (let i = 0; i < 3; i++) schema.parse({ id: 'x', count: i });
    console.log(JSON.stringify({ jitless: config().jitless === true, evals }));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

describe('zod in the browser', () => {
  it('never evaluates code once the entry module zod-jitless has run', () => {
    // The control: on its own, zod probes eval and compiles its parsers with new Function.
    expect(zodInFreshProcess(false).evals).toBeGreaterThan(0);
    expect(zodInFreshProcess(true)).toEqual({ jitless: true, evals: 0 });
  });

  it('is configured by the first import of the browser entry, before any schema module', () => {
    const entry = readFileSync('src/web/main.tsx', 'utf8');
    const firstImport = entry.split('\n').find((line) => line.startsWith('import '));
    expect(firstImport).toBe("import './lib/zod-jitless';");
  });
});
