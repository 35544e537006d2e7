import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of biome.json, as `npm run lint` applies them: probe files with one
 * import a line are linted in a copy of the repository's layout, and exactly the imports that
 * cross a boundary must be refused. A change to biome.json that loosens a rule fails here.
 */
const PROBES: Record<string, { refused: string[]; allowed: string[] }> = {
  // src/shared serves both sides and imports neither.
  'src/shared/contracts/probe.ts': {
    refused: ['@web/lib/query-keys', '@server/env', '../../web/lib/query-keys', '../../server/env'],
    allowed: ['../constants', '@shared/constants'],
  },
  // The server does not import the web app.
  'src/server/http/probe.ts': {
    refused: ['@web/lib/query-keys', '../../web/lib/query-keys'],
    allowed: ['@shared/constants', '../db/client', '../modules/chat'],
  },
  // A module reaches another only through its index.ts.
  'src/server/modules/recipes/probe.ts': {
    refused: [
      '../chat/chat.queries',
      '../chat/index',
      '@server/modules/chat/chat.queries',
      '@web/lib/query-keys',
    ],
    allowed: ['../chat', '../billing', '../module', './recipe-store', '../../db/client', '@shared/constants'],
  },
  'src/server/modules/chat/attachments/probe.ts': {
    refused: ['../../billing/allowance.service', '../../../web/lib/query-keys'],
    allowed: ['../../billing', '../chat.queries', './attachments.queries', '../../../db/client'],
  },
  'src/server/auth/probe.ts': {
    refused: ['../modules/profiles/profiles.queries', '@web/lib/query-keys'],
    allowed: ['../modules/profiles', '../modules/module', './guards'],
  },
};

const root = mkdtempSync(path.join(os.tmpdir(), 'rf-boundaries-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** `file:line` of every import Biome refuses with noRestrictedImports. */
function refusedImports(): string[] {
  copyFileSync(path.resolve('biome.json'), path.join(root, 'biome.json'));
  for (const [file, { refused, allowed }] of Object.entries(PROBES)) {
    const sources = [...refused, ...allowed];
    const lines = sources.map((source, i) => `import * as i${i} from '${source}';`);
    lines.push(`export const all = [${sources.map((_, i) => `i${i}`).join(', ')}];`, '');
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), lines.join('\n'));
  }
  const biome = path.resolve('node_modules/.bin/biome');
  const run = spawnSync(biome, ['lint', '--reporter=github', '--max-diagnostics=none', 'src'], {
    cwd: root,
    encoding: 'utf8',
  });
  return [...run.stdout.matchAll(/title=lint\/style\/noRestrictedImports,file=([^,]+),line=(\d+)/g)].map(
    ([, file, line]) => `${path.relative(root, file!)}:${line}`,
  );
}

describe('import boundaries', () => {
  it('refuse exactly the imports that cross them', () => {
    const expected = Object.entries(PROBES).flatMap(([file, { refused }]) =>
      refused.map((_, i) => `${file}:${i + 1}`),
    );
    expect(refusedImports().sort()).toEqual(expected.sort());
  });
});
