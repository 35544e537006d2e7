import type { CreatorImageKind } from '@shared/contracts/creator-profile';
import type { CreatorProfileInput } from '@shared/creators/creator-profile-rules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creatorProfiles, profiles } from '../../db/schema';

/** The creator's own profile row with what the settings form shows beside it. */
export type OwnCreatorProfileRow = typeof creatorProfiles.$inferSelect & { accountPhotoUrl: string | null };

export async function isCreator(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isCreator: profiles.isCreator })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row?.isCreator ?? false;
}

export async function findOwnCreatorProfile(
  db: Db,
  userId: string,
): Promise<OwnCreatorProfileRow | undefined> {
  const [row] = await db
    .select({ profile: creatorProfiles, accountPhotoUrl: profiles.photoUrl })
    .from(creatorProfiles)
    .leftJoin(profiles, eq(profiles.id, creatorProfiles.userId))
    .where(eq(creatorProfiles.userId, userId))
    .limit(1);
  return row ? { ...row.profile, accountPhotoUrl: row.accountPhotoUrl } : undefined;
}

/** Every field of the form at once (PUT): the rules have normalised them already. */
export async function writeCreatorProfile(
  db: Db,
  userId: string,
  values: CreatorProfileInput,
): Promise<void> {
  await db
    .update(creatorProfiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(creatorProfiles.userId, userId));
}

/**
 * Points the profile at a new image key (or none) and answers the key it replaced, the row locked
 * between, so two uploads at once cannot both keep the same old file.
 */
export async function swapCreatorImage(
  db: Db,
  userId: string,
  kind: CreatorImageKind,
  key: string | null,
): Promise<{ previous: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ photo: creatorProfiles.profileImageKey, banner: creatorProfiles.profileBannerKey })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, userId))
      .for('update');
    if (!current) return undefined;
    await tx
      .update(creatorProfiles)
      .set(
        kind === 'photo'
          ? { profileImageKey: key, updatedAt: new Date() }
          : { profileBannerKey: key, updatedAt: new Date() },
      )
      .where(eq(creatorProfiles.userId, userId));
    return { previous: current[kind] };
  });
}
