import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_USER_PREFERENCES,
  type NotificationPreferences,
  type UserPreferences,
} from '@shared/contracts/preferences';
import type { Db } from '../../db/client';
import { notificationPreferences, userPreferences } from '../../db/schema';

/**
 * Reading and writing the two settings rows. A user without a row has the defaults; every write
 * is one upsert (one statement, so a change is saved whole or not at all).
 */

type UserPreferencesRow = typeof userPreferences.$inferSelect;
type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;

function presentUserPreferences(row: UserPreferencesRow): UserPreferences {
  const { userId: _userId, updatedAt: _updatedAt, ...preferences } = row;
  return preferences;
}

function presentNotificationPreferences(row: NotificationPreferencesRow): NotificationPreferences {
  const {
    userId: _userId,
    updatedAt: _updatedAt,
    testMailSentAt: _testMailSentAt,
    quietHoursFrom,
    quietHoursTo,
    ...toggles
  } = row;
  return { ...toggles, quietHours: { from: quietHoursFrom, to: quietHoursTo } };
}

export async function readUserPreferences(db: Db, userId: string): Promise<UserPreferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  return row ? presentUserPreferences(row) : DEFAULT_USER_PREFERENCES;
}

/**
 * The language the user saved, or null while they have saved no preferences (the default is not
 * their choice: their browser's language says more, see i18n/request-language.ts).
 */
export async function readSavedLanguage(db: Db, userId: string): Promise<UserPreferences['language'] | null> {
  const [row] = await db
    .select({ language: userPreferences.language })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row?.language ?? null;
}

/** Writes the given preferences (all of them for a reset), keeping the others. */
export async function writeUserPreferences(
  db: Db,
  userId: string,
  changes: Partial<UserPreferences>,
): Promise<UserPreferences> {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  return presentUserPreferences(row!);
}

export async function readNotificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ? presentNotificationPreferences(row) : DEFAULT_NOTIFICATION_PREFERENCES;
}

/** Writes the given toggles and quiet hours (all of them for a reset), keeping the others. */
export async function writeNotificationPreferences(
  db: Db,
  userId: string,
  changes: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  const { quietHours, ...toggles } = changes;
  const columns = {
    ...toggles,
    ...(quietHours ? { quietHoursFrom: quietHours.from, quietHoursTo: quietHours.to } : {}),
  };
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...columns })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...columns, updatedAt: sql`now()` },
    })
    .returning();
  return presentNotificationPreferences(row!);
}

/**
 * Takes the user's turn to receive a test e-mail: stamps `test_mail_sent_at` unless the last one
 * went out less than `intervalSeconds` ago. Atomic, so two tabs clicking at once send one mail.
 * Answers the stamp taken and the one it replaced (to give the turn back if the mail fails), or
 * when the turn is not due yet, how many seconds are left.
 */
export async function claimTestMail(
  db: Db,
  userId: string,
  intervalSeconds: number,
): Promise<{ claimed: true; sentAt: Date; previous: Date | null } | { claimed: false; waitSeconds: number }> {
  const [before] = await db
    .select({ sentAt: notificationPreferences.testMailSentAt })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const previous = before?.sentAt ?? null;
  const sentAtColumn = notificationPreferences.testMailSentAt;
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, testMailSentAt: sql`now()` })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { testMailSentAt: sql`now()` },
      setWhere: sql`${sentAtColumn} is null or ${sentAtColumn} <= now() - make_interval(secs => ${intervalSeconds})`,
    })
    .returning({ sentAt: sentAtColumn });
  if (row?.sentAt) return { claimed: true, sentAt: row.sentAt, previous };

  const [now] = await db
    .select({
      waitSeconds: sql<number>`ceil(extract(epoch from ${sentAtColumn} + make_interval(secs => ${intervalSeconds}) - now()))::int`,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return { claimed: false, waitSeconds: Math.max(1, now?.waitSeconds ?? intervalSeconds) };
}

/** Gives a claimed turn back (the mail could not be sent), unless another claim came since. */
export async function releaseTestMail(db: Db, userId: string, sentAt: Date, previous: Date | null) {
  await db
    .update(notificationPreferences)
    .set({ testMailSentAt: previous })
    .where(
      sql`${notificationPreferences.userId} = ${userId} and date_trunc('milliseconds', ${notificationPreferences.testMailSentAt}) = ${sentAt.toISOString()}`,
    );
}
