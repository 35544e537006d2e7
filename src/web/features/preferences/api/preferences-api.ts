import { preferencesEndpoints } from '@shared/contracts/endpoints/preferences';
import type { UpdateUserPreferences } from '@shared/contracts/preferences';
import { callEndpoint } from '@web/lib/api/call-endpoint';

/** The user's preferences on the server (shared/contracts/endpoints/preferences.ts). Errors: ApiRequestError. */
export function fetchPreferences() {
  return callEndpoint(preferencesEndpoints.get, {});
}

export function updatePreferences(change: UpdateUserPreferences) {
  return callEndpoint(preferencesEndpoints.update, { body: change });
}

export function resetPreferences() {
  return callEndpoint(preferencesEndpoints.reset, {});
}
