import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '@shared/errors/error-table';
import { ApiRequestError, toApiError } from './api-client';
import { errorText } from './error-text';
import { i18n, setLanguage } from './i18n';

afterEach(async () => {
  await setLanguage('en');
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
    for (const key of ERROR_KEYS) expect(i18n.messages[`errors:${key}`], key).toBeDefined();
  });

  it("uses the reader's language", async () => {
    await setLanguage('de');
    const german = errorText({ key: 'chat.notFound', message: 'This chat was not found.' });
    expect(german).not.toBe('This chat was not found.');
    expect(german).toBe(i18n._('errors:chat.notFound'));
    expect(errorText({ key: 'chat.noSuchVersion', params: { version: 5, count: 4 } })).toContain('5');
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
    await setLanguage('de');
    const german = i18n._('errors:auth.lockedOut', { minutes: 4 });
    expect(german).toContain('4');
    const error = await toApiError(response);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      key: 'auth.lockedOut',
      params: { minutes: 4 },
      message: german,
    });
  });
});
