import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, i18n, loadNamespace, setLanguage, startLanguage, translate } from './i18n';

afterEach(async () => {
  await setLanguage('en');
});

describe('the translator', () => {
  it('reads nested keys of a namespace and fills ICU values', () => {
    expect(translate('common', 'app.name')).toBe('Recipe Forge');
    expect(translate('common', 'offline.errors.failed', { message: 'boom' })).toBe(
      'Failed to initialize application: boom',
    );
  });

  it('picks the plural form by count with the language’s rules', () => {
    expect(translate('recipes', 'gallery.total', { count: 1 })).toBe('1 recipe');
    expect(translate('recipes', 'gallery.total', { count: 0 })).toBe('0 recipes');
    expect(translate('recipes', 'gallery.total', { count: 7 })).toBe('7 recipes');
  });

  it('answers nothing for a namespace that is not loaded in the language', async () => {
    i18n.load('de', { 'common:app.name': ['Recipe Forge'] });
    expect(translate('chat', 'title')).toBe('Chat');
    await setLanguage('de');
    expect(currentLanguage()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    // setLanguage loads every namespace in use first, so the chat is already here in German.
    expect(translate('chat', 'title')).toBeTypeOf('string');
    expect(translate('chat', 'input.send')).not.toBe('Send message');
  });

  it('loads each namespace of a language once', async () => {
    const first = loadNamespace('fr', 'recipes');
    expect(loadNamespace('fr', 'recipes')).toBe(first);
    await first;
    await expect(loadNamespace('fr', 'recipes')).resolves.toBeUndefined();
  });

  it('starts in the language chosen last, else the browser’s, else English', async () => {
    localStorage.removeItem('rf-language');
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
    Object.defineProperty(navigator, 'languages', {
      configurable: true,
      get: () => ['nl-NL', 'ja-JP', 'en'],
    });
    expect(startLanguage()).toBe('ja');
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['nl-NL'] });
    expect(startLanguage()).toBe('en');
    await setLanguage('ko');
    expect(startLanguage()).toBe('ko');
    // The server reads the choice from a cookie (the pages it sends, e-mails before sign-up).
    expect(document.cookie).toContain('rf-language=ko');
    if (languages) Object.defineProperty(Navigator.prototype, 'languages', languages);
    Reflect.deleteProperty(navigator, 'languages');
  });
});
