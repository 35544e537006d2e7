import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, newsletterSubscriptions } from '../../db/schema';

export interface NewContactMessage {
  id: string;
  name: string;
  email: string;
  company: string | null;
  subject: string;
  message: string;
  ip: string | null;
}

export async function insertContactMessage(db: Db, row: NewContactMessage): Promise<void> {
  await db.insert(contactMessages).values(row);
}

export async function findContactMessage(db: Db, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row;
}

export async function markContactMessageMailed(db: Db, id: string): Promise<void> {
  await db.update(contactMessages).set({ mailedAt: new Date() }).where(eq(contactMessages.id, id));
}

/** Inserts the address once; true when it was new. */
export async function insertNewsletterSubscription(
  db: Db,
  email: string,
  ip: string | null,
): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, ip })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ email: newsletterSubscriptions.email });
  return inserted.length > 0;
}
