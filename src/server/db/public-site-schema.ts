import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages sent through the /contact form: kept, then mailed to the support address. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the mail to support went out; null means it is still owed. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** Marked handled by an admin (issue 22 admin panel). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

/** Addresses that subscribed to the blog's updates. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
