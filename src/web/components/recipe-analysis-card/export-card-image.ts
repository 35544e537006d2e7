import { saveBlob } from '@web/lib/download-file';

/** platform.md §2, §9: the recipe card exports as a JPEG at quality 0.9 and scale 2. */
export const JPEG_QUALITY = 0.9;
export const JPEG_SCALE = 2;

/** A `data:` URL's bytes as a blob (a fetch of it would be refused by the page's connect-src). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const head = dataUrl.slice(0, comma);
  const body = dataUrl.slice(comma + 1);
  if (comma < 0 || !head.includes(';base64') || !body) throw new Error('The image came out empty');
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/**
 * Draws `node` as a JPEG and downloads it as `fileName`. The background is the theme's surface
 * colour read from the node itself: JPEG has no transparency, and an unset background would come
 * out black behind light text in the light theme and as a different black in the dark one.
 * html-to-image is imported here, on the first export, so no page carries it until it is used.
 */
export async function exportNodeAsJpeg(node: HTMLElement, fileName: string): Promise<void> {
  const { toJpeg } = await import('html-to-image');
  const style = getComputedStyle(node);
  const backgroundColor = style.getPropertyValue('--surface').trim() || style.backgroundColor || '#ffffff';
  const dataUrl = await toJpeg(node, { quality: JPEG_QUALITY, pixelRatio: JPEG_SCALE, backgroundColor });
  saveBlob(dataUrlToBlob(dataUrl), fileName);
}
