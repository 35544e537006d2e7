import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_PREFERENCES,
  DEFAULT_SUBSCRIPTION,
  displayNameFromEmail,
  type Profile,
} from '@shared/contracts/profile';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

type ProfileRow = typeof profiles.$inferSelect;

export function presentProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    photoURL: row.photoUrl,
    isCreator: row.isCreator,
    preferences: row.preferences,
    subscription: row.subscription,
    generationCount: row.generationCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export async function findProfile(db: Db, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return row;
}

/**
 * Creates the profile with the spec's defaults on first sign-in, or records the sign-in time of a
 * returning user. One statement, so two sign-ins at once cannot create two profiles.
 */
export async function upsertProfileOnSignIn(
  db: Db,
  user: { id: string; email: string; displayName?: string | null; photoUrl?: string | null },
): Promise<ProfileRow> {
  const now = new Date();
  const [row] = await db
    .insert(profiles)
    .values({
      id: user.id,
      email: user.email,
      displayName: user.displayName?.trim() || displayNameFromEmail(user.email),
      photoUrl: user.photoUrl ?? null,
      preferences: DEFAULT_PREFERENCES,
      subscription: DEFAULT_SUBSCRIPTION,
      lastLoginAt: now,
    })
    .onConflictDoUpdate({ target: profiles.id, set: { lastLoginAt: now, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/** Sets the display name; undefined when the user has no profile. */
export async function writeDisplayName(
  db: Db,
  id: string,
  displayName: string,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ displayName, updatedAt: new Date() })
    .where(eq(profiles.id, id))
    .returning();
  return row;
}

/**
 * Sets the photo's address (null removes it) and answers the one it replaced, in one transaction
 * holding the row, so two uploads at once each learn the address they replaced and none is left
 * behind in storage. Undefined when the user has no profile.
 */
export async function swapPhotoUrl(
  db: Db,
  id: string,
  photoUrl: string | null,
): Promise<{ row: ProfileRow; previous: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ photoUrl: profiles.photoUrl })
      .from(profiles)
      .where(eq(profiles.id, id))
      .for('update');
    if (!current) return undefined;
    const [row] = await tx
      .update(profiles)
      .set({ photoUrl, updatedAt: new Date() })
      .where(eq(profiles.id, id))
      .returning();
    return { row: row!, previous: current.photoUrl };
  });
}
