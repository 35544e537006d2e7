import { aiKeyEndpoints } from '@shared/contracts/endpoints/ai-key';
import type { SaveAiKey } from '@shared/contracts/ai-key';
import { callEndpoint } from '@web/lib/api/call-endpoint';

/**
 * The user's own AI key on the server (shared/contracts/endpoints/ai-key.ts): what it shows of a
 * saved key (never the key, only its last 4 characters), a save that the server makes only after
 * a test call with the key succeeds, and removal. Errors: ApiRequestError with the server's key.
 */
export function fetchAiKey() {
  return callEndpoint(aiKeyEndpoints.read, {});
}

/** Resolves with the saved key's summary; a refused key rejects and leaves the earlier one as it was. */
export function saveAiKey(body: SaveAiKey) {
  return callEndpoint(aiKeyEndpoints.save, { body });
}

export function removeAiKey() {
  return callEndpoint(aiKeyEndpoints.remove, {});
}
