import {
  DEFAULT_MARKETPLACE_NOTIFICATIONS,
  DEFAULT_MARKETPLACE_PRIVACY,
  DEFAULT_PAYOUT_PREFERENCES,
  type MarketplaceNotifications,
  type MarketplacePrivacy,
  type PayoutPreferences,
} from '@shared/contracts/marketplace-settings';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  creatorProfiles,
  listings,
  marketplaceSettings,
  paymentAccounts,
  profiles,
  transactions,
} from '../../db/schema';

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

/**
 * The first write makes the row: the other settings keep their defaults. A switch's change is
 * merged into the stored JSON by the database (`||`), so two saves at once both stay.
 */
function insertRow(userId: string) {
  return {
    userId,
    notifications: DEFAULT_MARKETPLACE_NOTIFICATIONS,
    privacy: DEFAULT_MARKETPLACE_PRIVACY,
  };
}

export async function savePayoutPreferences(
  db: Db,
  userId: string,
  payout: PayoutPreferences,
): Promise<void> {
  const values = {
    payoutFrequency: payout.frequency,
    payoutMinimumCents: payout.minimumAmount * 100,
    autoPayoutEnabled: payout.autoPayoutEnabled,
  };
  await db
    .insert(marketplaceSettings)
    .values({ ...insertRow(userId), ...values })
    .onConflictDoUpdate({ target: marketplaceSettings.userId, set: { ...values, updatedAt: sql`now()` } });
}

export async function mergeNotifications(
  db: Db,
  userId: string,
  change: Partial<MarketplaceNotifications>,
): Promise<void> {
  await db
    .insert(marketplaceSettings)
    .values({ ...insertRow(userId), notifications: { ...DEFAULT_MARKETPLACE_NOTIFICATIONS, ...change } })
    .onConflictDoUpdate({
      target: marketplaceSettings.userId,
      set: {
        notifications: sql`${marketplaceSettings.notifications} || ${JSON.stringify(change)}::jsonb`,
        updatedAt: sql`now()`,
      },
    });
}

export async function mergePrivacy(
  db: Db,
  userId: string,
  change: Partial<MarketplacePrivacy>,
): Promise<void> {
  await db
    .insert(marketplaceSettings)
    .values({ ...insertRow(userId), privacy: { ...DEFAULT_MARKETPLACE_PRIVACY, ...change } })
    .onConflictDoUpdate({
      target: marketplaceSettings.userId,
      set: {
        privacy: sql`${marketplaceSettings.privacy} || ${JSON.stringify(change)}::jsonb`,
        updatedAt: sql`now()`,
      },
    });
}

/** Accepting again keeps the first acceptance's time. */
export async function acceptTerms(db: Db, userId: string): Promise<void> {
  await db
    .insert(marketplaceSettings)
    .values({ ...insertRow(userId), termsAcceptedAt: sql`now()` })
    .onConflictDoUpdate({
      target: marketplaceSettings.userId,
      set: {
        termsAcceptedAt: sql`coalesce(${marketplaceSettings.termsAcceptedAt}, now())`,
        updatedAt: sql`now()`,
      },
    });
}

/** What the onboarding checklist and the Creator Dashboard are computed from. */
export interface CreatorStanding {
  isCreator: boolean;
  /** A creator profile with a display name and a bio. */
  profileCompleted: boolean;
  account: { provider: string; accountId: string; chargesEnabled: boolean; payoutsEnabled: boolean } | null;
  publishedRecipes: number;
  /** Completed (not refunded) sales and the creator's share of them, in cents. */
  totalSales: number;
  totalEarningsCents: number;
}

export async function readCreatorStanding(db: Db, userId: string): Promise<CreatorStanding> {
  const [profile, creatorProfile, account, published, sales] = await Promise.all([
    db.select({ isCreator: profiles.isCreator }).from(profiles).where(eq(profiles.id, userId)).limit(1),
    db
      .select({ displayName: creatorProfiles.displayName, bio: creatorProfiles.bio })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, userId))
      .limit(1),
    db
      .select({
        provider: paymentAccounts.provider,
        accountId: paymentAccounts.accountId,
        chargesEnabled: paymentAccounts.chargesEnabled,
        payoutsEnabled: paymentAccounts.payoutsEnabled,
      })
      .from(paymentAccounts)
      .where(eq(paymentAccounts.userId, userId))
      .limit(1),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(listings)
      .where(
        and(eq(listings.creatorId, userId), eq(listings.status, 'published'), isNull(listings.deletedAt)),
      ),
    db
      .select({
        count: sql<number>`count(*)::int`,
        // A sum of cents outgrows int: bigint, read back as a number.
        earnings: sql<number>`coalesce(sum(${transactions.creatorPayoutCents}), 0)::bigint`.mapWith(Number),
      })
      .from(transactions)
      .where(and(eq(transactions.creatorId, userId), eq(transactions.status, 'completed'))),
  ]);
  const creator = creatorProfile[0];
  return {
    isCreator: profile[0]?.isCreator ?? false,
    profileCompleted: Boolean(creator?.displayName.trim() && creator.bio.trim()),
    account: account[0] ?? null,
    publishedRecipes: published[0]?.count ?? 0,
    totalSales: sales[0]?.count ?? 0,
    totalEarningsCents: sales[0]?.earnings ?? 0,
  };
}
