import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_META, PUBLIC_PAGE_META, type PublicPagePath } from '@shared/page-meta';
import { LANGUAGES } from '@shared/preference-options';
import { pageMetaIn } from '../http/page-heads';
import { serverText } from './server-translator';

describe("the server's translator", () => {
  it('fills placeholders and picks plural forms with the language’s rules', () => {
    expect(serverText('en', 'emails', 'verification.outro', { hours: 1 })).toBe(
      'The link expires in 1 hour. If you did not create an account, ignore this e-mail.',
    );
    expect(serverText('en', 'emails', 'passwordReset.subject', { app: 'Recipe Forge' })).toBe(
      'Reset your Recipe Forge password',
    );
    expect(serverText('de', 'emails', 'verification.outro', { hours: 1 })).toContain('1 Stunde lang gültig');
    expect(serverText('de', 'emails', 'verification.outro', { hours: 24 })).toContain(
      '24 Stunden lang gültig',
    );
    expect(serverText('fr', 'emails', 'passwordReset.outro', { minutes: 1 })).toContain('dans 1 minute et');
    expect(
      serverText('zh', 'emails', 'testNotification.intro', { app: 'Recipe Forge', email: 'a@b.c' }),
    ).toBe('这是一条来自 Recipe Forge 的测试通知。邮件通知会发送到 a@b.c。');
  });

  it('keeps the English page meta word for word the shared texts (src/shared/page-meta.ts)', () => {
    for (const path of Object.keys(PUBLIC_PAGE_META) as PublicPagePath[])
      expect(pageMetaIn('en', path), path).toEqual(PUBLIC_PAGE_META[path]);
    expect(pageMetaIn('en', null)).toEqual(DEFAULT_PAGE_META);
  });

  it('has every public page in every language, each with its own words', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en'))
      for (const path of Object.keys(PUBLIC_PAGE_META) as PublicPagePath[]) {
        const meta = pageMetaIn(language, path);
        expect(meta.description, `${language} ${path}`).not.toBe(PUBLIC_PAGE_META[path].description);
        expect(meta.description.length, `${language} ${path}`).toBeGreaterThan(20);
      }
  });
});
