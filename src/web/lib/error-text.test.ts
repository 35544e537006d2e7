import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '@shared/errors/error-table';
import { type ErrorCatalogue, enErrors } from '@web/locales/en-errors';
import { ApiRequestError, toApiError } from './api-client';
import { errorText } from './error-text';
import { i18n } from './i18n';

afterEach(() => {
  i18n.language = 'en';
});

describe('errorText', () => {
  it('words a key with its parameters, a plural pair by its count', () => {
    expect(errorText({ key: 'allowance.limitReached', params: { limit: 3 }, message: 'ignored' })).toBe(
      "You've used all 3 free recipe generations for this month. Upgrade to the Standard plan for unlimited recipes.",
    );
    expect(errorText({ key: 'chat.noSuchVersion', params: { version: 2, count: 1 } })).toBe(
      'Version 2 does not exist: this message has 1 version.',
    );
    expect(errorText({ key: 'chat.noSuchVersion', params: { version: 5, count: 4 } })).toBe(
      'Version 5 does not exist: this message has 4 versions.',
    );
  });

  it('has a text for every key of the table', () => {
    for (const key of ERROR_KEYS) {
      const params = { count: 2 };
      expect(errorText({ key, params, message: '' }), key).not.toBe('');
    }
  });

  it('asks a language for every key of the table', () => {
    const { chat, ...others } = enErrors;
    const { notFound: _left, ...chatWithoutOne } = chat;
    // @ts-expect-error a catalogue without chat.notFound is not a catalogue
    const incomplete: ErrorCatalogue = { ...others, chat: chatWithoutOne };
    expect(Object.keys(incomplete.chat)).not.toContain('notFound');
  });

  it("uses the reader's language, falling back to English for a text it lacks", () => {
    const partial = { chat: { notFound: 'Dieser Chat wurde nicht gefunden.' } } as Partial<ErrorCatalogue>;
    i18n.addResourceBundle('de', 'errors', partial);
    i18n.language = 'de';
    expect(errorText({ key: 'chat.notFound', message: 'This chat was not found.' })).toBe(
      'Dieser Chat wurde nicht gefunden.',
    );
    expect(errorText({ key: 'chat.emptyMessage' })).toBe('Type a message before sending.');
  });

  it('shows the message an error came with when its key is unknown or missing', () => {
    expect(errorText({ key: 'billing.somethingNew', message: 'A newer server said this.' })).toBe(
      'A newer server said this.',
    );
    expect(errorText({ message: 'Network error. Please check your connection.' })).toBe(
      'Network error. Please check your connection.',
    );
  });

  it("is what an API error's message is made of, keeping the key for code to compare", async () => {
    const response = new Response(
      JSON.stringify({
        code: 'RATE_LIMITED',
        key: 'auth.lockedOut',
        params: { minutes: 4 },
        message: 'Too many authentication attempts. Please try again in 4 minute(s).',
      }),
      { status: 429 },
    );
    i18n.addResourceBundle('de', 'errors', {
      auth: { lockedOut: 'Zu viele Versuche. Bitte in {{minutes}} Minute(n) erneut versuchen.' },
    });
    i18n.language = 'de';
    const error = await toApiError(response);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      key: 'auth.lockedOut',
      params: { minutes: 4 },
      message: 'Zu viele Versuche. Bitte in 4 Minute(n) erneut versuchen.',
    });
  });
});
