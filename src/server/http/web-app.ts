import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { knownScreenPaths, matchRoute, NOINDEX_PATHS, resolveRedirect } from '@shared/route-map';
import { requestLanguage } from '../i18n/request-language';
import { AppError } from './app-error';
import { buildPageHeads, type DynamicPageHead, withRobotsNoindex } from './page-heads';
import { readScreenManifest } from './read-screen-manifest';

const HASHED_ASSET = /^\/assets\//;
/** Source maps (built hidden, see vite.config.ts) stay on the server: they are the readable source. */
const SOURCE_MAP = /\.map$/;
const API_PREFIXES = ['/api/', '/healthz', '/readyz'];
const isNoindexPath = (pathname: string) => NOINDEX_PATHS.some((path) => matchRoute(path, pathname) !== null);

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and the
 * SPA fallback. Screens that are not built (and unknown paths) still get index.html, so the app's
 * own 404 page shows, but with status 404 so crawlers and tools see the truth. Each public page's
 * shell carries its own title, description and Open Graph tags (absolute URLs from `publicUrl`),
 * written once at start-up in each language; a request gets them, and `<html lang>`, in its own
 * (the rf-language cookie, else Accept-Language: i18n/request-language.ts). Which screens exist,
 * and which are public pages, the build's screens.json says. A page whose head depends on what it
 * shows (`dynamicHeads`: a marketplace listing) gets it made per request, and a 404 when there is
 * nothing to show. The demo and test pages (NOINDEX_PATHS) say `noindex` twice: the robots meta tag
 * in their head and the X-Robots-Tag header, which crawlers honour before running any script.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | null,
  publicUrl: string,
  dynamicHeads: readonly DynamicPageHead[] = [],
): Promise<void> {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : null;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const manifest = webRoot && indexHtml ? readScreenManifest(webRoot) : null;
  if (indexHtml && !manifest)
    app.log.warn('the web app has no screens.json: every page path is served with status 200');
  const heads = indexHtml ? buildPageHeads(indexHtml, publicUrl, manifest?.screens ?? []) : null;
  if (heads && manifest && !heads.marked)
    app.log.warn(
      'index.html has no page-meta markers: every page is served with its built-in title and tags',
    );
  const isScreenPath = manifest ? knownScreenPaths(manifest.screens.map((s) => s.path)) : () => true;

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
      throw new AppError('request.noRoute', { method: request.method, path: pathname });
    }
    const redirect = resolveRedirect(pathname);
    if (redirect) return reply.redirect(redirect + (request.url.slice(pathname.length) || ''), 301);
    // The sign-in popup comes back to /auth from the provider's site; with any stricter opener
    // policy the browser would cut it off from the window that opened it.
    if (pathname === '/auth') reply.header('cross-origin-opener-policy', 'unsafe-none');
    const language = requestLanguage(request.headers);
    let status = isScreenPath(pathname) ? 200 : 404;
    let html = heads.html(pathname, language);
    for (const dynamic of status === 200 ? dynamicHeads : []) {
      const params = matchRoute(dynamic.path, pathname);
      if (!params) continue;
      const head = await dynamic.head(params, language);
      if (head) html = heads.render(head, language);
      else status = 404;
      break;
    }
    if (isNoindexPath(pathname)) {
      html = withRobotsNoindex(html);
      reply.header('x-robots-tag', 'noindex');
    }
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.setNotFoundHandler(sendShellOrNotFound);
  // The static plugin answers a directory (here, the root) with 403; the root is a screen path.
  if (indexHtml) app.get('/', sendShellOrNotFound);
}
