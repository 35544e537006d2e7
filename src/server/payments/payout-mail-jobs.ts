import type { Db } from '../db/client';
import { enqueueJob } from '../jobs/enqueue';

/**
 * The creator's "payout paid" mail (issue 21 §6), a durable job queued in the webhook's own
 * transaction, so it is owed exactly when the payout is stored as paid and a mail server that is
 * down delays it instead of failing the webhook. The handler (modules/creators/payout-mail.job.ts)
 * checks the creator's payout notifications when it runs; this file holds only the type and the
 * queuing, so the payments code does not load the module.
 */
declare module '../jobs/enqueue' {
  interface JobPayloads {
    'payout.paidMail': { payoutId: string };
  }
}

/** One mail per payout: a replayed or second paid event cannot queue another. */
export const payoutMailJobKey = (payoutId: string) => `payout.paidMail:${payoutId}`;

export async function enqueuePayoutMail(db: Db, payoutId: string): Promise<void> {
  await enqueueJob(db, 'payout.paidMail', payoutMailJobKey(payoutId), { payoutId });
}
