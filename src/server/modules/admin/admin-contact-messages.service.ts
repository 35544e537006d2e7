import { count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_PAGE_SIZE,
  type ContactMessageDetail,
  type ContactMessageFilter,
  type ContactMessagesPage,
  type ContactMessageSummary,
} from '@shared/contracts/admin-operations';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { enqueueJob, wakeJobs } from '../../jobs/enqueue';
import type { RealtimeBus } from '../../realtime/bus';
import { contactMailJobKey } from '../public-site';
import { findJob, jobByKey, requeueJob } from './admin-jobs.queries';
import { type AuditActor, asDb, writeAudit } from './audit';

type ContactRow = typeof contactMessages.$inferSelect;

const PREVIEW_CHARS = 160;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

const FILTERS: Record<ContactMessageFilter, SQL | undefined> = {
  all: undefined,
  unhandled: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
};

function summary(row: ContactRow): ContactMessageSummary {
  const flat = row.message.replace(/\s+/g, ' ').trim();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    subject: row.subject,
    preview: flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1)}…` : flat,
    createdAt: row.createdAt.toISOString(),
    mailedAt: iso(row.mailedAt),
    handledAt: iso(row.handledAt),
  };
}

/**
 * The admin panel's contact messages (issue 22 §4): the messages sent through /contact, unhandled
 * first; read one, mark it handled or not, and send a mail still owed to support again. The mail
 * is the public site's durable job (public-site/contact-mail.job.ts), queued again and due now,
 * so a resend is sent exactly as the first attempt would have been, and never twice.
 */
export function createAdminContactMessagesService(deps: {
  db: Db;
  bus: RealtimeBus;
  log: FastifyBaseLogger;
}) {
  const { db, bus, log } = deps;

  async function find(from: Db, id: string, lock = false): Promise<ContactRow> {
    const query = from.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new AppError('admin.contact.notFound');
    return row;
  }

  async function detail(id: string): Promise<ContactMessageDetail> {
    const row = await find(db, id);
    const job = await findJob(db, jobByKey(contactMailJobKey(id)));
    return {
      ...summary(row),
      message: row.message,
      mailJob: {
        state: job?.status ?? 'none',
        attempts: job?.attempts ?? 0,
        lastError: job?.lastError ?? null,
      },
    };
  }

  return {
    async list(filter: ContactMessageFilter, page: number): Promise<ContactMessagesPage> {
      const [rows, [unhandled]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(FILTERS[filter])
          // Unhandled first (nulls first), then the newest.
          .orderBy(
            sql`${contactMessages.handledAt} is null desc`,
            desc(contactMessages.createdAt),
            desc(contactMessages.id),
          )
          .limit(ADMIN_PAGE_SIZE + 1)
          .offset((page - 1) * ADMIN_PAGE_SIZE),
        db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
      ]);
      return {
        messages: rows.slice(0, ADMIN_PAGE_SIZE).map(summary),
        page,
        hasMore: rows.length > ADMIN_PAGE_SIZE,
        unhandledCount: Number(unhandled?.n ?? 0),
      };
    },

    detail,

    async setHandled(actor: AuditActor, id: string, handled: boolean): Promise<ContactMessageDetail> {
      await db.transaction(async (t) => {
        const tx = asDb(t);
        const row = await find(tx, id, true);
        // Marking what already is so changes nothing and writes no audit row.
        if (Boolean(row.handledAt) === handled) return;
        await tx
          .update(contactMessages)
          .set({ handledAt: handled ? new Date() : null })
          .where(eq(contactMessages.id, id));
        await writeAudit(tx, {
          actor,
          action: handled ? 'contactMessage.handle' : 'contactMessage.unhandle',
          targetType: 'contactMessage',
          targetId: id,
          details: { subject: row.subject, from: row.email },
        });
      });
      return detail(id);
    },

    async resend(actor: AuditActor, id: string): Promise<ContactMessageDetail> {
      await db.transaction(async (t) => {
        const tx = asDb(t);
        const row = await find(tx, id, true);
        if (row.mailedAt) throw new AppError('admin.contact.alreadyMailed');
        const key = contactMailJobKey(id);
        const job = await findJob(tx, jobByKey(key));
        if (job?.status === 'running') throw new AppError('admin.contact.sending');
        if (job) await requeueJob(tx, jobByKey(key), false);
        // Done jobs are pruned after a week: an old message's job may be gone. Queue it anew.
        else await enqueueJob(tx, 'contact.mail', key, { contactMessageId: id }, { maxAttempts: 3 });
        await writeAudit(tx, {
          actor,
          action: 'contactMessage.resend',
          targetType: 'contactMessage',
          targetId: id,
          details: {
            subject: row.subject,
            previousAttempts: job?.attempts ?? 0,
            previousError: job?.lastError ?? null,
          },
        });
      });
      await wakeJobs(bus, log);
      return detail(id);
    },
  };
}

export type AdminContactMessagesService = ReturnType<typeof createAdminContactMessagesService>;
