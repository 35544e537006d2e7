import { z } from 'zod';
import { THEME_MODES } from '../constants';

/** Defaults of the user profile (chat-assistant.md §3 User profile, platform.md §3 User document). */
export const profilePreferencesSchema = z.object({
  theme: z.enum(THEME_MODES).default('system'),
  notifications: z.boolean().default(true),
  language: z.string().min(2).max(10).default('en'),
  privacy: z
    .object({
      profileVisibility: z.enum(['private', 'public']).default('private'),
      shareAnalytics: z.boolean().default(false),
    })
    .default({ profileVisibility: 'private', shareAnalytics: false }),
});
export type ProfilePreferences = z.infer<typeof profilePreferencesSchema>;

export const subscriptionSchema = z.object({
  plan: z.enum(['free', 'standard']).default('free'),
  status: z.enum(['active', 'canceled']).default('active'),
  priceId: z.string().nullable().default(null),
  currentPeriodEnd: z.string().nullable().default(null),
  canceledAt: z.string().nullable().default(null),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const DEFAULT_PREFERENCES: ProfilePreferences = profilePreferencesSchema.parse({});
export const DEFAULT_SUBSCRIPTION: Subscription = subscriptionSchema.parse({});

export const profileSchema = z.object({
  id: z.string(),
  email: z.email(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  isCreator: z.boolean(),
  preferences: profilePreferencesSchema,
  subscription: subscriptionSchema,
  generationCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Display name = the part of the e-mail before @ (chat-assistant.md §4 Authentication). */
export const displayNameFromEmail = (email: string): string => email.split('@')[0] || email;

/** The longest display name the Profile section accepts (after trimming). */
export const DISPLAY_NAME_MAX = 50;
/** The largest profile photo accepted, before it is re-encoded (a 20 MB photo is refused). */
export const PROFILE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The stored photo's side: every photo is cropped square and re-encoded to this size. */
export const PROFILE_PHOTO_SIZE = 512;
/** Image types a photo may be; the server decides by the bytes, whatever the name or type say. */
export const PROFILE_PHOTO_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/avif';

/**
 * A display name as it is stored: runs of white space (tabs, line breaks) made one space, and
 * trimmed. Empty means only spaces were typed.
 */
export const normaliseDisplayName = (raw: string): string => raw.replace(/\s+/g, ' ').trim();

/**
 * PATCH /api/profile. The name's own rules (not empty, at most DISPLAY_NAME_MAX) are checked by
 * the server with their own error keys, so a refusal is worded in the reader's language; the web
 * form checks the same rules first (displayNameRule).
 */
export const updateProfileSchema = z.object({
  displayName: z
    .string()
    .max(10_000)
    .describe(`The new display name (1 to ${DISPLAY_NAME_MAX} characters once trimmed)`),
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

/** The display name's rule, on its normalised form: 'empty', 'tooLong' or null when fine. */
export function displayNameProblem(raw: string): 'empty' | 'tooLong' | null {
  const name = normaliseDisplayName(raw);
  if (!name) return 'empty';
  if (name.length > DISPLAY_NAME_MAX) return 'tooLong';
  return null;
}

/** What the Profile section shows and changes: the name, the photo's address, the read-only e-mail. */
export const profileSummarySchema = z.object({
  displayName: z.string(),
  photoURL: z.string().nullable(),
  email: z.email(),
});
export type ProfileSummary = z.infer<typeof profileSummarySchema>;

/** GET /api/profile-photos/:userId/:file: the address names the user and the photo's version. */
export const profilePhotoParams = z.object({
  userId: z.string().min(1).max(100),
  file: z.string().min(1).max(100),
});
