import { desc, sql } from 'drizzle-orm';
import { AUDIT_LOG_PAGE_SIZE, type AuditLogPage } from '@shared/contracts/admin';
import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema';
import { parseTimestampText } from '../../db/timestamp-range';
import { AppError } from '../../http/app-error';

/**
 * The audit log, newest first, keyset paged on (created_at, id): the position is the row's
 * timestamp as the database wrote it (microseconds kept; a JS Date would drop them and skip or
 * repeat rows sharing a millisecond) and its id, opaque to the browser.
 */
interface AuditCursor {
  createdAt: string;
  id: string;
}

const encodeCursor = (cursor: AuditCursor) =>
  Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');

/** The position a cursor names, or 'admin.invalidCursor' for anything else (forged or cut). */
export function decodeAuditCursor(raw: string): AuditCursor {
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      parseTimestampText(value[0]) !== null &&
      !value[1].includes('\u0000')
    )
      return { createdAt: value[0], id: value[1] };
  } catch {
    // falls through to the refusal
  }
  throw new AppError('admin.invalidCursor');
}

export async function auditLogPage(db: Db, rawCursor: string | undefined): Promise<AuditLogPage> {
  const after = rawCursor ? decodeAuditCursor(rawCursor) : null;
  const rows = await db
    .select({
      id: adminAuditLog.id,
      actorId: adminAuditLog.actorId,
      actorEmail: adminAuditLog.actorEmail,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      reason: adminAuditLog.reason,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
      createdAtText: sql<string>`${adminAuditLog.createdAt}::text`,
    })
    .from(adminAuditLog)
    .where(
      after
        ? sql`(${adminAuditLog.createdAt}, ${adminAuditLog.id}) < (${after.createdAt}::timestamptz, ${after.id})`
        : undefined,
    )
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(AUDIT_LOG_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_LOG_PAGE_SIZE);
  const last = rows.length > AUDIT_LOG_PAGE_SIZE ? page.at(-1) : undefined;
  return {
    items: page.map(({ createdAtText: _, createdAt, ...row }) => ({
      ...row,
      details: row.details ?? null,
      createdAt: createdAt.toISOString(),
    })),
    nextCursor: last ? encodeCursor({ createdAt: last.createdAtText, id: last.id }) : null,
  };
}
