import {
  ATTACHMENT_MAX_BYTES,
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
  if (!type) throw new AppError('attachment.notAllowed', { name });
  if (file.data.length === 0) throw new AppError('attachment.empty', { name });
  if (file.data.length > ATTACHMENT_MAX_BYTES) throw new AppError('attachment.tooLarge', { name });
  if (!contentMatchesType(type, file.data)) throw new AppError('attachment.contentMismatch', { name });
  if (!isImageType(type)) return { name, type, data: file.data };
  try {
    return await reencodeImage(name, type, file.data);
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new AppError('attachment.tooManyPixels', { name }, { cause: error });
    throw new AppError('attachment.unreadableImage', { name }, { cause: error });
  }
}

/**
 * The most pixels an image may decode to (all frames of an animation together): a 24-megapixel
 * photo (6000x4000). Decoding costs memory and time in proportion (a 7000x7000 PNG, 0.7 MB on
 * the wire, took 42 MB and 90 ms to re-encode), and the browser already shrinks photos to
 * 1920x1080 before sending, so only other clients, GIFs and SVGs come near it. It is also the
 * guard against decompression bombs: a tiny file that decodes to gigabytes.
 */
const IMAGE_MAX_INPUT_PIXELS = 24_000_000;

async function reencodeImage(name: string, type: string, data: Buffer): Promise<PreparedAttachment> {
  // Loaded on first use: libvips adds to every process's memory, and most never see an image.
  const { default: sharp } = await import('sharp');
  const animated = type === 'image/gif' || type === 'image/webp';
  const image = sharp(data, { animated, limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
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
      return {
        name: `${name.replace(/\.svg$/i, '')}.png`,
        type: 'image/png',
        data: await image.png().toBuffer(),
      };
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
      await prepareAttachment({
        name: file.name,
        claimedType: file.type,
        data: Buffer.from(file.data, 'base64'),
      }),
    );
  return prepared;
}
