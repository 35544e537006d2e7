import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProfilePreferences, Subscription } from '@shared/contracts/profile';
import { user } from './auth-schema';

export * from './ai-key-schema';
export * from './auth-schema';
export * from './chat-schema';
export * from './creators-schema';
export * from './insights-schema';
export * from './marketplace-schema';
export * from './messaging-schema';
export * from './preferences-schema';
export * from './presenter-schema';
export * from './public-site-schema';
export * from './recipe-schema';

/**
 * The database schema. One migration set (drizzle-kit) serves PGlite and PostgreSQL alike.
 * Later issues add their tables here.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The user profile document (chat-assistant.md §3, platform.md §3 User document), one per user id. */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  displayName: text('display_name').notNull(),
  photoUrl: text('photo_url'),
  isCreator: boolean('is_creator').notNull().default(false),
  preferences: jsonb('preferences').$type<ProfilePreferences>().notNull(),
  subscription: jsonb('subscription').$type<Subscription>().notNull(),
  /** Generations used in the current calendar month (the Free plan's allowance). */
  generationCount: integer('generation_count').notNull().default(0),
  generationMonth: text('generation_month')
    .notNull()
    .default(sql`to_char(now() at time zone 'utc', 'YYYY-MM')`),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /** Disabled by an admin (issue 22): no sign-in, sessions ended; the reason is kept for the panel. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  disabledReason: text('disabled_reason'),
  ...timestamps,
});
