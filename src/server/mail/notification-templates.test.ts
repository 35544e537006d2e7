import { describe, expect, it } from 'vitest';
import {
  DIGEST_MAX_CONVERSATIONS,
  eventMail,
  messageDigestMail,
  pushPayload,
} from './notification-templates';

describe('notification mails', () => {
  it('words a moderation decision in the reader’s language, with its reason', () => {
    const mail = eventMail({
      kind: 'moderation',
      to: 'a@example.com',
      language: 'de',
      url: 'https://app.example/recipe-manager',
      params: { decision: 'rejected', recipeTitle: 'Suppe', reason: 'Doppelt eingereicht' },
    });
    expect(mail.text).toContain('Suppe wurde nicht freigegeben. Grund: Doppelt eingereicht');
    expect(mail.html).toContain('https://app.example/recipe-manager');
    const unknown = eventMail({
      kind: 'moderation',
      to: 'a@example.com',
      language: 'en',
      url: 'https://x',
      params: {},
    });
    expect(unknown.text).toContain('A moderator made a decision about your recipe.');
  });

  it('fills a missing name in the reader’s language and escapes user text in HTML', () => {
    const mail = eventMail({
      kind: 'commentReply',
      to: 'a@example.com',
      language: 'es',
      url: 'https://x',
      params: { recipeTitle: 'Plan', preview: '<img src=x onerror=alert(1)>' },
    });
    expect(mail.subject).toBe('Alguien respondió a tu comentario');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img');
  });

  it('lists at most ten conversations in a digest and counts the rest', () => {
    const conversations = Array.from({ length: DIGEST_MAX_CONVERSATIONS + 2 }, (_, i) => ({
      senderName: `User ${i}`,
      count: 1,
      latest: `hello ${i}`,
    }));
    const mail = messageDigestMail({
      to: 'a@example.com',
      language: 'en',
      url: 'https://x/messages',
      conversations,
    });
    expect(mail.subject).toBe('12 unread messages on Recipe Forge');
    expect(mail.text).toContain('User 9: 1 message, the latest: “hello 9”');
    expect(mail.text).not.toContain('User 10');
    expect(mail.text).toContain('And 2 more conversations.');
    expect(mail.html.match(/<li>/g)).toHaveLength(DIGEST_MAX_CONVERSATIONS + 1);
  });

  it('makes a small push payload in the reader’s language', () => {
    const sale = pushPayload({
      type: 'sale',
      language: 'fr',
      params: { recipeTitle: 'Soupe', amountCents: 499 },
      link: '/creator/analytics',
    });
    expect(sale.title).toBe('Nouvelle vente');
    expect(sale.body).toMatch(/^Soupe vendue pour 4,99\s\$US$/);
    expect(sale.link).toBe('/creator/analytics');
    expect(
      pushPayload({
        type: 'review',
        language: 'ja',
        params: { reviewerName: 'Ken', recipeTitle: 'X', rating: 5 },
        link: null,
      }),
    ).toEqual({
      title: '新しいレビュー',
      body: 'Ken さんが X を星 5 つで評価しました',
      link: '/',
    });
  });
});
