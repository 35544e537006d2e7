import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownScreenPath, resolveRedirect } from '@shared/route-map';
import { AppError } from './app-error';
import { buildPageHeads } from './page-heads';

const HASHED_ASSET = /^\/assets\//;
/** Source maps (built hidden, see vite.config.ts) stay on the server: they are the readable source. */
const SOURCE_MAP = /\.map$/;
const API_PREFIXES = ['/api/', '/healthz', '/readyz'];

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and the
 * SPA fallback. Screens that are not built (and unknown paths) still get index.html, so the app's
 * own 404 page shows, but with status 404 so crawlers and tools see the truth. Each public page's
 * shell carries its own title, description and Open Graph tags (absolute URLs from `publicUrl`),
 * written once at start-up.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | null,
  publicUrl: string,
): Promise<void> {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : null;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const heads = indexHtml ? buildPageHeads(indexHtml, publicUrl) : null;
  if (heads && heads.byPath.size === 0)
    app.log.warn(
      'index.html has no page-meta markers: every page is served with its built-in title and tags',
    );

  if (webRoot && indexHtml) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: true,
      cacheControl: false,
      allowedPath: (pathName) => !SOURCE_MAP.test(pathName),
      setHeaders(reply, filePath) {
        const urlPath = `/${path.relative(webRoot, filePath).split(path.sep).join('/')}`;
        reply.header(
          'cache-control',
          HASHED_ASSET.test(urlPath)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  const sendShellOrNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix)) &&
      !HASHED_ASSET.test(pathname);
    if (!wantsPage || !heads) {
      throw new AppError('NOT_FOUND', `No route matches ${request.method} ${pathname}.`);
    }
    const redirect = resolveRedirect(pathname);
    if (redirect) return reply.redirect(redirect + (request.url.slice(pathname.length) || ''), 301);
    // The sign-in popup comes back to /auth from the provider's site; with any stricter opener
    // policy the browser would cut it off from the window that opened it.
    if (pathname === '/auth') reply.header('cross-origin-opener-policy', 'unsafe-none');
    return reply
      .status(isKnownScreenPath(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(heads.byPath.get(pathname) ?? heads.fallback);
  };
  app.setNotFoundHandler(sendShellOrNotFound);
  // The static plugin answers a directory (here, the root) with 403; the root is a screen path.
  if (indexHtml) app.get('/', sendShellOrNotFound);
}
