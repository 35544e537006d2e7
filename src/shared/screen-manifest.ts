import { z } from 'zod';
import { PUBLIC_PAGE_META, type PublicPagePath } from './page-meta';

/**
 * The screens the built web app declares, written beside index.html by the web build
 * (scripts/lib/vite-screen-manifest.ts) and read by the server at start-up: it answers 404 for
 * paths no screen serves and writes each public page's head, without loading any web code.
 */
export const SCREEN_MANIFEST_FILE = 'screens.json';

const publicPagePaths = Object.keys(PUBLIC_PAGE_META) as [PublicPagePath, ...PublicPagePath[]];

export const screenManifestSchema = z.object({
  screens: z.array(
    z.object({
      /** A route-map path, `:params` included. */
      path: z.string().startsWith('/'),
      /** The page-meta entry of a public page. */
      meta: z.enum(publicPagePaths).optional(),
    }),
  ),
});

export type ScreenManifest = z.infer<typeof screenManifestSchema>;
