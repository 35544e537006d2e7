import type { KeyedError } from '@shared/errors/error-table';
import { enErrors } from '@web/locales/en-errors';
import { i18n } from './i18n';

/**
 * The words of a server error for the reader: its key looked up in the language's error
 * catalogue (the `errors` namespace, locales/en-errors.ts), filled with its parameters. An error
 * without a known key (an older server, a network failure) shows the message it came with.
 */
const NAMESPACE = 'errors';
i18n.addResourceBundle('en', NAMESPACE, enErrors);

export function errorText(error: Partial<KeyedError> & { message?: string | null }): string {
  const { key, params } = error;
  if (key) {
    const text = i18n.t(key, { ...params, ns: NAMESPACE });
    if (text !== key) return text;
  }
  return error.message ?? '';
}
