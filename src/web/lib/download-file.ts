/**
 * Saving an answer as a file in the browser: the name from `Content-Disposition`, the body read
 * with progress (the server sends `Content-Length`), and the save itself through a blob link.
 */

/** The file name of a `Content-Disposition: attachment` answer, else the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/**
 * The body of a response as a blob, calling `onProgress` with 0–100 as bytes arrive (only when
 * the length is known; otherwise once with 100 at the end).
 */
export async function readWithProgress(
  response: Response,
  onProgress: (percent: number) => void,
): Promise<Blob> {
  const total = Number(response.headers.get('content-length')) || 0;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body || total === 0) {
    const blob = await response.blob();
    onProgress(100);
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(Math.min(100, Math.round((received / total) * 100)));
  }
  onProgress(100);
  return new Blob(chunks, { type });
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
