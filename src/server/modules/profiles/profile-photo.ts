import { randomBytes } from 'node:crypto';
import { PROFILE_PHOTO_SIZE } from '@shared/contracts/profile';
import { AppError } from '../../http/app-error';
import { assertValidKey } from '../../storage/storage';

/**
 * The formats a profile photo may be, as sharp reads them from the bytes (never from the name or
 * the browser's type). HEIF covers AVIF; an HEIC (HEVC) file is HEIF too but sharp's builds cannot
 * decode it, so it is refused as unreadable, with its own words.
 */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'heif', 'avif', 'tiff']);

/**
 * The most pixels a photo may decode to: a 40-megapixel camera (the guard against decompression
 * bombs, a tiny file decoding to gigabytes, as for chat attachments).
 */
export const PHOTO_MAX_INPUT_PIXELS = 40_000_000;

/**
 * A photo as it is stored: its content checked to be an image, turned upright (EXIF orientation),
 * cropped square around its centre, resized to PROFILE_PHOTO_SIZE and re-encoded as WebP, which
 * drops every metadata block (GPS position, camera). Only the first frame of an animation is kept.
 * Throws an AppError with the reason otherwise; nothing has been stored yet.
 */
export async function prepareProfilePhoto(data: Buffer): Promise<Buffer> {
  if (data.length === 0) throw new AppError('profile.photoNotImage');
  // Loaded on first use: libvips adds to every process's memory, and most never see an image.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    format = (await sharp(data).metadata()).format;
  } catch (error) {
    throw new AppError('profile.photoNotImage', {}, { cause: error });
  }
  if (!format || !PHOTO_FORMATS.has(format)) throw new AppError('profile.photoNotImage');
  try {
    return await sharp(data, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(PROFILE_PHOTO_SIZE, PROFILE_PHOTO_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new AppError(
        'profile.photoTooManyPixels',
        { maxMegapixels: PHOTO_MAX_INPUT_PIXELS / 1_000_000 },
        { cause: error },
      );
    throw new AppError('profile.photoUnreadable', {}, { cause: error });
  }
}

/** The folder of a user's profile photos (storage/user-files.ts removes it with the account). */
export const profilePhotoFolder = (userId: string) => `profile-photos/${userId}`;

/** A new version's file name: unguessable, so an old address never shows a newer photo. */
export const newPhotoFile = () => `${Date.now().toString(36)}${randomBytes(6).toString('hex')}.webp`;

export const PHOTO_FILE_PATTERN = /^[a-z0-9]{8,40}\.webp$/;

export const profilePhotoKey = (userId: string, file: string) =>
  assertValidKey(`${profilePhotoFolder(userId)}/${file}`);

/** The address the photo is served at (GET /api/profile-photos/:userId/:file). */
export const profilePhotoUrl = (userId: string, file: string) =>
  `/api/profile-photos/${encodeURIComponent(userId)}/${file}`;

/** The storage key behind a photo address of ours, or null for another (a Google photo, none). */
export function storedPhotoKey(userId: string, photoUrl: string | null | undefined): string | null {
  const prefix = profilePhotoUrl(userId, '');
  if (!photoUrl?.startsWith(prefix)) return null;
  const file = photoUrl.slice(prefix.length);
  return PHOTO_FILE_PATTERN.test(file) ? profilePhotoKey(userId, file) : null;
}
