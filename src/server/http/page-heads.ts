import { APP_NAME } from '@shared/constants';
import {
  documentTitle,
  OG_IMAGE_PATH,
  PUBLIC_PAGE_META,
  type PageMeta,
  type PublicPagePath,
} from '@shared/page-meta';
import { LANGUAGES, type Language } from '@shared/preference-options';
import type { ScreenManifest } from '@shared/screen-manifest';
import { serverText } from '../i18n/server-translator';

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
export function pageMetaTags(meta: PageMeta, publicUrl: string, url: string | null, image?: string): string {
  const title = escapeHtml(documentTitle(meta));
  const description = escapeHtml(meta.description);
  const ogUrl = escapeHtml(url ?? `${publicUrl}/`);
  const ogImage = escapeHtml(image ?? `${publicUrl}${OG_IMAGE_PATH}`);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    url ? `<link rel="canonical" href="${ogUrl}" />` : '',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${ogUrl}" />`,
    `<meta property="og:image" content="${ogImage}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    image ? `<meta name="twitter:image" content="${ogImage}" />` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** The robots tag of a page crawlers must not index (the demo and test pages, NOINDEX_PATHS). */
export const ROBOTS_NOINDEX_TAG = '<meta name="robots" content="noindex" />';

/**
 * The page with the robots noindex tag at the end of its head (a document without a `</head>` gets
 * it first, where a browser still reads it into the head). Added per request: only the few demo
 * and test pages take it, and the stored shells stay shared with every other page.
 */
export function withRobotsNoindex(html: Buffer): Buffer {
  const text = html.toString('utf8');
  const at = text.search(/<\/head>/i);
  return Buffer.from(
    at < 0 ? ROBOTS_NOINDEX_TAG + text : `${text.slice(0, at)}${ROBOTS_NOINDEX_TAG}\n${text.slice(at)}`,
  );
}

/** A public page's key in the page-meta catalogue: '/' is 'home', '/pricing' is 'pricing'. */
type PageKey<P extends PublicPagePath> = P extends '/' ? 'home' : P extends `/${infer K}` ? K : never;
const pageKey = <P extends PublicPagePath>(path: P) => (path === '/' ? 'home' : path.slice(1)) as PageKey<P>;

/**
 * A page's title and description in `language` (src/server/locales/<language>/page-meta.json,
 * the same words as the web's catalogues); `null` is every other path: the site's name and summary.
 */
export function pageMetaIn(language: Language, path: PublicPagePath | null): PageMeta {
  if (!path)
    return {
      title: APP_NAME,
      description: serverText(language, 'page-meta', 'default.description'),
      fullTitle: true,
    };
  const key = pageKey(path);
  const { fullTitle } = PUBLIC_PAGE_META[path] as PageMeta;
  return {
    title: serverText(language, 'page-meta', `pages.${key}.title`),
    description: serverText(language, 'page-meta', `pages.${key}.description`),
    ...(fullTitle ? { fullTitle } : {}),
  };
}

/** The document's `<html>` tag with `lang` set to `language` (added when the tag has none). */
export function withHtmlLang(html: string, language: Language): string {
  return html.replace(/<html\b([^>]*)>/i, (_, attributes: string) => {
    const rest = attributes.replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, '');
    return `<html lang="${language}"${rest}>`;
  });
}

/** A page's head worked out per request (a marketplace listing's): title, description, image. */
export interface PageHead {
  meta: PageMeta;
  /** The page's absolute canonical address. */
  url: string;
  /** Absolute address of the page's own preview image, if it has one. */
  image?: string;
}

/**
 * A route whose head depends on what it shows, given by a server module (`pageHeads`). `head`
 * answers null for what does not exist (or may not be shown): the page is then served as a 404.
 */
export interface DynamicPageHead {
  /** A route-map pattern: '/marketplace/recipe/:recipeId'. */
  path: string;
  head(params: Record<string, string>, language: Language): Promise<PageHead | null>;
}

export interface PageHeads {
  /** Whether index.html marks its page meta: without the markers every page has its built-in tags. */
  marked: boolean;
  /** The HTML of `path` in `language`: a public page's own, or the site's default. */
  html(path: string, language: Language): Buffer;
  /** The HTML with a head made for this request (the built-in tags without the markers). */
  render(head: PageHead, language: Language): Buffer;
}

/**
 * Writes every public page's title, description, canonical link and Open Graph tags, in each of
 * the nine languages, and `<html lang>`, into the built index.html once, at start-up: serving a
 * page is then two map lookups. The pages are the built screens that name a page-meta entry
 * (screens.json). Without the markers (an old or hand-made index.html) every path gets the file
 * as it is, but for its language.
 */
export function buildPageHeads(
  indexHtml: string,
  publicUrl: string,
  screens: ScreenManifest['screens'],
): PageHeads {
  const start = indexHtml.indexOf(PAGE_META_START);
  const end = indexHtml.indexOf(PAGE_META_END, start);
  const marked = start >= 0 && end >= 0;
  type Heads = {
    byPath: Map<string, Buffer>;
    fallback: Buffer;
    render: (meta: PageMeta, url: string | null, image?: string) => Buffer;
  };
  const byLanguage = new Map<Language, Heads>();
  for (const language of LANGUAGES) {
    const document = withHtmlLang(indexHtml, language);
    if (!marked) {
      const whole = Buffer.from(document);
      byLanguage.set(language, { byPath: new Map(), fallback: whole, render: () => whole });
      continue;
    }
    const from = document.indexOf(PAGE_META_START);
    const to = document.indexOf(PAGE_META_END, from);
    const before = document.slice(0, from);
    const after = document.slice(to + PAGE_META_END.length);
    const render = (meta: PageMeta, url: string | null, image?: string) =>
      Buffer.from(before + pageMetaTags(meta, publicUrl, url, image) + after);
    const byPath = new Map<string, Buffer>();
    for (const { path, meta } of screens) {
      if (meta) byPath.set(path, render(pageMetaIn(language, meta), `${publicUrl}${path}`));
    }
    byLanguage.set(language, { byPath, fallback: render(pageMetaIn(language, null), null), render });
  }
  const headsIn = (language: Language) => byLanguage.get(language) ?? byLanguage.get('en')!;
  return {
    marked,
    html(path, language) {
      const heads = headsIn(language);
      return heads.byPath.get(path) ?? heads.fallback;
    },
    render(head, language) {
      return headsIn(language).render(head.meta, head.url, head.image);
    },
  };
}
