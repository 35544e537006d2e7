import type { CreatorProfile } from '@shared/contracts/marketplace-browse';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { presentListingCard } from './browse-card.presenter';
import {
  type CreatorProfileRow,
  creatorListingPage,
  creatorStats,
  findCreatorProfile,
} from './creator-page.queries';

/**
 * A creator's public page (platform.md §2 Creator profile): not found and private are refusals of
 * their own, so the page can show each state; a creator always sees their own page.
 */
async function visibleProfile(
  db: Db,
  creatorId: string,
  viewerId: string | undefined,
): Promise<CreatorProfileRow> {
  const profile = await findCreatorProfile(db, creatorId);
  if (!profile) throw new AppError('creator.notFound', { id: creatorId });
  if (!profile.publicProfile && viewerId !== creatorId) throw new AppError('creator.private');
  return profile;
}

export async function readCreatorProfile(
  db: Db,
  creatorId: string,
  viewerId?: string,
): Promise<CreatorProfile> {
  const profile = await visibleProfile(db, creatorId, viewerId);
  const stats = await creatorStats(db, creatorId);
  return {
    id: profile.userId,
    displayName: profile.displayName.trim() || profile.profileName?.trim() || 'Anonymous',
    photoURL: profile.photoUrl,
    title: profile.title,
    bio: profile.bio,
    location: profile.location,
    experience: profile.experience ?? null,
    joinedAt: profile.joinedAt.toISOString(),
    isVerified: profile.isVerified,
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
    isOwn: viewerId === creatorId,
    stats,
  };
}

/** The page's grid; empty when the creator hides their portfolio (except from themself). */
export async function readCreatorListings(
  db: Db,
  creatorId: string,
  viewerId: string | undefined,
  options: { cursor?: string; limit: number },
) {
  const profile = await visibleProfile(db, creatorId, viewerId);
  if (!profile.portfolioVisible && viewerId !== creatorId) return { items: [], nextCursor: null, total: 0 };
  const page = await creatorListingPage(db, creatorId, options);
  return { items: page.rows.map(presentListingCard), nextCursor: page.nextCursor, total: page.total };
}
