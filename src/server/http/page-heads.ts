import {
  DEFAULT_PAGE_META,
  documentTitle,
  OG_IMAGE_PATH,
  PUBLIC_PAGE_META,
  type PageMeta,
} from '@shared/page-meta';
import type { ScreenManifest } from '@shared/screen-manifest';

/** index.html marks the tags that differ per page; everything between is replaced. */
export const PAGE_META_START = '<!-- page-meta -->';
export const PAGE_META_END = '<!-- /page-meta -->';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The head tags of one page. `url` is the page's absolute address, or null for pages that are not
 * public documents (the app's screens, unknown paths): those get no canonical link, and their
 * preview points at the site itself.
 */
export function pageMetaTags(meta: PageMeta, publicUrl: string, url: string | null): string {
  const title = escapeHtml(documentTitle(meta));
  const description = escapeHtml(meta.description);
  const ogUrl = escapeHtml(url ?? `${publicUrl}/`);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    url ? `<link rel="canonical" href="${ogUrl}" />` : '',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${ogUrl}" />`,
    `<meta property="og:image" content="${escapeHtml(`${publicUrl}${OG_IMAGE_PATH}`)}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

export interface PageHeads {
  /** The HTML of each public page by exact path. */
  byPath: ReadonlyMap<string, Buffer>;
  /** The HTML of every other path. */
  fallback: Buffer;
}

/**
 * Writes every public page's title, description, canonical link and Open Graph tags into the
 * built index.html once, at start-up: serving a page is then one map lookup. The pages are the
 * built screens that name a page-meta entry (screens.json). Without the markers (an old or
 * hand-made index.html) every path gets the file as it is.
 */
export function buildPageHeads(
  indexHtml: string,
  publicUrl: string,
  screens: ScreenManifest['screens'],
): PageHeads {
  const start = indexHtml.indexOf(PAGE_META_START);
  const end = indexHtml.indexOf(PAGE_META_END, start);
  if (start < 0 || end < 0) return { byPath: new Map(), fallback: Buffer.from(indexHtml) };
  const before = indexHtml.slice(0, start);
  const after = indexHtml.slice(end + PAGE_META_END.length);
  const render = (meta: PageMeta, url: string | null) =>
    Buffer.from(before + pageMetaTags(meta, publicUrl, url) + after);

  const byPath = new Map<string, Buffer>();
  for (const { path, meta } of screens) {
    if (meta) byPath.set(path, render(PUBLIC_PAGE_META[meta], `${publicUrl}${path}`));
  }
  return { byPath, fallback: render(DEFAULT_PAGE_META, null) };
}
