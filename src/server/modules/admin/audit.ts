import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

/** The admin who acted: their id and the e-mail that made them an admin (kept if the user goes). */
export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEntry {
  actor: AuditActor;
  /** What was done, dotted by area: 'listing.approve', 'comment.flagsDismiss', 'user.disable'… */
  action: string;
  /** 'listing' | 'comment' | 'user' | 'contactMessage' | 'job' … */
  targetType: string;
  targetId: string;
  /** The reason the admin gave, when the action takes one. */
  reason?: string | null;
  /** What changed (status before and after, counts): shown on the panel's audit log. */
  details?: Record<string, unknown> | null;
}

/**
 * Writes one audit row. Call it with the transaction of the action itself, so an action and its
 * audit row are committed together or not at all (issue 22 §4: every admin action is audited).
 */
export async function writeAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAuditLog).values({
    id: randomUUID(),
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason ?? null,
    details: entry.details ?? null,
  });
}

/** A drizzle transaction as the Db type every query helper takes (the codebase's pattern). */
export const asDb = (tx: unknown) => tx as Db;
