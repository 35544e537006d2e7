import {
  ApiRequestError,
  isAbortError,
  NETWORK_ERROR_CODE,
  NETWORK_MESSAGE,
  toApiError,
} from '../api-client';

export interface UploadOptions {
  fallbackMessage: string;
  /** Called as the bytes go out, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * uploadFile (api-client) with upload progress: fetch cannot report how much of a request body
 * has gone out, XMLHttpRequest can. One file as multipart/form-data in the field `file`; the JSON
 * reply, or ApiRequestError worded like every other API error (the answer goes through the same
 * `toApiError`); an abort rejects with an AbortError.
 */
export function uploadWithProgress<T>(path: string, file: File, options: UploadOptions): Promise<T> {
  const { fallbackMessage, onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiRequestError(NETWORK_ERROR_CODE, NETWORK_MESSAGE, 0));
    };
    xhr.onload = () => {
      settle();
      if (xhr.status < 200) {
        reject(new ApiRequestError(NETWORK_ERROR_CODE, NETWORK_MESSAGE, 0));
        return;
      }
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, {
        status: xhr.status,
        headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
      });
      if (!response.ok) {
        toApiError(response, fallbackMessage).then(reject, reject);
        return;
      }
      onProgress?.(1);
      response.json().then(
        (body) => resolve(body as T),
        () => reject(new ApiRequestError('INTERNAL', fallbackMessage, xhr.status)),
      );
    };
    try {
      xhr.send(form);
    } catch (error) {
      settle();
      reject(isAbortError(error) ? error : new ApiRequestError(NETWORK_ERROR_CODE, NETWORK_MESSAGE, 0));
    }
  });
}
