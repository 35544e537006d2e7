import { APP_NAME } from '@shared/constants';
import { documentTitle as toDocumentTitle, OG_IMAGE_PATH, type PageMeta } from '@shared/page-meta';
import { useEffect } from 'react';

export type { PageMeta };

const SITE = APP_NAME;

function upsertMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

function upsertCanonical(href: string) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = href;
}

/**
 * Title, description, canonical link and Open Graph / Twitter tags of a public page, after a
 * client-side navigation. The server sends each page's HTML with the same tags already written
 * (http/page-heads.ts, from the same shared texts), for crawlers that do not run scripts.
 */
export function usePageMeta({ title, description, fullTitle }: PageMeta): void {
  useEffect(() => {
    const documentTitle = toDocumentTitle({ title, description, fullTitle });
    const url = `${window.location.origin}${window.location.pathname}`;
    const previousTitle = document.title;
    document.title = documentTitle;
    upsertMeta('name', 'description', description);
    upsertMeta('property', 'og:title', documentTitle);
    upsertMeta('property', 'og:description', description);
    upsertMeta('property', 'og:url', url);
    upsertMeta('property', 'og:image', `${window.location.origin}${OG_IMAGE_PATH}`);
    upsertMeta('property', 'og:type', 'website');
    upsertMeta('property', 'og:site_name', SITE);
    upsertMeta('name', 'twitter:title', documentTitle);
    upsertMeta('name', 'twitter:description', description);
    upsertCanonical(url);
    return () => {
      document.title = previousTitle;
    };
  }, [title, description, fullTitle]);
}
