import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, languageFromCookie, requestLanguage } from './request-language';

describe("a request's language", () => {
  it('reads the rf-language cookie among others, and only a language of the nine', () => {
    expect(languageFromCookie('rf.session_token=abc; rf-language=ko; theme=dark')).toBe('ko');
    expect(languageFromCookie('rf-language=PT')).toBe('pt');
    expect(languageFromCookie('rf-language=nl')).toBeNull();
    expect(languageFromCookie('xrf-language=de; rf-languages=fr')).toBeNull();
    expect(languageFromCookie(undefined)).toBeNull();
  });

  it('takes the most preferred of the nine from Accept-Language, a regional tag for its language', () => {
    expect(languageFromAcceptLanguage('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(languageFromAcceptLanguage('nl-NL, nl;q=0.9, ja;q=0.7, en;q=0.5')).toBe('ja');
    expect(languageFromAcceptLanguage('en;q=0.4, zh-TW;q=0.8')).toBe('zh');
    expect(languageFromAcceptLanguage('fr;q=0, es')).toBe('es');
    expect(languageFromAcceptLanguage('*')).toBeNull();
    expect(languageFromAcceptLanguage('nl, sv')).toBeNull();
    expect(languageFromAcceptLanguage('')).toBeNull();
  });

  it('is the cookie, else Accept-Language, else English, from Fastify or fetch headers', () => {
    expect(requestLanguage({ cookie: 'rf-language=it', 'accept-language': 'de' })).toBe('it');
    expect(requestLanguage({ cookie: 'rf-language=xx', 'accept-language': 'de' })).toBe('de');
    expect(requestLanguage(new Headers({ 'accept-language': 'pt-BR' }))).toBe('pt');
    expect(requestLanguage(new Headers({ cookie: 'rf-language=fr' }))).toBe('fr');
    expect(requestLanguage({})).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
  });
});
