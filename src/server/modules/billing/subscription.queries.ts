import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';

/** The subscriptions row's data access for the billing routes (the webhooks write it: payments/subscription-events.ts). */
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function subscriptionOf(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row;
}

/**
 * Records a new checkout session on the user's row (made on the first checkout, status
 * `incomplete`), unless a subscription runs: the condition sits in the statement itself, so a
 * webhook that started one meanwhile wins. Whether the row took the session.
 */
export async function recordCheckoutSession(
  db: Db,
  input: { userId: string; provider: string; checkoutSessionId: string; customerId: string | null },
): Promise<boolean> {
  const saved = await db
    .insert(subscriptions)
    .values({ ...input, status: 'incomplete' })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        provider: input.provider,
        checkoutSessionId: input.checkoutSessionId,
        // A customer of another provider (the configuration changed) is no customer of this one.
        customerId:
          input.customerId ??
          sql`case when ${subscriptions.provider} = ${input.provider} then ${subscriptions.customerId} end`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${subscriptions.status} not in ('trialing', 'active', 'past_due')`,
    })
    .returning({ userId: subscriptions.userId });
  return saved.length > 0;
}

/** Closes the user's open local session ('Cancel' on the test page): a later 'Start trial' of it is refused. */
export async function closeCheckoutSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const closed = await db
    .update(subscriptions)
    .set({ checkoutSessionId: null, updatedAt: sql`now()` })
    .where(sql`${subscriptions.userId} = ${userId} and ${subscriptions.checkoutSessionId} = ${sessionId}`)
    .returning({ userId: subscriptions.userId });
  return closed.length > 0;
}
