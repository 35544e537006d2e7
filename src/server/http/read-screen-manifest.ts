import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SCREEN_MANIFEST_FILE, type ScreenManifest, screenManifestSchema } from '@shared/screen-manifest';

/**
 * The built web app's screens.json (written by its build, see shared/screen-manifest.ts), or null
 * when the web root has none (a build from before it existed, or a hand-made index.html). A file
 * that is there but wrong stops start-up: serving every page as a 404 would be worse.
 */
export function readScreenManifest(webRoot: string): ScreenManifest | null {
  const file = path.join(webRoot, SCREEN_MANIFEST_FILE);
  if (!existsSync(file)) return null;
  const parsed = screenManifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a screen manifest: ${parsed.error.message}`);
  return parsed.data;
}
