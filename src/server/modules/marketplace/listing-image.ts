import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { fillPath } from '@shared/contracts/endpoint';
import { marketplacePublishEndpoints } from '@shared/contracts/endpoints/marketplace-publish';
import { LISTING_IMAGE_MAX_BYTES } from '@shared/contracts/marketplace-publish';
import { AppError } from '../../http/app-error';
import { assertValidKey, type FileStorage } from '../../storage/storage';

/**
 * A listing's own image (issue 20: a listing is a snapshot, image included). The publish page
 * uploads one first (`marketplace-images/uploads/{userId}/{imageId}.webp`) and names it in the
 * draft; a gallery publish copies the recipe's cover under the listing's own key, so deleting or
 * regenerating the cover later changes nothing in the listing.
 */

/** The formats sharp must find in the bytes (never trusting the name or the browser's type). */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'heif', 'avif', 'tiff']);
/** The guard against decompression bombs: a 40-megapixel camera, as for profile photos. */
const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
/** A listing image is shown as a card cover and a detail banner: 1600 px wide is plenty. */
const IMAGE_MAX_WIDTH = 1600;
const IMAGE_MAX_HEIGHT = 1200;

export const LISTING_IMAGE_MAX_MB = Math.round(LISTING_IMAGE_MAX_BYTES / (1024 * 1024));
const IMAGE_ID_PATTERN = /^[a-f0-9]{24}$/;

/**
 * The upload as it is stored: checked to be an image by its content, turned upright, shrunk to
 * fit 1600x1200 and re-encoded as WebP (every metadata block dropped; the first frame only).
 */
export async function prepareListingImage(data: Buffer): Promise<Buffer> {
  if (data.length === 0) throw new AppError('listing.imageUnreadable');
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    format = (await sharp(data).metadata()).format;
  } catch (error) {
    throw new AppError('listing.imageUnreadable', {}, { cause: error });
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw new AppError('listing.imageUnreadable');
  try {
    return await sharp(data, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(IMAGE_MAX_WIDTH, IMAGE_MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw new AppError('listing.imageUnreadable', {}, { cause: error });
  }
}

export const newImageId = () => randomBytes(12).toString('hex');

export const uploadedImageKey = (userId: string, imageId: string) =>
  assertValidKey(`marketplace-images/uploads/${userId}/${imageId}.webp`);

/** Stores a prepared upload and answers the id the draft form sends back. */
export async function storeUploadedImage(
  storage: FileStorage,
  userId: string,
  image: Buffer,
): Promise<string> {
  const imageId = newImageId();
  await storage.put(uploadedImageKey(userId, imageId), image, 'image/webp');
  return imageId;
}

/** The key of this user's upload, or 'listing.imageNotFound' (a guessed, foreign or missing id). */
export async function resolveUploadedImage(
  storage: FileStorage,
  userId: string,
  imageId: string,
): Promise<string> {
  if (!IMAGE_ID_PATTERN.test(imageId)) throw new AppError('listing.imageNotFound');
  const key = uploadedImageKey(userId, imageId);
  if (!(await storage.exists(key))) throw new AppError('listing.imageNotFound');
  return key;
}

/**
 * Copies a gallery recipe's cover under the listing's own key (a new file name per copy, so a
 * versioned URL never shows other bytes). Null when the recipe has no cover (yet).
 */
export async function copyCoverToListing(
  storage: FileStorage,
  coverKey: string | null,
  listingId: string,
): Promise<string | null> {
  if (!coverKey) return null;
  const file = await storage.get(coverKey);
  if (!file) return null;
  const data = await buffer(file.body);
  const extension =
    file.contentType === 'image/webp' ? 'webp' : file.contentType === 'image/jpeg' ? 'jpg' : 'png';
  const key = assertValidKey(`marketplace-images/listings/${listingId}/${newImageId()}.${extension}`);
  await storage.put(key, data, file.contentType);
  return key;
}

/** The address a listing's image is served at, versioned; null without an image. */
export const listingImageUrl = (row: {
  id: string;
  imageKey: string | null;
  imageVersion: number;
}): string | null =>
  row.imageKey
    ? `${fillPath(marketplacePublishEndpoints.image.path, { id: row.id })}?v=${row.imageVersion}`
    : null;
