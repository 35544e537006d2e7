import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { payouts, user } from '../../db/schema';
import type { JobHandlers } from '../../jobs/job-handlers';
import type { Mailer } from '../../mail/mailer';
import { payoutPaidMail } from '../../mail/payout-templates';
import '../../payments/payout-mail-jobs';
import { readSavedLanguage } from '../preferences';
import { loadMarketplaceSettings } from './marketplace-settings.queries';

export interface PayoutMailDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** For the link in the mail. */
  publicUrl: string;
}

/**
 * The creator's "payout paid" mail (payments/payout-mail-jobs.ts queues it with the paid event).
 * The creator's payout notifications are read when it runs, so switching them off before it ran
 * is obeyed; a payout or account gone meanwhile sends nothing. In the creator's saved language.
 */
export function payoutMailHandlers(deps: PayoutMailDeps): JobHandlers {
  const { db, mailer, log } = deps;
  return {
    'payout.paidMail': {
      async run({ payoutId }) {
        const [payout] = await db
          .select({
            creatorId: payouts.creatorId,
            status: payouts.status,
            amountCents: payouts.amountCents,
            providerPayoutId: payouts.providerPayoutId,
            email: user.email,
          })
          .from(payouts)
          .innerJoin(user, eq(user.id, payouts.creatorId))
          .where(eq(payouts.id, payoutId))
          .limit(1);
        if (payout?.status !== 'paid')
          return log.info({ payoutId }, 'payout mail not sent: payout gone or no longer paid');
        const { notifications } = await loadMarketplaceSettings(db, payout.creatorId);
        if (!notifications.payoutNotifications)
          return log.info({ payoutId }, 'payout mail not sent: payout notifications are off');
        await mailer.send(
          payoutPaidMail({
            to: payout.email,
            language: (await readSavedLanguage(db, payout.creatorId)) ?? 'en',
            amountCents: payout.amountCents,
            reference: payout.providerPayoutId,
            analyticsUrl: new URL('/creator/analytics?tab=payouts', deps.publicUrl).toString(),
          }),
        );
        log.info({ payoutId, creatorId: payout.creatorId }, 'payout mail sent');
      },
    },
  };
}
