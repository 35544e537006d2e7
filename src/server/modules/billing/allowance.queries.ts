import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Usage } from '@shared/contracts/chat';
import type { Subscription } from '@shared/contracts/profile';
import type { Db } from '../../db/client';
import { anonymousUsage, messages, profiles } from '../../db/schema';

/**
 * The allowance's rows: a profile's count for the month, an anonymous key's count for the month,
 * and the month a reply was charged to. Every change is one atomic statement (or transaction),
 * so concurrent requests and processes never count a generation twice or give one back twice.
 * Callers go through allowance.service.ts.
 */
export const currentMonth = (now = new Date()) => now.toISOString().slice(0, 7);

/**
 * Whether a profile's subscription lifts the limit now: Standard while it runs, and after a
 * cancel until its paid period ends (platform.md §4), even before the provider's event that ends
 * it has arrived.
 */
export function hasStandardPlan(subscription: Subscription, now: Date = new Date()): boolean {
  if (subscription.plan !== 'standard') return false;
  if (subscription.status === 'active') return true;
  return subscription.currentPeriodEnd !== null && new Date(subscription.currentPeriodEnd) > now;
}

export async function userUsage(db: Db, userId: string, limit: number): Promise<Usage> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (row && hasStandardPlan(row.subscription)) return { plan: 'standard', used: 0, limit: null };
  const used = row && row.generationMonth === currentMonth() ? row.generationCount : 0;
  return { plan: 'free', used, limit };
}

/**
 * Takes one generation from a signed-in user's allowance; false when it is used up.
 * `chargedMonth` is the month it was taken from (null when the plan counts nothing): a reply
 * stores it so that whoever finds the reply failed can give it back (refundReplyGeneration).
 */
export async function reserveUserGeneration(
  db: Db,
  userId: string,
  limit: number,
): Promise<{ allowed: boolean; usage: Usage; chargedMonth: string | null }> {
  const usage = await userUsage(db, userId, limit);
  if (usage.plan === 'standard') return { allowed: true, usage, chargedMonth: null };
  const month = currentMonth();
  const rows = await db
    .update(profiles)
    .set({
      generationCount: sql`case when ${profiles.generationMonth} = ${month} then ${profiles.generationCount} + 1 else 1 end`,
      generationMonth: month,
    })
    .where(
      and(
        eq(profiles.id, userId),
        sql`(${profiles.generationMonth} <> ${month} or ${profiles.generationCount} < ${limit})`,
      ),
    )
    .returning({ used: profiles.generationCount });
  if (rows.length === 0)
    return { allowed: false, usage: { plan: 'free', used: usage.used, limit }, chargedMonth: null };
  return { allowed: true, usage: { plan: 'free', used: rows[0]!.used, limit }, chargedMonth: month };
}

/** Gives one generation back to the month it was taken from (a new month starts at zero anyway). */
export async function refundUserGeneration(db: Db, userId: string, month: string): Promise<void> {
  await db
    .update(profiles)
    .set({ generationCount: sql`greatest(${profiles.generationCount} - 1, 0)` })
    .where(and(eq(profiles.id, userId), eq(profiles.generationMonth, month)));
}

/**
 * Gives back the generation a reply was charged, at most once whoever calls it (the process that
 * wrote the reply, or one that found its writer dead): the reply's charge is cleared by a
 * conditional update, and only the call that cleared it takes one off that month's count.
 */
export function refundReplyGeneration(db: Db, messageId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locked, so a second caller waits here and then finds the charge already cleared.
    const [reply] = await tx
      .select({ userId: messages.userId, month: messages.chargedMonth })
      .from(messages)
      .where(and(eq(messages.id, messageId), isNotNull(messages.chargedMonth)))
      .for('update');
    if (!reply?.month) return false;
    await tx.update(messages).set({ chargedMonth: null }).where(eq(messages.id, messageId));
    await tx
      .update(profiles)
      .set({ generationCount: sql`greatest(${profiles.generationCount} - 1, 0)` })
      .where(and(eq(profiles.id, reply.userId), eq(profiles.generationMonth, reply.month)));
    return true;
  });
}

export async function anonymousUsageFor(db: Db, keys: string[], limit: number): Promise<Usage> {
  const rows = await db
    .select()
    .from(anonymousUsage)
    .where(and(inArray(anonymousUsage.key, keys), eq(anonymousUsage.month, currentMonth())));
  return { plan: 'anonymous', used: Math.max(0, ...rows.map((r) => r.count)), limit };
}

/** Takes one generation from every key (session and IP) or from none. */
export async function reserveAnonymousGeneration(
  db: Db,
  keys: string[],
  limit: number,
): Promise<{ allowed: boolean; usage: Usage }> {
  const month = currentMonth();
  return db.transaction(async (tx) => {
    // Rows may not exist yet, so row locks are not enough: serialise on the keys themselves.
    for (const key of [...keys].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const rows = await tx
      .select()
      .from(anonymousUsage)
      .where(and(inArray(anonymousUsage.key, keys), eq(anonymousUsage.month, month)))
      .for('update');
    const used = Math.max(0, ...rows.map((r) => r.count));
    if (used >= limit) return { allowed: false, usage: { plan: 'anonymous' as const, used, limit } };
    for (const key of keys) {
      await tx
        .insert(anonymousUsage)
        .values({ key, month, count: 1 })
        .onConflictDoUpdate({
          target: [anonymousUsage.key, anonymousUsage.month],
          set: { count: sql`${anonymousUsage.count} + 1` },
        });
    }
    return { allowed: true, usage: { plan: 'anonymous' as const, used: used + 1, limit } };
  });
}

export async function refundAnonymousGeneration(db: Db, keys: string[], month: string): Promise<void> {
  await db
    .update(anonymousUsage)
    .set({ count: sql`greatest(${anonymousUsage.count} - 1, 0)` })
    .where(and(inArray(anonymousUsage.key, keys), eq(anonymousUsage.month, month)));
}
