import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  displayFileName,
  isImageType,
  resolveAttachmentType,
} from '@shared/chat/attachments';
import { LIMITS } from '@shared/constants';
import { AppError } from '../../../http/app-error';
import { contentMatchesType } from './content-type-check';

export interface PreparedAttachment {
  name: string;
  type: string;
  data: Buffer;
}

/**
 * Everything the server requires of a file before anyone else may see it: an allowed type, a
 * size within limits, content that is what the type claims, and images re-encoded by sharp
 * (metadata such as GPS positions stripped, at most 1920x1080, svg turned into png so no script
 * inside it ever runs). Throws an AppError naming the file otherwise; nothing has been stored yet.
 */
export async function prepareAttachment(file: {
  name: string;
  claimedType: string;
  data: Buffer;
}): Promise<PreparedAttachment> {
  const name = displayFileName(file.name);
  const type = resolveAttachmentType(name, file.claimedType);
  if (!type) throw new AppError('VALIDATION_ERROR', ATTACHMENT_MESSAGES.notAllowed(name));
  if (file.data.length === 0) throw new AppError('VALIDATION_ERROR', ATTACHMENT_MESSAGES.empty(name));
  if (file.data.length > ATTACHMENT_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', ATTACHMENT_MESSAGES.tooLarge(name));
  if (!contentMatchesType(type, file.data))
    throw new AppError('VALIDATION_ERROR', ATTACHMENT_MESSAGES.contentMismatch(name));
  if (!isImageType(type)) return { name, type, data: file.data };
  try {
    return await reencodeImage(name, type, file.data);
  } catch (error) {
    throw new AppError('VALIDATION_ERROR', ATTACHMENT_MESSAGES.unreadableImage(name), { cause: error });
  }
}

async function reencodeImage(name: string, type: string, data: Buffer): Promise<PreparedAttachment> {
  // Loaded on first use: libvips adds to every process's memory, and most never see an image.
  const { default: sharp } = await import('sharp');
  const animated = type === 'image/gif' || type === 'image/webp';
  // limitInputPixels guards against decompression bombs: a tiny file that decodes to gigabytes.
  const image = sharp(data, { animated, limitInputPixels: 50_000_000 })
    .rotate() // applies the EXIF orientation before the EXIF block is dropped
    .resize({
      width: LIMITS.imageMaxWidth,
      height: LIMITS.imageMaxHeight,
      fit: 'inside',
      withoutEnlargement: true,
    });
  const quality = Math.round(LIMITS.imageQuality * 100);
  switch (type) {
    case 'image/jpeg':
      return { name, type, data: await image.jpeg({ quality, mozjpeg: true }).toBuffer() };
    case 'image/webp':
      return { name, type, data: await image.webp({ quality }).toBuffer() };
    case 'image/gif':
      return { name, type, data: await image.gif().toBuffer() };
    case 'image/svg+xml':
      return { name: `${name.replace(/\.svg$/i, '')}.png`, type: 'image/png', data: await image.png().toBuffer() };
    default:
      return { name, type: 'image/png', data: await image.png({ compressionLevel: 9 }).toBuffer() };
  }
}

/** Anonymous attachments arrive inline in base64; each is checked like an upload. */
export async function prepareInlineAttachments(
  files: Array<{ name: string; type: string; data: string }>,
): Promise<PreparedAttachment[]> {
  const prepared: PreparedAttachment[] = [];
  for (const file of files)
    prepared.push(
      await prepareAttachment({ name: file.name, claimedType: file.type, data: Buffer.from(file.data, 'base64') }),
    );
  return prepared;
}
