import { LIMITS } from '@shared/constants';

/** Fits width x height inside the limit (1920x1080, chat-assistant.md §9), keeping the aspect ratio. */
export function fitWithin(
  width: number,
  height: number,
  maxWidth: number = LIMITS.imageMaxWidth,
  maxHeight: number = LIMITS.imageMaxHeight,
): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Types worth re-encoding here; gif (animation) and svg (vector) go as they are. */
const COMPRESSIBLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * Compresses an image in the browser before it is sent (§5: at most 1920x1080 at quality 0.8).
 * JPEG and WebP are re-encoded at 0.8; PNG (lossless) only when it must shrink. The original is
 * kept when the browser cannot decode it or the result would be larger.
 */
export async function compressImage(file: File): Promise<File> {
  if (!COMPRESSIBLE.has(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file; // the server gives the clear message about an unreadable image
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const resized = size.width !== bitmap.width || size.height !== bitmap.height;
    if (file.type === 'image/png' && !resized) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, file.type, LIMITS.imageQuality),
    );
    if (!blob || blob.type !== file.type || (blob.size >= file.size && !resized)) return file;
    return new File([blob], file.name, { type: file.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
