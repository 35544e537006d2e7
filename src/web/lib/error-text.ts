import type { ErrorKey, KeyedError } from '@shared/errors/error-table';
import { currentLanguage, loadNamespace, translate } from './i18n';

/**
 * The words of a server error for the reader: its key looked up in the language's `errors`
 * catalogue, filled with its parameters. An error without a known key (an older server, a
 * network failure), or met before the catalogue arrived, shows the message it came with.
 */
export function errorText(error: Partial<KeyedError> & { message?: string | null }): string {
  const { key, params } = error;
  const text = key ? translate('errors', key as ErrorKey, params) : undefined;
  return text ?? error.message ?? '';
}

// The catalogue is fetched as soon as a screen that words errors loads, so it is there first.
loadNamespace(currentLanguage(), 'errors').catch(() => undefined);
