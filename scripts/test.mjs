// `npm test`: every unit, API and browser test, from a fresh clone if need be.
import { ensureBuild, ensureChromium, ensureDependencies } from './lib/ensure.mjs';
import { runVitest } from './lib/vitest-run.mjs';

ensureDependencies();
ensureChromium();
ensureBuild();
process.exit(runVitest(process.argv.slice(2)));
