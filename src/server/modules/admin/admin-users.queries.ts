import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chats,
  creatorProfiles,
  listings,
  profiles,
  purchases,
  recipes,
  session,
  user,
} from '../../db/schema';

/** Data access of the admin panel's users (admin-users.service.ts decides and audits). */

/** `%` and `_` typed into the search box mean themselves, not wildcards. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const summaryColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  emailVerified: user.emailVerified,
  createdAt: user.createdAt,
  displayName: profiles.displayName,
  isCreator: profiles.isCreator,
  lastLoginAt: profiles.lastLoginAt,
  disabledAt: profiles.disabledAt,
  disabledReason: profiles.disabledReason,
  creatorVerified: creatorProfiles.isVerified,
};

export type AdminUserRow = Awaited<ReturnType<typeof findAdminUser>> & {};

function baseQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, user.id));
}

/** One page (plus one row, to tell whether more follow) of users matching `q`, newest first. */
export async function searchAdminUsers(db: Db, q: string | undefined, limit: number, offset: number) {
  const pattern = q ? `%${escapeLike(q)}%` : null;
  const where = pattern
    ? or(ilike(user.email, pattern), ilike(profiles.displayName, pattern), ilike(user.name, pattern))
    : undefined;
  return baseQuery(db).where(where).orderBy(desc(user.createdAt), desc(user.id)).limit(limit).offset(offset);
}

export async function findAdminUser(db: Db, userId: string) {
  const [row] = await baseQuery(db).where(eq(user.id, userId)).limit(1);
  return row;
}

/** What the user has made and bought, and their live sessions, for the detail view. */
export async function adminUserCounts(db: Db, userId: string) {
  const one = async (query: Promise<Array<{ n: number }>>) => Number((await query)[0]?.n ?? 0);
  const [chatCount, recipeCount, listingCount, purchaseCount, sessionCount] = await Promise.all([
    one(db.select({ n: count() }).from(chats).where(eq(chats.userId, userId))),
    one(db.select({ n: count() }).from(recipes).where(eq(recipes.userId, userId))),
    one(db.select({ n: count() }).from(listings).where(eq(listings.creatorId, userId))),
    one(db.select({ n: count() }).from(purchases).where(eq(purchases.buyerId, userId))),
    one(
      db
        .select({ n: count() })
        .from(session)
        .where(and(eq(session.userId, userId), gt(session.expiresAt, sql`now()`))),
    ),
  ]);
  return {
    counts: { chats: chatCount, recipes: recipeCount, listings: listingCount, purchases: purchaseCount },
    activeSessions: sessionCount,
  };
}

/** Marks the profile disabled; false when there is no profile or it is disabled already. */
export async function markProfileDisabled(db: Db, userId: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({ disabledAt: new Date(), disabledReason: reason, updatedAt: new Date() })
    .where(and(eq(profiles.id, userId), isNull(profiles.disabledAt)))
    .returning({ id: profiles.id });
  return rows.length > 0;
}

/** Clears the disabled mark; false when the profile was not disabled. */
export async function markProfileEnabled(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({ disabledAt: null, disabledReason: null, updatedAt: new Date() })
    .where(and(eq(profiles.id, userId), isNotNull(profiles.disabledAt)))
    .returning({ id: profiles.id });
  return rows.length > 0;
}

/** Ends every session of the user (better-auth's rows): their cookies stop working at once. */
export async function deleteUserSessions(db: Db, userId: string): Promise<number> {
  const rows = await db.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  return rows.length;
}

/** Sets the creator profile's badge; the previous value, or undefined without a creator profile. */
export async function setCreatorVerified(
  db: Db,
  userId: string,
  verified: boolean,
): Promise<boolean | undefined> {
  const [before] = await db
    .select({ isVerified: creatorProfiles.isVerified })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, userId))
    .for('update');
  if (!before) return undefined;
  await db
    .update(creatorProfiles)
    .set({ isVerified: verified, updatedAt: new Date() })
    .where(eq(creatorProfiles.userId, userId));
  return before.isVerified;
}
