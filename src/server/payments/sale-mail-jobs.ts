import type { Db } from '../db/client';
import { enqueueJob } from '../jobs/enqueue';

/**
 * The mails a sale owes (issue 21 §2, §8): the buyer's receipt, the creator's sale notice and,
 * when the payment is refunded, the creator's refund notice. Each is a durable job queued in the
 * webhook's own transaction, so a mail is owed exactly when the sale (or its refund) is stored,
 * and a mail server that is down delays it instead of failing the webhook. The handlers are the
 * marketplace module's (modules/marketplace/sale-mail.job.ts); this file holds only the types and
 * the queuing, so the payments code does not load the module.
 */

/** Every sale mail names the transaction (the one row that has buyer, creator, amount, title). */
export type SaleMailPayload = { transactionId: string };

declare module '../jobs/enqueue' {
  interface JobPayloads {
    'sale.receipt': SaleMailPayload;
    'sale.notice': SaleMailPayload;
    'sale.refundNotice': SaleMailPayload;
  }
}

export type SaleMailJob = 'sale.receipt' | 'sale.notice' | 'sale.refundNotice';

/** One job per mail and transaction: a replayed webhook cannot queue a second mail. */
export const saleMailJobKey = (type: SaleMailJob, transactionId: string) => `${type}:${transactionId}`;

/** Queues one sale mail in the caller's transaction. */
export async function enqueueSaleMail(db: Db, type: SaleMailJob, transactionId: string): Promise<void> {
  await enqueueJob(db, type, saleMailJobKey(type, transactionId), { transactionId });
}
