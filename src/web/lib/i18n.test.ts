import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

describe('the translator', () => {
  it('reads nested keys of the default namespace and interpolates values', () => {
    expect(i18n.t('app.name')).toBe('Recipe Forge');
    expect(i18n.t('offline.errors.failed', { message: 'boom' })).toBe(
      'Failed to initialize application: boom',
    );
  });

  it('picks the plural form by count and fills {{count}}', () => {
    i18n.addResourceBundle('en', 'test-plural', {
      apples_one: '{{count}} apple',
      apples_other: '{{count}} apples',
    });
    expect(i18n.t('apples', { ns: 'test-plural', count: 1 })).toBe('1 apple');
    expect(i18n.t('apples', { ns: 'test-plural', count: 0 })).toBe('0 apples');
    expect(i18n.t('apples', { ns: 'test-plural', count: 7 })).toBe('7 apples');
  });

  it('answers the key for a missing text and keeps unknown placeholders', () => {
    i18n.addResourceBundle('en', 'test-missing', { hello: 'Hello {{name}}, {{other}}' });
    expect(i18n.t('nope.nothing', { ns: 'test-missing' })).toBe('nope.nothing');
    expect(i18n.t('hello', { ns: 'test-missing', name: 'Ada' })).toBe('Hello Ada, {{other}}');
    // A branch of the tree is not a text.
    expect(i18n.t('app' as never)).toBe('app');
  });

  it('falls back to English for a language without the text, and keeps texts already added', () => {
    i18n.addResourceBundle('en', 'test-lang', { greet: 'Hi' });
    i18n.addResourceBundle('fr', 'test-lang', { other: 'Autre' });
    expect(i18n.t('greet', { ns: 'test-lang', lng: 'fr' })).toBe('Hi');
    expect(i18n.t('other', { ns: 'test-lang', lng: 'fr' })).toBe('Autre');
    i18n.addResourceBundle('en', 'test-lang', { greet: 'Changed' });
    expect(i18n.t('greet', { ns: 'test-lang' })).toBe('Hi');
    expect(i18n.hasResourceBundle('en', 'test-lang')).toBe(true);
    expect(i18n.getResourceBundle('en', 'test-lang')).toEqual({ greet: 'Hi' });
  });
});
