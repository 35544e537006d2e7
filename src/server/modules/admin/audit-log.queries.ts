import { desc, sql } from 'drizzle-orm';
import { AUDIT_LOG_PAGE_SIZE, type AuditLogPage } from '@shared/contracts/admin';
import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema';
import { decodeTimeIdCursor, encodeTimeIdCursor, type TimeIdCursor } from '../../db/keyset-cursor';
import { AppError } from '../../http/app-error';

/** The position a cursor names, or 'admin.invalidCursor' for anything else (forged or cut). */
export function decodeAuditCursor(raw: string): TimeIdCursor {
  const cursor = decodeTimeIdCursor(raw);
  if (!cursor) throw new AppError('admin.invalidCursor');
  return cursor;
}

/** The audit log, newest first, keyset paged on (created_at, id). */
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
    nextCursor: last ? encodeTimeIdCursor({ createdAt: last.createdAtText, id: last.id }) : null,
  };
}
