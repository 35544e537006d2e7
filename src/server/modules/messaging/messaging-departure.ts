import { eq, isNotNull, and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMembers } from '../../db/schema';
import { publishUserEvent } from '../../realtime/user-channel';
import type { ServerModuleContext } from '../module';

/**
 * When an account is deleted, the other party of each of its conversations keeps their copy
 * ('Deleted user'; the member row's other_user_id becomes null by the foreign key) and should see
 * it change live ('conversation.updated': the composer closes, the name changes). The partners
 * can only be found while the account exists, so the account deletion asks for them before the
 * delete and announces after it:
 *
 *   const partners = await conversationPartnersOf(db, userId);   // before the user row goes
 *   ...delete...
 *   await announceDeparture(context, partners);                    // after
 */
export interface ConversationPartner {
  conversationId: string;
  userId: string;
}

export async function conversationPartnersOf(db: Db, userId: string): Promise<ConversationPartner[]> {
  const rows = await db
    .select({ conversationId: conversationMembers.conversationId, userId: conversationMembers.otherUserId })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, userId), isNotNull(conversationMembers.otherUserId)));
  return rows.filter((row): row is ConversationPartner => row.userId !== null);
}

/** Tells each partner their conversation changed; never throws (live updates are a bonus). */
export async function announceDeparture(
  context: Pick<ServerModuleContext, 'bus' | 'log'>,
  partners: readonly ConversationPartner[],
): Promise<void> {
  await Promise.all(
    partners.map((p) =>
      publishUserEvent(context.bus, context.log, p.userId, {
        type: 'conversation.updated',
        conversationId: p.conversationId,
      }),
    ),
  );
}
