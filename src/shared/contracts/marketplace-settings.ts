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
