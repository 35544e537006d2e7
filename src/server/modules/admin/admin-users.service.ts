import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_PAGE_SIZE,
  type AdminUserDetail,
  type AdminUserSummary,
  type AdminUsersPage,
} from '@shared/contracts/admin-operations';
import { isAdminEmail } from '../../auth/guards';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { RealtimeBus } from '../../realtime/bus';
import { SESSIONS_ENDED_TOPIC } from '../../realtime/session-streams';
import { type AuditActor, asDb, writeAudit } from './audit';
import {
  type AdminUserRow,
  adminUserCounts,
  deleteUserSessions,
  findAdminUser,
  markProfileDisabled,
  markProfileEnabled,
  searchAdminUsers,
  setCreatorVerified,
} from './admin-users.queries';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * The admin panel's users (issue 22 §4): search, view, disable and enable, the Verified Creator
 * badge. Each change and its audit row commit together; a disable also ends the account's
 * sessions, in this transaction, and tells every process so their open event streams close.
 */
export function createAdminUsersService(deps: {
  db: Db;
  bus: RealtimeBus;
  adminEmails: readonly string[];
  log: FastifyBaseLogger;
}) {
  const { db, bus, adminEmails, log } = deps;

  const summary = (row: AdminUserRow): AdminUserSummary => ({
    id: row.id,
    email: row.email,
    displayName: row.displayName ?? row.name,
    emailVerified: row.emailVerified,
    isCreator: row.isCreator ?? false,
    creatorVerified: row.creatorVerified ?? null,
    isAdmin: isAdminEmail(adminEmails, row.email),
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: iso(row.lastLoginAt),
    disabledAt: iso(row.disabledAt),
  });

  async function detail(userId: string, from: Db = db): Promise<AdminUserDetail> {
    const row = await findAdminUser(from, userId);
    if (!row) throw new AppError('admin.users.notFound');
    const { counts, activeSessions } = await adminUserCounts(from, userId);
    return { ...summary(row), disabledReason: row.disabledReason ?? null, counts, activeSessions };
  }

  async function existing(tx: Db, userId: string): Promise<NonNullable<AdminUserRow>> {
    const row = await findAdminUser(tx, userId);
    if (!row) throw new AppError('admin.users.notFound');
    return row;
  }

  return {
    async search(q: string | undefined, page: number): Promise<AdminUsersPage> {
      const rows = await searchAdminUsers(
        db,
        q || undefined,
        ADMIN_PAGE_SIZE + 1,
        (page - 1) * ADMIN_PAGE_SIZE,
      );
      return {
        users: rows.slice(0, ADMIN_PAGE_SIZE).map(summary),
        page,
        hasMore: rows.length > ADMIN_PAGE_SIZE,
      };
    },

    detail: (userId: string) => detail(userId),

    async disable(actor: AuditActor, userId: string, reason: string): Promise<AdminUserDetail> {
      if (userId === actor.id) throw new AppError('admin.users.cannotDisableSelf');
      const ended = await db.transaction(async (t) => {
        const tx = asDb(t);
        const row = await existing(tx, userId);
        if (!(await markProfileDisabled(tx, userId, reason))) {
          // No profile at all cannot be told from a missing user by the panel; both read the same.
          if (row.disabledAt) throw new AppError('admin.users.alreadyDisabled');
          throw new AppError('admin.users.notFound');
        }
        const sessionsEnded = await deleteUserSessions(tx, userId);
        await writeAudit(tx, {
          actor,
          action: 'user.disable',
          targetType: 'user',
          targetId: userId,
          reason,
          details: { email: row.email, sessionsEnded },
        });
        return sessionsEnded;
      });
      // Open event streams of the ended sessions close at once, in every process.
      if (ended > 0)
        await bus
          .publish(SESSIONS_ENDED_TOPIC, { userId })
          .catch((error) => log.warn({ err: error }, 'ended sessions not announced'));
      return detail(userId);
    },

    async enable(actor: AuditActor, userId: string): Promise<AdminUserDetail> {
      await db.transaction(async (t) => {
        const tx = asDb(t);
        const row = await existing(tx, userId);
        if (!(await markProfileEnabled(tx, userId))) throw new AppError('admin.users.notDisabled');
        await writeAudit(tx, {
          actor,
          action: 'user.enable',
          targetType: 'user',
          targetId: userId,
          details: { email: row.email, disabledReason: row.disabledReason },
        });
      });
      return detail(userId);
    },

    async setCreatorVerification(
      actor: AuditActor,
      userId: string,
      verified: boolean,
    ): Promise<AdminUserDetail> {
      await db.transaction(async (t) => {
        const tx = asDb(t);
        const row = await existing(tx, userId);
        const before = await setCreatorVerified(tx, userId, verified);
        if (before === undefined) throw new AppError('admin.users.notCreator');
        await writeAudit(tx, {
          actor,
          action: verified ? 'user.creatorVerify' : 'user.creatorUnverify',
          targetType: 'user',
          targetId: userId,
          details: { email: row.email, before, after: verified },
        });
      });
      return detail(userId);
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
