import { isImageType } from '@shared/chat/attachments';
import type { ChatAttachment } from '@shared/contracts/chat';
import type { PendingAttachment } from './pending-attachment';

/** Images up to this size are kept in the anonymous chat (localStorage) so they show after a reload. */
export const KEEP_IMAGE_MAX_BYTES = 300 * 1024;

/**
 * An anonymous user's file, read for the one request that uses it (base64) and for what its
 * message shows: a small image as a data URL, anything else by name and size only.
 */
export async function readForAnonymousSend(
  file: File,
): Promise<{ inline: NonNullable<PendingAttachment['inline']>; attachment: ChatAttachment }> {
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`${file.name} could not be read.`));
    reader.readAsDataURL(file);
  });
  const data = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const keep = isImageType(file.type) && file.size <= KEEP_IMAGE_MAX_BYTES;
  return {
    inline: { name: file.name, type: file.type, data },
    attachment: { url: keep ? dataUrl : '', type: file.type, name: file.name, size: file.size },
  };
}
