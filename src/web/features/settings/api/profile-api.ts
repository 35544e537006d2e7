import { profileEndpoints } from '@shared/contracts/endpoints/profile';
import type { ProfileSummary } from '@shared/contracts/profile';
import { callEndpoint, endpointUrl } from '@web/lib/api/call-endpoint';
import { ApiRequestError, NETWORK_ERROR_CODE, toApiError } from '@web/lib/api-client';

/**
 * The Profile section on the server (shared/contracts/endpoints/profile.ts). Errors:
 * ApiRequestError, already worded in the reader's language.
 */
export function updateDisplayName(displayName: string, fallbackMessage: string) {
  return callEndpoint(profileEndpoints.update, { body: { displayName } }, { fallbackMessage });
}

export function removeProfilePhoto(fallbackMessage: string) {
  return callEndpoint(profileEndpoints.removePhoto, {}, { fallbackMessage });
}

export interface UploadOptions {
  /** The share of the file sent so far, 0 to 1 (then the server crops and stores it). */
  onProgress?: (sent: number) => void;
  fallbackMessage: string;
  signal?: AbortSignal;
}

/**
 * Sends the photo as multipart/form-data in the field `file`. XMLHttpRequest rather than fetch:
 * only it reports how much of the body has gone, for the progress bar. Same-origin, so the
 * session cookie goes with it and the browser adds the Origin the server's CSRF guard checks.
 */
export function uploadProfilePhoto(file: File, options: UploadOptions): Promise<ProfileSummary> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(profileEndpoints.uploadPhoto.method, endpointUrl(profileEndpoints.uploadPhoto));
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const response = new Response(xhr.responseText || null, {
        status: xhr.status,
        headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
      });
      if (xhr.status >= 200 && xhr.status < 300) {
        response.json().then(resolve as (value: unknown) => void, () => reject(fallback()));
        return;
      }
      toApiError(response, options.fallbackMessage).then(reject, () => reject(fallback()));
    };
    const fallback = () => new ApiRequestError('INTERNAL', options.fallbackMessage, xhr.status);
    xhr.onerror = () => reject(new ApiRequestError(NETWORK_ERROR_CODE, options.fallbackMessage, 0));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
