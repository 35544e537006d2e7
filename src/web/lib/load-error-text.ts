import type { KeyedError } from '@shared/errors/error-table';
import { currentLanguage, loadNamespace } from './i18n';

/**
 * errorText for the code every page loads (the API client, the start-up check): the error
 * catalogue is a chunk of its own, fetched at the first error, so it stays out of the start-up
 * JavaScript. A chunk that cannot load (offline, a deploy since) leaves the server's message.
 */
export async function loadErrorText(
  error: Partial<KeyedError> & { message?: string | null },
): Promise<string> {
  try {
    const [{ errorText }] = await Promise.all([
      import('./error-text'),
      loadNamespace(currentLanguage(), 'errors'),
    ]);
    return errorText(error);
  } catch {
    return error.message ?? '';
  }
}
