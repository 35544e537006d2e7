import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentAccounts } from '../db/schema';

/** platform.md §3 Payment account status, read from the stored account (kept fresh by webhooks). */
export interface PaymentAccountStatus {
  hasAccount: boolean;
  onboardingCompleted: boolean;
  payoutEnabled: boolean;
  /** May take payments now: what publishing a paid listing and checking out need. */
  chargesEnabled: boolean;
}

export async function readPaymentAccountStatus(db: Db, userId: string): Promise<PaymentAccountStatus> {
  const [row] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, userId)).limit(1);
  return {
    hasAccount: row !== undefined,
    onboardingCompleted: row?.detailsSubmitted ?? false,
    payoutEnabled: row?.payoutsEnabled ?? false,
    chargesEnabled: row?.chargesEnabled ?? false,
  };
}

/** Whether a creator can be paid for a sale: a paid listing is published only then. */
export async function canTakePayments(db: Db, userId: string): Promise<boolean> {
  return (await readPaymentAccountStatus(db, userId)).chargesEnabled;
}
