import type { CreatorProfile } from '@shared/contracts/marketplace-browse';
import type { MarketplacePrivacy } from '@shared/contracts/marketplace-settings';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { creatorImageUrl, loadMarketplaceSettings } from '../creators';
import { presentListingCard } from './browse-card.presenter';
import {
  type CreatorProfileRow,
  creatorEarningsCents,
  creatorListingPage,
  creatorStats,
  findCreatorProfile,
  recentlyPublished,
} from './creator-page.queries';

/** How many recently published recipes the page's recent activity lists. */
const RECENT_ACTIVITY = 5;

/**
 * A creator's public page (platform.md §2 Creator profile): not found and private are refusals of
 * their own, so the page can show each state; a creator always sees their own page.
 */
async function visibleProfile(
  db: Db,
  creatorId: string,
  viewerId: string | undefined,
): Promise<{ profile: CreatorProfileRow; privacy: MarketplacePrivacy; isPublic: boolean }> {
  const profile = await findCreatorProfile(db, creatorId);
  if (!profile) throw new AppError('creator.notFound', { id: creatorId });
  // The creator's marketplace privacy settings (platform.md §3): decided here, so what a visitor
  // may not see is never sent.
  const { privacy } = await loadMarketplaceSettings(db, creatorId);
  const isPublic = profile.publicProfile && privacy.publicProfile;
  if (!isPublic && viewerId !== creatorId) throw new AppError('creator.private');
  return { profile, privacy, isPublic };
}

export async function readCreatorProfile(
  db: Db,
  creatorId: string,
  viewerId?: string,
): Promise<CreatorProfile> {
  const { profile, privacy, isPublic } = await visibleProfile(db, creatorId, viewerId);
  const isOwn = viewerId === creatorId;
  const { totalSales, ...stats } = await creatorStats(db, creatorId);
  const showActivity = privacy.showRecentActivity && profile.portfolioVisible;
  const [earnings, recentActivity] = await Promise.all([
    privacy.showEarnings ? creatorEarningsCents(db, creatorId) : undefined,
    showActivity ? recentlyPublished(db, creatorId, RECENT_ACTIVITY) : undefined,
  ]);
  return {
    id: profile.userId,
    displayName: profile.displayName.trim() || profile.profileName?.trim() || 'Anonymous',
    // The creator profile's own photo, else the account's.
    photoURL: creatorImageUrl(profile.userId, profile.profileImageKey) ?? profile.photoUrl,
    bannerURL: creatorImageUrl(profile.userId, profile.profileBannerKey),
    title: profile.title,
    bio: profile.bio,
    location: profile.location,
    experience: profile.experience ?? null,
    joinedAt: profile.joinedAt.toISOString(),
    isVerified: profile.isVerified || profile.paymentsVerified,
    specialties: profile.specialties,
    website: profile.website,
    github: profile.github,
    linkedin: profile.linkedin,
    twitter: profile.twitter,
    instagram: profile.instagram,
    youtube: profile.youtube,
    tiktok: profile.tiktok,
    acceptCommissions: profile.acceptCommissions,
    commissionRate: profile.commissionRate,
    availableForCollabs: profile.availableForCollabs,
    allowMessages: profile.allowMessages,
    portfolioVisible: profile.portfolioVisible,
    isOwn,
    // The privacy settings hold for the creator's own view too: it previews what visitors see.
    stats: privacy.showSalesCount ? { ...stats, totalSales } : stats,
    ...(earnings !== undefined ? { earnings: { totalCents: earnings, currency: 'USD' as const } } : {}),
    ...(recentActivity !== undefined ? { recentActivity } : {}),
    ...(isOwn ? { hiddenFromVisitors: !isPublic } : {}),
  };
}

/** The page's grid; empty when the creator hides their portfolio (except from themself). */
export async function readCreatorListings(
  db: Db,
  creatorId: string,
  viewerId: string | undefined,
  options: { cursor?: string; limit: number },
) {
  const { profile } = await visibleProfile(db, creatorId, viewerId);
  if (!profile.portfolioVisible && viewerId !== creatorId) return { items: [], nextCursor: null, total: 0 };
  const page = await creatorListingPage(db, creatorId, options);
  return { items: page.rows.map(presentListingCard), nextCursor: page.nextCursor, total: page.total };
}
