import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creatorProfiles, profiles, user } from '../../db/schema';

/** The author's name of a listing (platform.md §3): display name, else e-mail, else 'Anonymous'. */
export async function authorNameOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({
      displayName: profiles.displayName,
      profileEmail: profiles.email,
      name: user.name,
      email: user.email,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  const candidates = [row?.displayName, row?.name, row?.profileEmail, row?.email];
  return candidates.find((c) => c != null && c.trim() !== '')?.trim() ?? 'Anonymous';
}

/**
 * The creator profile of a user who publishes, written at the first publish from their profile
 * (the creators issue adds editing it). Idempotent: an existing profile is left as it is.
 */
export async function ensureCreatorProfile(db: Db, userId: string): Promise<void> {
  const displayName = await authorNameOf(db, userId);
  await db
    .insert(creatorProfiles)
    .values({ userId, displayName })
    .onConflictDoNothing({ target: creatorProfiles.userId });
  await db.update(profiles).set({ isCreator: true, updatedAt: sql`now()` }).where(eq(profiles.id, userId));
}
