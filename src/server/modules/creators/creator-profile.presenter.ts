import type { CreatorProfileSettings } from '@shared/contracts/creator-profile';
import { creatorImageUrl } from './creator-images';
import type { OwnCreatorProfileRow } from './creator-profile.queries';

/** The creator's own profile as the settings form edits it. */
export function presentCreatorProfileSettings(row: OwnCreatorProfileRow): CreatorProfileSettings {
  return {
    userId: row.userId,
    displayName: row.displayName,
    title: row.title,
    bio: row.bio,
    location: row.location,
    website: row.website,
    experience: row.experience ?? null,
    instagram: row.instagram,
    youtube: row.youtube,
    tiktok: row.tiktok,
    twitter: row.twitter,
    github: row.github,
    linkedin: row.linkedin,
    specialties: row.specialties,
    portfolioVisible: row.portfolioVisible,
    acceptCommissions: row.acceptCommissions,
    commissionRate: row.commissionRate,
    availableForCollabs: row.availableForCollabs,
    photoURL: creatorImageUrl(row.userId, row.profileImageKey),
    accountPhotoURL: row.accountPhotoUrl,
    bannerURL: creatorImageUrl(row.userId, row.profileBannerKey),
    joinedAt: row.joinedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
