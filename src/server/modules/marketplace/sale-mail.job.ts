import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { listings, transactions, user } from '../../db/schema';
import type { JobHandlers } from '../../jobs/job-handlers';
import type { Mailer } from '../../mail/mailer';
import { refundNoticeMail, saleNoticeMail, saleReceiptMail } from '../../mail/sale-templates';
import type { SaleMailPayload } from '../../payments/sale-mail-jobs';
import { loadMarketplaceSettings } from '../creators';
import { deferJob, notificationMailWindow } from '../notifications';
import { readSavedLanguage } from '../preferences';

export interface SaleMailDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** For the links in the mails. */
  publicUrl: string;
}

/** The sale with the names and addresses its mails need. */
async function loadSale(db: Db, transactionId: string) {
  const [sale] = await db
    .select({
      id: transactions.id,
      status: transactions.status,
      listingId: transactions.listingId,
      title: transactions.listingTitle,
      amountCents: transactions.amountCents,
      payoutCents: transactions.creatorPayoutCents,
      buyerId: transactions.buyerId,
      creatorId: transactions.creatorId,
      creatorName: listings.creatorName,
    })
    .from(transactions)
    .innerJoin(listings, eq(listings.id, transactions.listingId))
    .where(eq(transactions.id, transactionId))
    .limit(1);
  return sale;
}

async function emailOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.email;
}

/**
 * The sale mails' handlers (payments/sale-mail-jobs.ts queues them with the sale or its refund).
 * Each sends one mail and is done; a sale or an account gone meanwhile (deleted) sends nothing.
 * The creator's sale notice asks their settings again when it runs: alerts turned off after the
 * sale are obeyed. Each mail goes out in its recipient's saved language (English without one).
 */
export function saleMailHandlers(deps: SaleMailDeps): JobHandlers {
  const { db, mailer, log } = deps;
  const link = (path: string) => new URL(path, deps.publicUrl).toString();
  const analyticsUrl = link('/creator/analytics');

  return {
    'sale.receipt': {
      async run({ transactionId }: SaleMailPayload) {
        const sale = await loadSale(db, transactionId);
        const to = sale && (await emailOf(db, sale.buyerId));
        if (!sale || !to) return log.info({ transactionId }, 'sale receipt not sent: sale or buyer gone');
        await mailer.send(
          saleReceiptMail({
            to,
            language: (await readSavedLanguage(db, sale.buyerId)) ?? 'en',
            title: sale.title,
            creatorName: sale.creatorName,
            amountCents: sale.amountCents,
            recipeUrl: link(`/marketplace/recipe/${encodeURIComponent(sale.listingId)}`),
            reference: sale.id,
          }),
        );
        log.info({ transactionId, buyerId: sale.buyerId }, 'sale receipt sent');
      },
    },
    'sale.notice': {
      async run({ transactionId }: SaleMailPayload, job) {
        const sale = await loadSale(db, transactionId);
        const to = sale && (await emailOf(db, sale.creatorId));
        if (!sale || !to) return log.info({ transactionId }, 'sale notice not sent: sale or creator gone');
        const { notifications } = await loadMarketplaceSettings(db, sale.creatorId);
        if (!notifications.salesAlerts)
          return log.info({ transactionId }, 'sale notice not sent: the creator turned sales alerts off');
        // Like every notification mail: not with e-mail notifications off, not in quiet hours.
        const window = await notificationMailWindow(db, sale.creatorId, new Date());
        if (!window.emailOn)
          return log.info({ transactionId }, 'sale notice not sent: e-mail notifications off');
        if (window.quietUntil) return deferJob(db, job.id, window.quietUntil);
        await mailer.send(
          saleNoticeMail({
            to,
            language: (await readSavedLanguage(db, sale.creatorId)) ?? 'en',
            title: sale.title,
            amountCents: sale.amountCents,
            payoutCents: sale.payoutCents,
            analyticsUrl,
          }),
        );
        log.info({ transactionId, creatorId: sale.creatorId }, 'sale notice sent');
      },
    },
    'sale.refundNotice': {
      async run({ transactionId }: SaleMailPayload) {
        const sale = await loadSale(db, transactionId);
        const to = sale && (await emailOf(db, sale.creatorId));
        if (!sale || !to || sale.status !== 'refunded')
          return log.info({ transactionId }, 'refund notice not sent: no refunded sale or creator');
        await mailer.send(
          refundNoticeMail({
            to,
            language: (await readSavedLanguage(db, sale.creatorId)) ?? 'en',
            title: sale.title,
            amountCents: sale.amountCents,
            payoutCents: sale.payoutCents,
            analyticsUrl,
          }),
        );
        log.info({ transactionId, creatorId: sale.creatorId }, 'refund notice sent');
      },
    },
  };
}
