import { randomBytes } from 'node:crypto';
import {
  CREATOR_BANNER_HEIGHT,
  CREATOR_BANNER_WIDTH,
  CREATOR_PHOTO_SIZE,
  type CreatorImageKind,
} from '@shared/contracts/creator-profile';
import { AppError } from '../../http/app-error';
import { assertValidKey } from '../../storage/storage';

/**
 * A creator's profile photo and banner (platform.md §3 Creator profile: profileImage,
 * profileBanner), stored through the storage layer as the account's photo is: the content checked
 * to be an image by sharp (never by its name or the browser's type), turned upright, cropped (the
 * photo square, the banner 3:1) and re-encoded as WebP, which drops every metadata block.
 */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'heif', 'avif', 'tiff']);

/** The decompression-bomb guard: a 40-megapixel camera at most. */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;

const SIZES: Record<CreatorImageKind, { width: number; height: number }> = {
  photo: { width: CREATOR_PHOTO_SIZE, height: CREATOR_PHOTO_SIZE },
  banner: { width: CREATOR_BANNER_WIDTH, height: CREATOR_BANNER_HEIGHT },
};

export async function prepareCreatorImage(kind: CreatorImageKind, data: Buffer): Promise<Buffer> {
  if (data.length === 0) throw new AppError('creator.imageNotImage');
  // Loaded on first use: libvips adds to every process's memory, and most never see an image.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    format = (await sharp(data).metadata()).format;
  } catch (error) {
    throw new AppError('creator.imageNotImage', {}, { cause: error });
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw new AppError('creator.imageNotImage');
  const { width, height } = SIZES[kind];
  try {
    return await sharp(data, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new AppError(
        'creator.imageTooManyPixels',
        { maxMegapixels: IMAGE_MAX_INPUT_PIXELS / 1_000_000 },
        { cause: error },
      );
    throw new AppError('creator.imageUnreadable', {}, { cause: error });
  }
}

/** The folder of a creator's images (storage/user-files.ts removes it with the account). */
export const creatorImageFolder = (userId: string) => `creator-images/${userId}`;

/** A new version's file name: unguessable, so an old address never shows a newer image. */
export const newCreatorImageFile = (kind: CreatorImageKind) =>
  `${kind}-${Date.now().toString(36)}${randomBytes(6).toString('hex')}.webp`;

export const CREATOR_IMAGE_FILE = /^(photo|banner)-[a-z0-9]{8,40}\.webp$/;

export const creatorImageKey = (userId: string, file: string) =>
  assertValidKey(`${creatorImageFolder(userId)}/${file}`);

/** The address an image is served at (GET /api/creators/:creatorId/images/:file), from its key. */
export function creatorImageUrl(userId: string, key: string | null): string | null {
  if (!key) return null;
  const file = key.slice(key.lastIndexOf('/') + 1);
  return `/api/creators/${encodeURIComponent(userId)}/images/${file}`;
}
