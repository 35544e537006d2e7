import { z } from 'zod';
import { CREATOR_EXPERIENCE_LEVELS, type CreatorProfileInput } from '../creators/creator-profile-rules';

/**
 * Becoming a creator and the Creator Profile section (platform.md §2 Settings "Creator Profile",
 * §3 Creator profile, §4 Creator flag, §5; issue 21 item 3). The API:
 *
 *   GET    /api/creators/me                       -> CreatorStatus
 *   POST   /api/creators/me                       -> CreatorProfileSettings (becomes a creator; idempotent)
 *   GET    /api/creators/me/profile               -> CreatorProfileSettings (creators only)
 *   PUT    /api/creators/me/profile               -> CreatorProfileSettings body UpdateCreatorProfile
 *   POST   /api/creators/me/profile/images/:kind  -> CreatorProfileSettings multipart field `file`
 *   DELETE /api/creators/me/profile/images/:kind  -> CreatorProfileSettings
 *   GET    /api/creators/:creatorId/images/:file  -> the image (WebP), where the profile is visible
 *
 * The body's own rules (lengths, links, specialties, commission) are checked with their own error
 * keys (creator-profile-rules.ts), so each refusal is worded in the reader's language; the schema
 * only bounds the sizes a request may carry.
 */

/** No creator without a way back shown (§4): the flag is only ever set. */
export const creatorStatusSchema = z.object({ isCreator: z.boolean() });
export type CreatorStatus = z.infer<typeof creatorStatusSchema>;

export const creatorExperienceLevelSchema = z.enum(CREATOR_EXPERIENCE_LEVELS);

/** Generous caps: the rules' limits are far below, and answered with their own words. */
const text = (max: number) => z.string().max(max);

export const updateCreatorProfileSchema = z.object({
  displayName: text(1_000),
  title: text(1_000),
  bio: text(10_000),
  location: text(1_000),
  website: text(2_000),
  experience: creatorExperienceLevelSchema.nullable(),
  instagram: text(2_000),
  youtube: text(2_000),
  tiktok: text(2_000),
  twitter: text(2_000).describe('X'),
  github: text(2_000),
  linkedin: text(2_000),
  specialties: z.array(text(1_000)).max(50),
  portfolioVisible: z.boolean(),
  acceptCommissions: z.boolean(),
  /** Dollars per recipe: 25 to 500 in steps of 25 (§5); kept when commissions are off. */
  commissionRate: z.number().int(),
  availableForCollabs: z.boolean(),
}) satisfies z.ZodType<CreatorProfileInput>;
export type UpdateCreatorProfile = z.infer<typeof updateCreatorProfileSchema>;

/** The creator's own profile as the settings form edits it, with its images' addresses. */
export const creatorProfileSettingsSchema = updateCreatorProfileSchema.extend({
  userId: z.string(),
  experience: creatorExperienceLevelSchema.nullable(),
  /** The creator profile's own photo; null shows the account's photo (`accountPhotoURL`) or the initial. */
  photoURL: z.string().nullable(),
  accountPhotoURL: z.string().nullable(),
  bannerURL: z.string().nullable(),
  joinedAt: z.string(),
  updatedAt: z.string(),
});
export type CreatorProfileSettings = z.infer<typeof creatorProfileSettingsSchema>;

export const CREATOR_IMAGE_KINDS = ['photo', 'banner'] as const;
export type CreatorImageKind = (typeof CREATOR_IMAGE_KINDS)[number];
export const creatorImageKindParams = z.object({ kind: z.enum(CREATOR_IMAGE_KINDS) });

/** The largest photo or banner accepted, before it is re-encoded. */
export const CREATOR_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Stored sizes: the photo square, the banner 3:1 (covers the page's header at any width). */
export const CREATOR_PHOTO_SIZE = 512;
export const CREATOR_BANNER_WIDTH = 1500;
export const CREATOR_BANNER_HEIGHT = 500;
export const CREATOR_IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/avif';

export const creatorImageParams = z.object({
  creatorId: z.string().min(1).max(64),
  file: z.string().min(1).max(80),
});

export const creatorImageForm = z.object({
  file: z
    .file()
    .max(CREATOR_IMAGE_MAX_BYTES)
    .describe('One image (JPEG, PNG, GIF, WebP, AVIF); checked by its content, cropped and re-encoded'),
});
