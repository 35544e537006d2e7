import type { KeyedError } from '@shared/errors/error-table';

/**
 * errorText for the code every page loads (the API client, the start-up check): the error
 * catalogue is a chunk of its own, fetched at the first error, so it stays out of the start-up
 * JavaScript. A chunk that cannot load (offline, a deploy since) leaves the server's message.
 */
export async function loadErrorText(
  error: Partial<KeyedError> & { message?: string | null },
): Promise<string> {
  try {
    const { errorText } = await import('./error-text');
    return errorText(error);
  } catch {
    return error.message ?? '';
  }
}
