import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppNotification } from '@shared/contracts/notifications';
import type { Db } from '../../db/client';
import { decodeTimeIdCursor, encodeTimeIdCursor, type TimeIdCursor } from '../../db/keyset-cursor';
import { notifications } from '../../db/schema';
import { AppError } from '../../http/app-error';

/**
 * The bell's list: a user's notifications newest first, keyset-paged on (created_at desc, id desc)
 * over notifications_user_created_idx, and the unread count over the partial unread index. Every
 * query is filtered by the caller's id: another user's notification is never found.
 */

function decodeCursor(raw: string): TimeIdCursor {
  const cursor = decodeTimeIdCursor(raw);
  if (!cursor) throw new AppError('notifications.invalidCursor');
  return cursor;
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.unread ?? 0);
}

export async function listNotifications(
  db: Db,
  userId: string,
  cursor: string | undefined,
  pageSize: number,
): Promise<{ notifications: AppNotification[]; nextCursor: string | null }> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      params: notifications.params,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      createdAtText: sql<string>`${notifications.createdAt}::text`,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        after
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.createdAt}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    notifications: page.map((row) => ({
      id: row.id,
      type: row.type,
      params: row.params,
      link: row.link,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > pageSize && last
        ? encodeTimeIdCursor({ createdAt: last.createdAtText, id: last.id })
        : null,
  };
}

/** Marks every unread notification of the user read; how many were. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}

/**
 * Marks one of the user's notifications read. Whether it is theirs (read already or not); another
 * user's or a missing one is the same false.
 */
export async function markOneRead(db: Db, userId: string, notificationId: string): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return row !== undefined;
}
