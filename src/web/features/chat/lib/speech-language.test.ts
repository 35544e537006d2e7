import { describe, expect, it } from 'vitest';
import { speechLanguage } from './speech-language';

describe('the dictation language', () => {
  it('follows the interface language, not the browser’s', () => {
    expect(speechLanguage('de', ['en-US', 'en'])).toBe('de-DE');
    expect(speechLanguage('en', ['fr-FR'])).toBe('en-US');
    expect(speechLanguage('pt', [])).toBe('pt-BR');
    expect(speechLanguage('ja')).toBe('ja-JP');
    expect(speechLanguage('zh', ['zh'])).toBe('zh-CN');
  });

  it('keeps the browser’s own region of that language', () => {
    expect(speechLanguage('en', ['fr-FR', 'en-GB'])).toBe('en-GB');
    expect(speechLanguage('pt', ['pt-PT', 'pt'])).toBe('pt-PT');
  });
});
