import type { Language } from '@shared/preference-options';

/** The region each interface language is recognised in when the browser names none of its own. */
const SPEECH_LOCALE: Record<Language, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  pt: 'pt-BR',
  ja: 'ja-JP',
  ko: 'ko-KR',
  zh: 'zh-CN',
};

/**
 * The language dictation listens for: the interface's, so a user who reads the app in German is
 * heard in German. Where the browser lists a regional form of that language (en-GB, pt-PT), that
 * one, as the speaker's accent; else the language's most spoken region.
 */
export function speechLanguage(language: Language, browserLanguages: readonly string[] = []): string {
  const own = browserLanguages.find(
    (tag) => tag.split('-')[0]?.toLowerCase() === language && tag.includes('-'),
  );
  return own ?? SPEECH_LOCALE[language];
}
