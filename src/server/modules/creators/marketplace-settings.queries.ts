import {
  DEFAULT_MARKETPLACE_NOTIFICATIONS,
  DEFAULT_MARKETPLACE_PRIVACY,
  DEFAULT_PAYOUT_PREFERENCES,
  type MarketplaceNotifications,
  type MarketplacePrivacy,
  type PayoutPreferences,
} from '@shared/contracts/marketplace-settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { marketplaceSettings } from '../../db/schema';

export interface StoredMarketplaceSettings {
  payout: PayoutPreferences;
  notifications: MarketplaceNotifications;
  privacy: MarketplacePrivacy;
  termsAcceptedAt: Date | null;
  lastPayoutAt: Date | null;
}

/**
 * A user's marketplace settings, the defaults where they saved none (no row, or a key added
 * since): what sale notices, payouts and the public creator profile obey.
 */
export async function loadMarketplaceSettings(db: Db, userId: string): Promise<StoredMarketplaceSettings> {
  const [row] = await db
    .select()
    .from(marketplaceSettings)
    .where(eq(marketplaceSettings.userId, userId))
    .limit(1);
  if (!row)
    return {
      payout: DEFAULT_PAYOUT_PREFERENCES,
      notifications: DEFAULT_MARKETPLACE_NOTIFICATIONS,
      privacy: DEFAULT_MARKETPLACE_PRIVACY,
      termsAcceptedAt: null,
      lastPayoutAt: null,
    };
  return {
    payout: {
      frequency: row.payoutFrequency,
      minimumAmount: Math.round(row.payoutMinimumCents / 100),
      autoPayoutEnabled: row.autoPayoutEnabled,
    },
    notifications: { ...DEFAULT_MARKETPLACE_NOTIFICATIONS, ...row.notifications },
    privacy: { ...DEFAULT_MARKETPLACE_PRIVACY, ...row.privacy },
    termsAcceptedAt: row.termsAcceptedAt,
    lastPayoutAt: row.lastPayoutAt,
  };
}
