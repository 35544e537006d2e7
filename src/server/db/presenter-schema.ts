import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReadingSubjectKind } from '@shared/contracts/presenter';
import { user } from './auth-schema';

/**
 * A reader's state of one recipe (issue 24; contracts/presenter.ts): the items ticked complete and
 * the pin. One row per user and subject, written at the first change; no row reads as nothing
 * ticked, unpinned. `subject_id` is a recipe, chat message or listing id by `subject_kind`; the
 * service checks the user may read the subject, so no foreign key ties the three tables here, and
 * a subject deleted later leaves a row nobody can reach (removed with the user).
 */
export const readingStates = pgTable(
  'reading_states',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind').$type<ReadingSubjectKind>().notNull(),
    subjectId: text('subject_id').notNull(),
    completed: text('completed').array().notNull().default(sql`'{}'::text[]`),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.subjectKind, t.subjectId] }),
    // The gallery asks which of a page of recipes are pinned.
    index('reading_states_pinned_idx').on(t.userId, t.subjectKind).where(sql`${t.pinnedAt} is not null`),
  ],
);
