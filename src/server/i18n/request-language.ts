import { isOneOf, LANGUAGES, type Language } from '@shared/preference-options';

/**
 * The language a request asks for, where no saved preference says otherwise (the pages the
 * server sends, the verification e-mail of a new account): the `rf-language` cookie the web app
 * sets when a language is chosen (web/lib/i18n), else the browser's Accept-Language matched to
 * the nine, else English.
 */
export const LANGUAGE_COOKIE = 'rf-language';

export function languageFromCookie(cookieHeader: string | null | undefined): Language | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== LANGUAGE_COOKIE) continue;
    const value = part
      .slice(eq + 1)
      .trim()
      .toLowerCase();
    if (isOneOf(LANGUAGES, value)) return value;
  }
  return null;
}

/**
 * The first of the nine languages in an Accept-Language header, by preference (q) and then by
 * order; a regional tag counts for its language (de-CH is German, zh-TW Chinese). q=0 refuses.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().split('-')[0]!.toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0 && !Number.isNaN(range.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { base } of ranges) if (isOneOf(LANGUAGES, base)) return base;
  return null;
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The request's language from its headers (Fastify's or a fetch Request's); English without. */
export function requestLanguage(headers: HeaderSource | null | undefined): Language {
  if (!headers) return 'en';
  return (
    languageFromCookie(header(headers, 'cookie')) ??
    languageFromAcceptLanguage(header(headers, 'accept-language')) ??
    'en'
  );
}
