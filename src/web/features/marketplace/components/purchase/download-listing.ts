import { ApiRequestError } from '@web/lib/api-client';
import { attachmentName, readWithProgress, saveBlob } from '@web/lib/download-file';
import { purchaseApi } from './purchase-api';

/** platform.md §9: download retries 3. */
export const DOWNLOAD_RETRIES = 3;
const RETRY_DELAY_MS = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A refusal the server decided (not found, not the owner): trying again cannot help. */
const isFinal = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * Downloads an owned listing as its .txt file (platform.md §7 Free download: the file as text,
 * 3 retries, a progress callback). A failed attempt is tried again up to DOWNLOAD_RETRIES times,
 * unless the server refused outright.
 */
export async function downloadListing(
  listingId: string,
  onProgress: (percent: number) => void,
  options: { retryDelayMs?: number } = {},
): Promise<void> {
  const delay = options.retryDelayMs ?? RETRY_DELAY_MS;
  let lastError: unknown;
  for (let attempt = 0; attempt <= DOWNLOAD_RETRIES; attempt++) {
    if (attempt > 0) await wait(delay * attempt);
    try {
      onProgress(0);
      const response = await purchaseApi.download(listingId);
      const blob = await readWithProgress(response, onProgress);
      saveBlob(blob, attachmentName(response.headers.get('content-disposition'), 'recipe.txt'));
      return;
    } catch (error) {
      lastError = error;
      if (isFinal(error)) break;
    }
  }
  throw lastError;
}
