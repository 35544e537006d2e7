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
