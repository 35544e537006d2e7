import { z } from 'zod';

/**
 * The recipe presenter's views and a reader's progress (platform.md §2 Recipe presenter and display
 * views, §3 Recipe sections, §9 Presenter; issue 24).
 *
 * Styles and display modes are preferences (user_preferences, remembered per user). A reader's
 * progress on one recipe (items ticked complete) and whether they pinned it are a reading state,
 * kept per user and subject on the server:
 *
 *   GET /api/reading-states/:kind/:id -> ReadingState (an untouched subject reads empty, unpinned)
 *   PUT /api/reading-states/:kind/:id -> ReadingState  body UpdateReadingState (the fields given replace theirs)
 *
 * A subject is a saved recipe of the user ('recipe'), an assistant reply in one of the user's chats
 * ('message'), or a marketplace listing the user owns or bought ('listing'); anything else answers
 * 404 like a subject that does not exist. The gallery reads `pinned` on each recipe summary.
 */

/** Styles (platform.md §2): chat card is the default. */
export const PRESENTER_STYLES = ['card', 'typewriter', 'terminal', 'minimal'] as const;
export type PresenterStyle = (typeof PRESENTER_STYLES)[number];

/** Display modes (platform.md §2): cards is the presenter's own layout; flow opens one section at a time. */
export const PRESENTER_MODES = ['cards', 'flow', 'masonry', 'story'] as const;
export type PresenterMode = (typeof PRESENTER_MODES)[number];

export const DEFAULT_PRESENTER_STYLE: PresenterStyle = 'card';
export const DEFAULT_PRESENTER_MODE: PresenterMode = 'cards';

export const READING_SUBJECT_KINDS = ['recipe', 'message', 'listing'] as const;
export type ReadingSubjectKind = (typeof READING_SUBJECT_KINDS)[number];

/**
 * One ticked item: "<section index>:<item index>" (both from 0, as parseRecipe and sectionPieces
 * number them). A recipe edited later may leave keys pointing nowhere: they are ignored when shown.
 */
export const ITEM_KEY_PATTERN = /^\d{1,4}:\d{1,5}$/;
/** More ticks than any recipe holds (1,000 sections of a few items); keeps a row small. */
export const READING_STATE_MAX_ITEMS = 10_000;

export const readingSubjectParams = z.object({
  kind: z.enum(READING_SUBJECT_KINDS),
  id: z.string().min(1).max(64),
});
export type ReadingSubject = z.infer<typeof readingSubjectParams>;

export const readingStateSchema = z.object({
  completed: z.array(z.string()),
  pinned: z.boolean(),
  /** ISO time of the last change; null for a subject never touched. */
  updatedAt: z.string().nullable(),
});
export type ReadingState = z.infer<typeof readingStateSchema>;

export const updateReadingStateSchema = z
  .strictObject({
    completed: z
      .array(z.string().regex(ITEM_KEY_PATTERN, 'An item is "<section>:<item>"'))
      .max(READING_STATE_MAX_ITEMS, `At most ${READING_STATE_MAX_ITEMS} items can be ticked`)
      // Duplicates are dropped, order kept: the same tick sent twice is one tick.
      .transform((keys) => [...new Set(keys)]),
    pinned: z.boolean(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');
export type UpdateReadingState = z.input<typeof updateReadingStateSchema>;

export const EMPTY_READING_STATE: ReadingState = { completed: [], pinned: false, updatedAt: null };
