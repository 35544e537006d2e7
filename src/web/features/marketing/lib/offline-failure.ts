import { ApiRequestError, NETWORK_ERROR_CODE } from '@web/lib/api-client';

/**
 * A send that failed because the browser lost its connection. The form's offline note already
 * says so (the start-up context flips with the browser's offline event), so no second error shows.
 */
export function isOfflineFailure(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === NETWORK_ERROR_CODE && !navigator.onLine;
}
