import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EnrichmentStatus, RecipeMetadata } from '@shared/contracts/recipes';
import { user } from './auth-schema';
import { chats } from './chat-schema';

/** A user's folders (platform.md §3 Folder); listed by name ascending. */
export const folders = pgTable(
  'folders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('folders_user_name_idx').on(t.userId, t.name)],
);

/**
 * Saved recipes (chat-assistant.md §3 Saved recipe, platform.md §3 Recipe (gallery)). Marketplace
 * fields (price, status, purchases) arrive with the marketplace issue and attach to this row.
 */
export const recipes = pgTable(
  'recipes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    content: text('content').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Removing a folder puts its recipes back to "no folder" (platform.md §5). */
    folderId: text('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    /** Storage key of the cover image (recipeImages/{uid}/{recipeId}.png) once it exists. */
    imageKey: text('image_key'),
    /** Bumped whenever the image changes, so its URL changes and caches stay right. */
    imageVersion: integer('image_version').notNull().default(0),
    prompt: text('prompt'),
    type: text('type'),
    isPrivate: boolean('is_private').notNull().default(false),
    metadata: jsonb('metadata').$type<RecipeMetadata>().notNull().default({}),
    originalMessageId: text('original_message_id'),
    chatId: text('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    /** Background enrichment after a save: tags and cover image (jobs). */
    tagsStatus: text('tags_status').$type<EnrichmentStatus>().notNull().default('done'),
    imageStatus: text('image_status').$type<EnrichmentStatus>().notNull().default('done'),
    /**
     * Lower-cased title, tags, description and content in one column, kept by the application on
     * every write, with a trigram index: substring search stays fast with many recipes.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recipes_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('recipes_user_folder_created_idx').on(t.userId, t.folderId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('recipes_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('recipes_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    // Tags get their own trigram index: a word common in contents but rare as a tag would
    // otherwise make the search column's index return most of the table. recipe_tags_search()
    // (lower-cased tags joined by spaces, IMMUTABLE so it can be indexed) is created in 0003.
    index('recipes_tags_trgm_idx').using('gin', sql`recipe_tags_search(${t.tags}) gin_trgm_ops`),
  ],
);

/**
 * Durable background jobs: stored in the database, claimed with a lease, retried with back-off,
 * and resumed after a restart. `key` makes a job unique so the same work is queued once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** While running: the claiming process's lease; past it, another process may take the job. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_key_idx').on(t.key),
    index('jobs_status_run_at_idx').on(t.status, t.runAt),
  ],
);
