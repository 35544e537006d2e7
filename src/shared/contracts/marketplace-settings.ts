import { z } from 'zod';

/**
 * Marketplace settings (platform.md §3 Marketplace settings, §5 payout minimum): the shapes the
 * API answers and accepts. The full contract (the onboarding checklist, creator stats, the
 * update bodies) is the marketplace-settings part's; the defaults live here so every module
 * that reads settings (sale notices, payouts, the public profile) reads the same ones.
 */
export const PAYOUT_FREQUENCIES = ['weekly', 'monthly', 'manual'] as const;
/** platform.md §5: the payout minimum is 1 to 1000 dollars, default 25. */
export const PAYOUT_MINIMUM_MIN_DOLLARS = 1;
export const PAYOUT_MINIMUM_MAX_DOLLARS = 1000;
export const PAYOUT_MINIMUM_DEFAULT_DOLLARS = 25;

export const marketplaceNotificationsSchema = z.object({
  salesAlerts: z.boolean(),
  payoutNotifications: z.boolean(),
  reviewNotifications: z.boolean(),
  marketplaceUpdates: z.boolean(),
  lowBalanceAlerts: z.boolean(),
});
export type MarketplaceNotifications = z.infer<typeof marketplaceNotificationsSchema>;

export const marketplacePrivacySchema = z.object({
  publicProfile: z.boolean(),
  showEarnings: z.boolean(),
  showSalesCount: z.boolean(),
  showRecentActivity: z.boolean(),
});
export type MarketplacePrivacy = z.infer<typeof marketplacePrivacySchema>;

export const payoutPreferencesSchema = z.object({
  frequency: z.enum(PAYOUT_FREQUENCIES),
  /** Whole dollars (platform.md §5), stored as cents. */
  minimumAmount: z.number().int().min(PAYOUT_MINIMUM_MIN_DOLLARS).max(PAYOUT_MINIMUM_MAX_DOLLARS),
  autoPayoutEnabled: z.boolean(),
});
export type PayoutPreferences = z.infer<typeof payoutPreferencesSchema>;

export const DEFAULT_MARKETPLACE_NOTIFICATIONS: MarketplaceNotifications = {
  salesAlerts: true,
  payoutNotifications: true,
  reviewNotifications: true,
  marketplaceUpdates: false,
  lowBalanceAlerts: false,
};

export const DEFAULT_MARKETPLACE_PRIVACY: MarketplacePrivacy = {
  publicProfile: true,
  showEarnings: false,
  showSalesCount: true,
  showRecentActivity: true,
};

export const DEFAULT_PAYOUT_PREFERENCES: PayoutPreferences = {
  frequency: 'weekly',
  minimumAmount: PAYOUT_MINIMUM_DEFAULT_DOLLARS,
  autoPayoutEnabled: true,
};

/** The payout minimum's words when it is out of bounds or not whole (platform.md §5). */
export const PAYOUT_MINIMUM_MESSAGE = `Minimum payout must be a whole number of dollars from ${PAYOUT_MINIMUM_MIN_DOLLARS} to ${PAYOUT_MINIMUM_MAX_DOLLARS}`;

/** 'Save' of the payout preferences: all three together, as the form shows them. */
export const updatePayoutPreferencesSchema = z.strictObject({
  frequency: z.enum(PAYOUT_FREQUENCIES),
  minimumAmount: z
    .number({ error: PAYOUT_MINIMUM_MESSAGE })
    .int({ error: PAYOUT_MINIMUM_MESSAGE })
    .min(PAYOUT_MINIMUM_MIN_DOLLARS, { error: PAYOUT_MINIMUM_MESSAGE })
    .max(PAYOUT_MINIMUM_MAX_DOLLARS, { error: PAYOUT_MINIMUM_MESSAGE }),
  autoPayoutEnabled: z.boolean(),
});
export type UpdatePayoutPreferences = z.infer<typeof updatePayoutPreferencesSchema>;

const atLeastOne = (value: object) => Object.keys(value).length > 0;
const CHANGE_SOMETHING = 'Change at least one setting';

/**
 * A switch or a few: each toggle is saved as it is flipped, so a body names only what changed
 * and two quick flips in a row never write each other's stale value back.
 */
export const updateMarketplaceNotificationsSchema = marketplaceNotificationsSchema
  .strict()
  .partial()
  .refine(atLeastOne, { error: CHANGE_SOMETHING });
export type UpdateMarketplaceNotifications = z.infer<typeof updateMarketplaceNotificationsSchema>;

export const updateMarketplacePrivacySchema = marketplacePrivacySchema
  .strict()
  .partial()
  .refine(atLeastOne, { error: CHANGE_SOMETHING });
export type UpdateMarketplacePrivacy = z.infer<typeof updateMarketplacePrivacySchema>;

/**
 * platform.md §3 Marketplace settings: onboarding. Computed by the server from what is really so
 * (the creator profile, the payment account, the listings), except the terms, which the user
 * accepts here; nothing a browser sends sets them.
 */
export const ONBOARDING_STEPS = [
  'profileCompleted',
  'stripeConnected',
  'payoutMethodSetup',
  'termsAccepted',
  'firstRecipePublished',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const onboardingChecklistSchema = z.object({
  /** A creator profile with a display name and a bio. */
  profileCompleted: z.boolean(),
  /** A payment account that can take payments (charges enabled). */
  stripeConnected: z.boolean(),
  /** Its payouts are enabled. */
  payoutMethodSetup: z.boolean(),
  termsAccepted: z.boolean(),
  /** At least one listing of theirs is published. */
  firstRecipePublished: z.boolean(),
});
export type OnboardingChecklist = z.infer<typeof onboardingChecklistSchema>;

/** platform.md §3 creator stats, from the database: what the Creator Dashboard shows. */
export const creatorStatsSchema = z.object({
  publishedRecipes: z.number().int().nonnegative(),
  /** Completed sales (refunded ones are not counted). */
  totalSales: z.number().int().nonnegative(),
  /** The creator's share of those sales, in cents (USD). */
  totalEarnings: z.number().int().nonnegative(),
});
export type CreatorStats = z.infer<typeof creatorStatsSchema>;

/** GET /api/marketplace/settings, and what every change answers. */
export const marketplaceSettingsSchema = z.object({
  payoutPreferences: payoutPreferencesSchema,
  notifications: marketplaceNotificationsSchema,
  privacy: marketplacePrivacySchema,
  onboarding: onboardingChecklistSchema,
  /** When the user accepted the creator terms (ISO 8601), or null. */
  termsAcceptedAt: z.string().nullable(),
  stats: creatorStatsSchema,
  /** The Creator Dashboard is shown to creators only (platform.md §6 Creator). */
  isCreator: z.boolean(),
});
export type MarketplaceSettings = z.infer<typeof marketplaceSettingsSchema>;
