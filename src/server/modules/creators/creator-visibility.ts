import type { Db } from '../../db/client';
import { loadMarketplaceSettings } from './marketplace-settings.queries';

/**
 * Whether a creator's public page (and its images) may be seen by others: the profile's own flag
 * and the marketplace privacy setting 'public profile' (platform.md §3 Marketplace settings) must
 * both allow it. The creator always sees their own.
 */
export async function isCreatorPagePublic(
  db: Db,
  profile: { userId: string; publicProfile: boolean },
): Promise<boolean> {
  if (!profile.publicProfile) return false;
  return (await loadMarketplaceSettings(db, profile.userId)).privacy.publicProfile;
}
