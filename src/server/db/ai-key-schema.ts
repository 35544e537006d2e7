import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AiKeyProvider } from '@shared/contracts/ai-key';
import { user } from './auth-schema';

/**
 * A user's own AI key (issue 19, Settings), one row per user. The key itself is only ever stored
 * sealed (server/crypto/secret-box.ts: AES-256-GCM under a key derived from AUTH_SECRET, bound to
 * the user's id); `key_last4` is what the settings screen shows of it.
 */
export const userAiKeys = pgTable('user_ai_keys', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<AiKeyProvider>().notNull(),
  /** Null for Gemini: the server's Gemini endpoint is used. */
  baseUrl: text('base_url'),
  model: text('model').notNull(),
  sealedKey: text('sealed_key').notNull(),
  keyLast4: text('key_last4').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
