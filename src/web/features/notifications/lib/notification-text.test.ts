import type { AppNotification } from '@shared/contracts/notifications';
import { createFormatters } from '@web/lib/format/formatters';
import { type Translate, translate } from '@web/lib/i18n';
import { describe, expect, it } from 'vitest';
import { notificationText, notificationTime } from './notification-text';

const t: Translate<'notifications'> = (key, values) => translate('notifications', key, values) ?? key;
const format = (currency: 'USD' | 'EUR' = 'USD') =>
  createFormatters({
    language: 'en',
    timeZone: 'UTC',
    dateFormat: 'MM/DD/YYYY',
    timeFormat: '12h',
    currency,
  });
const word = (type: AppNotification['type'], params: AppNotification['params'], currency?: 'USD' | 'EUR') =>
  notificationText({ type, params }, t, format(currency));

describe('notificationText', () => {
  it('words a sale in the marketplace’s currency, whatever the reader’s preferred one', () => {
    expect(word('sale', { recipeTitle: 'Soup', amountCents: 499 }, 'EUR').title).toBe(
      'You sold "Soup" for $4.99',
    );
    expect(word('sale', { recipeTitle: 'Soup', amountCents: 499, currency: 'EUR' }).title).toBe(
      'You sold "Soup" for €4.99',
    );
    expect(word('sale', { amountCents: '1200' }).title).toBe('You made a sale of $12.00');
    expect(word('sale', { recipeTitle: 'Soup', amountCents: 'lots' }).title).toBe('You sold "Soup"');
  });

  it('words reviews and replies with what they carry', () => {
    expect(word('review', { reviewerName: 'Lin', recipeTitle: 'Soup', rating: 5, comment: 'Great' })).toEqual(
      {
        title: 'Lin reviewed "Soup"',
        detail: 'Rated 5 out of 5 · Great',
      },
    );
    expect(word('review', { recipeTitle: 'Soup' })).toEqual({
      title: 'New review of "Soup"',
      detail: undefined,
    });
    expect(word('review', { reviewerName: '  ' }).title).toBe('You have a new review');
    expect(word('comment_reply', { authorName: 'Ada', recipeTitle: 'Soup', preview: 'I agree' })).toEqual({
      title: 'Ada replied to your comment on "Soup"',
      detail: 'I agree',
    });
    expect(word('comment_reply', { authorName: 'Ada' }).title).toBe('Ada replied to your comment');
    expect(word('comment_reply', {}).title).toBe('Someone replied to your comment');
  });

  it('words every moderation decision, and an unknown one plainly', () => {
    expect(word('moderation', { recipeTitle: 'Soup', decision: 'approved' }).title).toBe(
      '"Soup" was approved',
    );
    expect(word('moderation', { recipeTitle: 'Soup', decision: 'unpublished', reason: 'Spam' })).toEqual({
      title: '"Soup" was unpublished',
      detail: 'Reason: Spam',
    });
    expect(word('moderation', { decision: 'rejected' }).title).toBe('Your recipe was rejected');
    expect(word('moderation', { recipeTitle: 'Soup', decision: 'comment_removed' }).title).toBe(
      'Your comment on "Soup" was removed',
    );
    expect(word('moderation', { decision: 'upheld', reportedUserName: 'Mallory' }).title).toBe(
      'Your report about Mallory was reviewed and action was taken',
    );
    expect(word('moderation', { decision: 'dismissed' }).title).toBe(
      'Your report was reviewed and no action was taken',
    );
    expect(word('moderation', { decision: 'something-new' }).title).toBe('A moderator reviewed your content');
  });

  it('says when: just now, minutes, hours, days, then the date', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    const when = (iso: string) => notificationTime(iso, now, t, format());
    expect(when('2026-11-29T11:59:30Z')).toBe('Just now');
    expect(when('2026-11-29T11:58:00Z')).toBe('2 minutes ago');
    expect(when('2026-11-29T09:00:00Z')).toBe('3 hours ago');
    expect(when('2026-11-28T09:00:00Z')).toBe('yesterday');
    expect(when('2026-11-10T09:00:00Z')).toBe('11/10/2026');
    expect(when('not a date')).toBe('');
  });
});
